import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker entry `entry` (a path without extension, relative to `callerUrl`, the caller's
 * `import.meta.url`): its built .mjs beside the built server, or its .ts source through tsx when the server runs
 * from source (tsx, vitest), since plain Node threads do not inherit the parent's TypeScript loader.
 */
export function startServerThread(callerUrl: string, entry: string, options: WorkerOptions = {}): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`${entry}.mjs`, callerUrl), options);
  return new Worker(new URL('./tsWorker.mjs', import.meta.url), {
    ...options,
    workerData: { ...(options.workerData as object | undefined), entry: new URL(`${entry}.ts`, callerUrl).href },
  });
}
