// Sanitizes drawings and notice bodies off the server's event loop (svgSanitizer.ts): a large drawing takes
// jsdom and DOMPurify a hundred milliseconds or more, longer than telemetry and remote control may wait. One
// process for both, so it holds one jsdom.
import { sanitizeSvg } from './svgSanitize';
import { sanitizeNoticeHtml } from '../notices/noticeHtml';

process.once('disconnect', () => process.exit(0));
process.on('message', ({ id, text, html }: { id: number; text: string; html?: { attachments: string[] } }) => {
  process.send!({ id, svg: html ? sanitizeNoticeHtml(text, html.attachments) : sanitizeSvg(text) });
});
