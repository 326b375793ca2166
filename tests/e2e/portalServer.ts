import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** Process id of the started command (`node scripts/start.mjs`). */
  pid: number;
  /** Settles once the portal has printed `text` (output already printed counts); fails if it exits first. */
  waitForOutput(text: string, timeoutMs: number): Promise<void>;
  /** Stops the portal with SIGTERM; removes its data directory unless the caller handed one in. */
  stop(): Promise<void>;
  /** Ends the process at once, as a crash does (SIGKILL): it says goodbye to nobody. */
  kill(): Promise<void>;
}

export interface PortalStart {
  /** An existing data directory (a restart); the caller removes it. */
  dataDir?: string;
  /** How long the first start may take until it listens (a large demo fleet seeds for minutes). */
  readyTimeoutMs?: number;
  /** The checkout to start (a copy of this one), if not this one. */
  root?: string;
}

/** A port nothing listens on now, as the system hands them out (a random guess can collide with another run). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the portal the way `npm start` does, on a free port of 127.0.0.1 with a fresh data directory. */
export async function startPortalProcess(env: Record<string, string> = {}, start: PortalStart = {}): Promise<RunningPortal> {
  const dataDir = start.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: start.root,
    // MALLOC_ARENA_MAX as `npm start` sets it (package.json; docs/ingest.md "The fill on every core").
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let exitCode: number | null | undefined;
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  child.once('exit', (code) => {
    exitCode = code;
    for (const listener of listeners) listener();
  });
  const waitForOutput = (text: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      const check = () => {
        if (output.includes(text)) {
          done();
          resolve();
        } else if (exitCode !== undefined) {
          if (process.env.DEBUG_PORTAL) console.log(output);
          done();
          reject(new Error(`portal exited with ${exitCode}:\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`portal did not print "${text}" within ${timeoutMs / 1000} s:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    });
  try {
    await waitForOutput('ready on', start.readyTimeoutMs ?? 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    dataDir,
    pid: child.pid!,
    waitForOutput,
    async stop() {
      if (exitCode === undefined) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!start.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    async kill() {
      if (exitCode !== undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}
