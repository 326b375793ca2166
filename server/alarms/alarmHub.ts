import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TFunction } from 'i18next';
import type { Principal } from '../auth/principal';
import { endedBy, type EndedSessions } from '../auth/sessions';

/**
 * How often an idle stream says it is alive (proxies close silent connections) and its session is checked
 * again: that finds sessions that went idle; a sign-out or a disabled user closes the stream at once (`end`).
 */
const KEEP_ALIVE_MS = 25_000;

interface Listener {
  caller: Principal;
  t: TFunction;
  token: string;
  reply: FastifyReply;
}

/**
 * What the hub tells a browser: a new event (with its row in the reader's language), that events changed
 * (acknowledged, shelved: lists refresh), or that to-do items changed (the badge refreshes). A push without a
 * station goes to every stream.
 */
export type Push =
  | { kind: 'alarm'; psId: number; data: (t: TFunction) => unknown }
  | { kind: 'changed'; psId: number | null }
  | { kind: 'todo'; psId: number | null };

/**
 * Browsers following alarms over Server-Sent Events (docs/alarms.md): each open stream hears the events and
 * to-do changes of the stations its user may see. The browser's EventSource reconnects by itself; a stream
 * whose session ends is closed with a `signedOut` event.
 */
export class AlarmHub {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly sees: (caller: Principal, psId: number) => boolean,
    private readonly stillSignedIn: (token: string) => Promise<boolean>,
  ) {}

  get size(): number {
    return this.listeners.size;
  }

  /** Takes over the request's connection as an event stream until the browser goes. */
  open(request: FastifyRequest, reply: FastifyReply, caller: Principal, t: TFunction, token: string): void {
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    reply.raw.write('retry: 2000\n\n');
    const listener: Listener = { caller, t, token, reply };
    this.listeners.add(listener);
    request.raw.on('close', () => this.listeners.delete(listener));
    this.timer ??= setInterval(() => void this.keepAlive(), KEEP_ALIVE_MS);
  }

  publish(push: Push): void {
    for (const l of this.listeners) {
      if (push.psId !== null && !this.sees(l.caller, push.psId)) continue;
      const data = push.kind === 'alarm' ? push.data(l.t) : {};
      l.reply.raw.write(`event: ${push.kind}\ndata: ${JSON.stringify(data)}\n\n`);
    }
  }

  /** Closes the streams of sessions that ended (signed out, disabled, deleted, given another role) at once. */
  end(ended: EndedSessions): void {
    for (const l of this.listeners) if (endedBy(ended, l.caller)) this.signOff(l);
  }

  private signOff(l: Listener): void {
    l.reply.raw.end('event: signedOut\ndata: {}\n\n');
    this.listeners.delete(l);
  }

  private async keepAlive(): Promise<void> {
    for (const l of this.listeners) {
      if (await this.stillSignedIn(l.token)) l.reply.raw.write(': alive\n\n');
      else this.signOff(l);
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const l of this.listeners) l.reply.raw.end();
    this.listeners.clear();
  }
}
