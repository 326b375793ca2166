import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/envelope';
import type { Principal } from '../auth/principal';

/** The part boundary of the multipart answer. */
export const FRAME_BOUNDARY = 'portalframe';
/** Two frames a second. */
export const FRAME_MS = 500;
/** Every fourth frame (2 s) the stream's session and scope are checked again. */
const CHECK_EVERY = 4;

export interface StreamLimits {
  /** Open streams one user may hold at once (a browser tab plays one; a few tabs are fine). */
  perUser: number;
  /** Open streams of the whole server. */
  total: number;
  /** A stream ends after this long; the player opens a new one (a session check that never lapses). */
  maxMs: number;
}

/** The camera a stream shows, and how to draw its frames. */
export interface StreamSource {
  equipId: number;
  psId: number;
  /** The frame at an instant (PNG); frames of one camera and instant are drawn once for all viewers. */
  frame(now: number): Buffer;
}

interface OpenStream {
  caller: Principal;
  token: string;
  source: StreamSource;
  reply: FastifyReply;
  openedAt: number;
  ticks: number;
  /** A check of the session is under way. */
  checking: boolean;
}

/**
 * The open multipart image streams of the cameras (docs/cameras.md): one timer writes a frame to each every
 * FRAME_MS; a viewer that does not keep up misses frames rather than piling them up. A stream ends when its
 * client goes, when its session ends or it may no longer see the station, after `maxMs`, and when the server
 * closes. Streams are counted per user and in all, each with a hard cap.
 */
export class CameraStreams {
  private readonly streams = new Set<OpenStream>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly limits: StreamLimits,
    /** The caller behind a token now, or null when the session has ended. */
    private readonly principalOf: (token: string) => Promise<Principal | null>,
    private readonly sees: (caller: Principal, psId: number) => boolean,
  ) {}

  get size(): number {
    return this.streams.size;
  }

  /** Streams open for one user. */
  countOf(userId: number): number {
    let n = 0;
    for (const s of this.streams) if (s.caller.userId === userId) n++;
    return n;
  }

  /** Takes over the request's connection as a multipart stream of the source's frames until one side ends it. */
  open(request: FastifyRequest, reply: FastifyReply, caller: Principal, token: string, source: StreamSource): void {
    if (this.countOf(caller.userId) >= this.limits.perUser)
      throw new ApiError(429, 'server.cameras.tooManyStreams', { max: this.limits.perUser });
    if (this.streams.size >= this.limits.total) throw new ApiError(429, 'server.cameras.serverBusy');
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': `multipart/x-mixed-replace; boundary=${FRAME_BOUNDARY}`,
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const stream: OpenStream = { caller, token, source, reply, openedAt: Date.now(), ticks: 0, checking: false };
    this.streams.add(stream);
    request.raw.on('close', () => this.streams.delete(stream));
    this.write(stream, Date.now());
    this.timer ??= setInterval(() => this.tick(), FRAME_MS);
  }

  private tick(): void {
    const now = Date.now();
    for (const stream of this.streams) {
      stream.ticks++;
      if (now - stream.openedAt >= this.limits.maxMs) this.end(stream);
      else {
        if (stream.ticks % CHECK_EVERY === 0) void this.check(stream);
        this.write(stream, now);
      }
    }
    if (this.streams.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private write(stream: OpenStream, now: number): void {
    const raw = stream.reply.raw;
    // A client that has not taken the last frame yet skips this one.
    if (raw.destroyed || raw.writableNeedDrain) return;
    const png = stream.source.frame(now);
    raw.write(`--${FRAME_BOUNDARY}\r\nContent-Type: image/png\r\nContent-Length: ${png.length}\r\nX-Frame-Time: ${now}\r\n\r\n`);
    raw.write(png);
    raw.write('\r\n');
  }

  /** Ends a stream whose session has ended or whose caller may no longer see the station. */
  private async check(stream: OpenStream): Promise<void> {
    if (stream.checking) return;
    stream.checking = true;
    try {
      const caller = await this.principalOf(stream.token);
      if (!caller || !this.sees(caller, stream.source.psId)) this.end(stream);
    } catch {
      this.end(stream);
    } finally {
      stream.checking = false;
    }
  }

  private end(stream: OpenStream): void {
    this.streams.delete(stream);
    if (!stream.reply.raw.destroyed) stream.reply.raw.end(`--${FRAME_BOUNDARY}--\r\n`);
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const stream of this.streams) this.end(stream);
    this.streams.clear();
  }
}
