import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * How much lower than the server a background process runs (Unix niceness, the lowest): the server's thread comes
 * first. At 10 its event loop still waited up to 70 ms for a CPU while two fill processes ran (docs/ingest.md).
 */
const BACKGROUND_NICENESS = 19;

/**
 * Starts the entry `entry` (a path without extension, relative to `callerUrl`, the caller's `import.meta.url`)
 * as a child process of lower priority, with a message channel of structured clones: its built .mjs beside
 * the built server, or its .ts source through tsx when the server runs from source (tsx, vitest).
 *
 * A process rather than a thread for work that allocates much and then ends: what a thread freed stays in the
 * C allocator's heaps of the server for good, what a process held goes back to the system when it exits; and
 * a process can be given a lower priority, all its threads included, so that on a machine whose cores it fills
 * the server's event loop does not wait for a CPU.
 */
export function startServerProcess(callerUrl: string, entry: string): ChildProcess {
  const fromSource = callerUrl.endsWith('.ts');
  const file = fileURLToPath(new URL(`${entry}${fromSource ? '.ts' : '.mjs'}`, callerUrl));
  const node = [process.execPath, ...(fromSource ? ['--import', 'tsx'] : []), file];
  const [command, ...args] = process.platform === 'win32' ? node : ['nice', '-n', String(BACKGROUND_NICENESS), ...node];
  return spawn(command!, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], serialization: 'advanced' });
}

/**
 * In a process started so: its first message, and an end of its own when the server's channel closes (the
 * server stopped or died), so that no process is left working for nobody.
 */
export function serverMessage<T>(): Promise<T> {
  process.once('disconnect', () => process.exit(0));
  return new Promise((resolve) => process.once('message', (message) => resolve(message as T)));
}
