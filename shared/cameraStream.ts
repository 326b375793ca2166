/**
 * A camera's stream URL (equipment field `streamUrl`), shared by the server's validation, the demo seed and the
 * browser's player. See docs/cameras.md.
 */

/** The longest stream URL a camera may carry. */
export const STREAM_URL_MAX_LENGTH = 300;

/** How the browser plays a stream: multipart images (MJPEG, PNG) drawn on a canvas, HLS, or not at all (RTSP). */
export type StreamKind = 'multipart' | 'hls' | 'rtsp';

/** The portal's own test stream of a camera (the demo's cameras use it). */
export function ownStreamPath(equipId: number): string {
  return `/prod-api/video/stream/${equipId}`;
}

/** A path of this portal's API: unreserved and sub-delimiter characters, percent escapes, an optional query. */
const SAME_ORIGIN = /^\/prod-api\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*(\?[A-Za-z0-9._~!$&'()*+,;=:@%/?-]*)?$/;
const ABSOLUTE = /^(https?|rtsp):\/\/[^\s/?#]+/i;
/** Printable ASCII only: a stream URL is configuration, not text, and must read the same to everyone. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * Whether `text` is a usable stream URL: a path of this portal under `/prod-api/` (no `..` or empty segments),
 * or an `http(s)://` or `rtsp://` URL with a host and no user name or password in it (credentials belong in the
 * media gateway, not in a field every operator of the plant can read).
 */
export function isStreamUrl(text: string): boolean {
  if (text.length > STREAM_URL_MAX_LENGTH || !PRINTABLE.test(text) || text.includes('\\')) return false;
  if (text.startsWith('/')) {
    const path = text.split('?')[0]!;
    return SAME_ORIGIN.test(text) && !path.includes('//') && !/\/\.\.?(\/|$)/.test(path) && !/%2e%2e|%2f/i.test(path);
  }
  if (!ABSOLUTE.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.hostname !== '' && url.username === '' && url.password === '' && !text.slice(text.indexOf('//') + 2).includes('@');
}

/** How a stream URL is played: by its scheme and, for HTTP, whether it names an HLS playlist. */
export function streamKindOf(url: string): StreamKind {
  if (/^rtsp:/i.test(url)) return 'rtsp';
  const path = url.split(/[?#]/)[0]!;
  return /\.m3u8$/i.test(path) ? 'hls' : 'multipart';
}
