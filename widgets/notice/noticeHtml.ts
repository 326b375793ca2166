import createDOMPurify, { type DOMPurify } from 'dompurify';
import { installNoticeRules, NOTICE_PURIFY_CONFIG } from '../../shared/noticePolicy';
import { formatDateTime } from '../../shared/dates';

let purifier: DOMPurify | null = null;

/**
 * A notice body as the browser shows it: the server sanitized it when it was stored; the same rules run again
 * here (shared/noticePolicy.ts), so nothing stored before a rule existed reaches the page.
 */
export function safeNoticeHtml(html: string): string {
  if (!purifier) {
    purifier = createDOMPurify(window);
    installNoticeRules(purifier);
  }
  return purifier.sanitize(html, NOTICE_PURIFY_CONFIG);
}

/** Date and time in the reader's language. */
export function noticeTime(ms: number, language: string): string {
  return formatDateTime(ms, language, 'minute');
}

/** A file size in KB or MB, in the reader's language. */
export function fileSize(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024 ? `${number.format(bytes / 1024 / 1024)} MB` : `${number.format(Math.max(1, bytes / 1024))} KB`;
}
