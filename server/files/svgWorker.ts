// Sanitizes drawings off the server's event loop (svgOffThread.ts): a large drawing takes jsdom and
// DOMPurify a hundred milliseconds or more, longer than telemetry and remote control may wait.
import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './svgSanitize';

parentPort!.on('message', ({ id, text }: { id: number; text: string }) => {
  parentPort!.postMessage({ id, svg: sanitizeSvg(text) });
});
