import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { installNoticeRules, NOTICE_PURIFY_CONFIG } from '../../shared/noticePolicy';

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
/** The pictures the notice being sanitized may show: its own attachments. One notice at a time in this thread. */
let pictures = new Set<string>();
installNoticeRules(purify, (src) => pictures.has(src.slice('/prod-api'.length)));

/**
 * A notice body as safe HTML (shared/noticePolicy.ts). `attachments` are the notice's own files (`/profile/...`
 * URLs): a picture in the body must be one of them, so whoever reads the notice may load it.
 */
export function sanitizeNoticeHtml(html: string, attachments: string[]): string {
  pictures = new Set(attachments);
  const clean = purify.sanitize(html, NOTICE_PURIFY_CONFIG);
  purify.removed.length = 0;
  // A body of empty paragraphs (what an editor leaves when cleared) is no body.
  return /\S/.test(clean.replace(/<(p|br)\s*\/?>|<\/p>|&nbsp;/gi, '')) ? clean : '';
}
