import crypto from 'node:crypto';

/** What the library stores: the kinds a business portal exchanges (server/files/fileContent.ts checks the bytes). */
export const DOCUMENT_TYPES = ['.pdf', '.xlsx', '.docx', '.png', '.jpg', '.jpeg'];

const MAX_NAME = 120;
/** Characters file systems and Content-Disposition give a meaning to (control characters are dropped too). */
const UNSAFE = new Set('<>:"|?*');
const usable = (c: string) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f && !UNSAFE.has(c);

/**
 * A name as the library shows it: the last part of whatever path the browser sent, without control
 * characters or characters that file systems and Content-Disposition give meaning to; null when nothing is left.
 * The name is only ever shown and sent back in headers, never used as a path.
 */
export function cleanDocumentName(raw: string): string | null {
  const last = raw.split(/[\\/]/).pop() ?? '';
  const clean = [...last].filter(usable).join('').replace(/\s+/g, ' ').trim();
  if (!clean || clean === '.' || clean === '..' || clean.startsWith('.')) return null;
  return clean.length > MAX_NAME ? clean.slice(0, MAX_NAME) : clean;
}

/** The lower-case extension with its dot (`.pdf`), or '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** A stored version's file name: random, so it can be neither guessed nor chosen by the uploader. */
export function storedVersionName(ext: string): string {
  return `doc_${crypto.randomBytes(16).toString('hex')}${ext}`;
}

/** A generated export's file name; `title` (ASCII letters, digits, dashes) is what the browser saves it as. */
export function exportFileName(title: string, ext: string): string {
  return `exp_${crypto.randomBytes(12).toString('hex')}_${title}${ext}`;
}

/** The only names `/common/download` accepts: a stored version, or a generated export. */
export const VERSION_NAME = /^doc_[0-9a-f]{32}\.(pdf|xlsx|docx|png|jpg|jpeg)$/;
export const EXPORT_NAME = /^exp_[0-9a-f]{24}_([A-Za-z0-9-]{1,60})\.xlsx$/;

/**
 * `Content-Disposition` for a download saved under `name`: an ASCII fallback for old clients and the real
 * name (Chinese, accented) encoded as RFC 6266 asks.
 */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
