/** One image of a multipart stream: its bytes and content type. */
export interface StreamPart {
  type: string;
  bytes: Uint8Array;
}

const CRLF_CRLF = [13, 10, 13, 10];

function indexOf(haystack: Uint8Array, needle: ArrayLike<number>, from: number): number {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** The boundary of a `multipart/x-mixed-replace; boundary=...` content type, or null for another type. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^multipart\/x-mixed-replace\b/i.test(contentType)) return null;
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

/**
 * Cuts a multipart image stream (MJPEG, the portal's PNG test stream) into its parts as bytes arrive: a part
 * with a Content-Length is taken by its length, one without ends where the next boundary starts. Bytes before
 * the first boundary and part headers other than the type and length are ignored.
 */
export class MultipartFrames {
  private buffer = new Uint8Array(0);
  private readonly delimiter: Uint8Array;
  private readonly nextDelimiter: Uint8Array;

  constructor(
    boundary: string,
    /** A part larger than this ends the stream as broken (a camera sending garbage must not fill the memory). */
    private readonly maxPartBytes = 8 * 1024 * 1024,
  ) {
    this.delimiter = new TextEncoder().encode(`--${boundary}`);
    this.nextDelimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  }

  /** Takes the next chunk of the body; answers the parts it completed. */
  push(chunk: Uint8Array): StreamPart[] {
    const joined = new Uint8Array(this.buffer.length + chunk.length);
    joined.set(this.buffer);
    joined.set(chunk, this.buffer.length);
    this.buffer = joined;
    const parts: StreamPart[] = [];
    for (;;) {
      const start = indexOf(this.buffer, this.delimiter, 0);
      if (start < 0) break;
      const headersEnd = indexOf(this.buffer, CRLF_CRLF, start);
      if (headersEnd < 0) {
        if (this.buffer.length - start > 4096) throw new Error('multipart part headers too long');
        break;
      }
      const headers = new TextDecoder().decode(this.buffer.subarray(start + this.delimiter.length, headersEnd));
      const bodyStart = headersEnd + CRLF_CRLF.length;
      const type = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim() ?? 'image/jpeg';
      const length = /content-length:\s*(\d+)/i.exec(headers)?.[1];
      let bodyEnd: number;
      if (length !== undefined) {
        if (Number(length) > this.maxPartBytes) throw new Error('multipart part too large');
        bodyEnd = bodyStart + Number(length);
        if (this.buffer.length < bodyEnd) break;
      } else {
        bodyEnd = indexOf(this.buffer, this.nextDelimiter, bodyStart);
        if (bodyEnd < 0) {
          if (this.buffer.length - bodyStart > this.maxPartBytes) throw new Error('multipart part too large');
          break;
        }
      }
      parts.push({ type, bytes: this.buffer.slice(bodyStart, bodyEnd) });
      this.buffer = this.buffer.slice(bodyEnd);
    }
    return parts;
  }
}
