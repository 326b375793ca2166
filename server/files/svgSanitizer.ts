import type { ChildProcess } from 'node:child_process';
import { startServerProcess } from '../threads/serverProcess';

/** A drawing taking longer than this is refused; the process is ended and the next drawing gets a new one. */
const TIME_LIMIT_MS = 20_000;
/** An idle sanitizer ends after this long, and its memory (jsdom: some 100 MB resident) goes back to the system. */
export const SANITIZER_IDLE_MS = 2 * 60_000;
/** What its heap may grow to (a hostile drawing is refused, not let take the machine). */
const HEAP_LIMIT_MB = 512;

interface Job {
  resolve(svg: string | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

type Answer = { id: number; svg: string | null };

/**
 * One process that sanitizes drawings (svgSanitize.ts) and notice bodies, in the order asked, so an upload or the
 * first read of a large drawing never stalls the event loop. Started on first use (loading jsdom takes it about
 * half a second) and ended when idle: a process rather than a thread, because what a thread held stays in the
 * server's C heaps after it ends (serverProcess.ts), and jsdom holds a hundred megabytes that uploads need only
 * now and then. It is started again after a failure.
 */
export class SvgSanitizer {
  private child: ChildProcess | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;
  private idle: NodeJS.Timeout | null = null;

  constructor(private readonly idleMs = SANITIZER_IDLE_MS) {}

  sanitize(text: string): Promise<string | null> {
    return this.post({ text });
  }

  /** A notice body as safe HTML (server/notices/noticeHtml.ts); pictures only among the notice's `attachments`. */
  async sanitizeNoticeHtml(text: string, attachments: string[]): Promise<string> {
    return (await this.post({ text, html: { attachments } })) ?? '';
  }

  /** Whether a sanitizing process runs now. */
  get running(): boolean {
    return this.child !== null;
  }

  private post(message: { text: string; html?: { attachments: string[] } }): Promise<string | null> {
    const child = (this.child ??= this.start());
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    // A waiting drawing keeps the server alive; an idle process does not.
    child.ref();
    child.channel?.ref();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new Error('drawing took too long to sanitize')), TIME_LIMIT_MS);
      this.jobs.set(id, { resolve, reject, timer });
      child.send({ id, ...message });
    });
  }

  close(): void {
    this.stop(new Error('sanitizer closed'));
  }

  private start(): ChildProcess {
    const child = startServerProcess(import.meta.url, './svgWorker', [`--max-old-space-size=${HEAP_LIMIT_MB}`]);
    child.on('message', ({ id, svg }: Answer) => {
      const job = this.jobs.get(id);
      if (!job) return;
      this.jobs.delete(id);
      clearTimeout(job.timer);
      job.resolve(svg);
      if (this.jobs.size === 0 && this.child === child) this.rest(child);
    });
    // Only the current process's end concerns the waiting drawings; an ended one's late events do not.
    const ended = (error: Error) => {
      if (this.child === child) this.stop(error);
    };
    child.on('error', ended);
    child.on('exit', () => ended(new Error('sanitizer process ended')));
    return child;
  }

  /** Nothing waits: the process no longer keeps the server alive, and ends if nothing comes for a while. */
  private rest(child: ChildProcess): void {
    child.unref();
    child.channel?.unref();
    this.idle = setTimeout(() => this.stop(new Error('sanitizer idle')), this.idleMs).unref();
  }

  /** Ends the process, rejecting every waiting drawing; the next drawing starts a new one. */
  private stop(error: Error): void {
    const child = this.child;
    this.child = null;
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.jobs.clear();
    child?.kill('SIGKILL');
  }
}

/** The server's sanitizer. */
export const svgSanitizer = new SvgSanitizer();
