// Sanitizes drawings and notice bodies off the server's event loop (svgOffThread.ts): a large drawing takes
// jsdom and DOMPurify a hundred milliseconds or more, longer than telemetry and remote control may wait. One
// thread for both, so the process holds one jsdom.
import { parentPort } from 'node:worker_threads';
import { sanitizeSvg } from './svgSanitize';
import { sanitizeNoticeHtml } from '../notices/noticeHtml';

parentPort!.on('message', ({ id, text, html }: { id: number; text: string; html?: { attachments: string[] } }) => {
  parentPort!.postMessage({ id, svg: html ? sanitizeNoticeHtml(text, html.attachments) : sanitizeSvg(text) });
});
