import { svgSanitizer } from './svgOffThread';

/** How a stored file's content must begin, by extension: a name proves nothing, the bytes do. */
const SIGNATURES: Record<string, Buffer[]> = {
  '.png': [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  '.jpg': [Buffer.from([0xff, 0xd8, 0xff])],
  '.jpeg': [Buffer.from([0xff, 0xd8, 0xff])],
  '.pdf': [Buffer.from('%PDF-')],
  // Office files are zip packages; an empty zip starts with its end record.
  '.xlsx': [Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  '.docx': [Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  '.zip': [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])],
  // AutoCAD drawings name their version: AC1014, AC1032, ...
  '.dwg': [Buffer.from('AC10')],
};

/** Media types files are served with; anything else is a download. */
export const MEDIA_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.zip': 'application/zip',
};

/** Shown in the page (pictures); every other file is offered as a download, never opened by the browser. */
export const INLINE = new Set(['.png', '.jpg', '.jpeg', '.svg']);

/**
 * The bytes to store for an upload with this extension, or null when the content is not what the name says:
 * an SVG is stored as its sanitized drawing, other kinds must begin with their format's signature.
 */
export async function storableContent(ext: string, data: Buffer): Promise<Buffer | null> {
  if (ext === '.svg') {
    // A drawing the sanitizer cannot finish is refused like one it cannot read.
    const clean = await svgSanitizer.sanitize(data.toString('utf8')).catch(() => null);
    return clean ? Buffer.from(clean, 'utf8') : null;
  }
  const signatures = SIGNATURES[ext];
  if (!signatures) return null;
  return signatures.some((s) => data.subarray(0, s.length).equals(s)) ? data : null;
}
