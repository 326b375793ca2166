import type { Worker } from 'node:worker_threads';
import { startServerThread } from '../threads/serverThread';

/** A drawing taking longer than this is refused; the thread is ended and the next drawing gets a new one. */
const TIME_LIMIT_MS = 20_000;

interface Job {
  resolve(svg: string | null): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * One thread that sanitizes drawings (svgSanitize.ts), and notice bodies, in the order asked, so an upload or the first read of a
 * large drawing never stalls the event loop. It is started with the server (`warm`: loading jsdom takes
 * it about a second, which the first station photos of a page would otherwise wait for) and kept, holding
 * the jsdom the server's own thread then never loads; it is started again after a failure.
 */
export class SvgSanitizer {
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, Job>();
  private nextId = 1;

  /** Starts the thread and has it load its libraries before the first drawing arrives. */
  warm(): void {
    this.sanitize('<svg/>').catch(() => undefined);
  }

  sanitize(text: string): Promise<string | null> {
    return this.post({ text });
  }

  /** A notice body as safe HTML (server/notices/noticeHtml.ts); pictures only among the notice's `attachments`. */
  async sanitizeNoticeHtml(text: string, attachments: string[]): Promise<string> {
    return (await this.post({ text, html: { attachments } })) ?? '';
  }

  private post(message: { text: string; html?: { attachments: string[] } }): Promise<string | null> {
    const worker = (this.worker ??= this.start());
    // A waiting drawing keeps the process alive; an idle thread does not.
    worker.ref();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.stop(new Error('drawing took too long to sanitize')), TIME_LIMIT_MS);
      this.jobs.set(id, { resolve, reject, timer });
      worker.postMessage({ id, ...message });
    });
  }

  close(): void {
    this.stop(new Error('sanitizer closed'));
  }

  private start(): Worker {
    const worker = startServerThread(import.meta.url, './svgWorker', { resourceLimits: { maxOldGenerationSizeMb: 512 } });
    worker.on('message', ({ id, svg }: { id: number; svg: string | null }) => {
      const job = this.jobs.get(id);
      if (!job) return;
      this.jobs.delete(id);
      clearTimeout(job.timer);
      job.resolve(svg);
      if (this.jobs.size === 0) worker.unref();
    });
    // Only the current thread's end concerns the waiting drawings; an ended one's late events do not.
    const ended = (error: Error) => {
      if (this.worker === worker) this.stop(error);
    };
    worker.on('error', ended);
    worker.on('exit', () => ended(new Error('sanitizer thread ended')));
    return worker;
  }

  /** Ends the thread, rejecting every waiting drawing; the next drawing starts a new one. */
  private stop(error: Error): void {
    const worker = this.worker;
    this.worker = null;
    for (const job of this.jobs.values()) {
      clearTimeout(job.timer);
      job.reject(error);
    }
    this.jobs.clear();
    if (worker) void worker.terminate();
  }
}

/** The process's sanitizer thread. */
export const svgSanitizer = new SvgSanitizer();
