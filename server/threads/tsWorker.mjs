// Runs a TypeScript worker entry when the server itself runs from source (tsx, vitest): plain Node
// threads do not inherit the parent's TypeScript loader. The built server starts its .mjs entries directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
