import { makeAutoObservable, runInAction } from 'mobx';

/** Polling periods (spec 001 §4 and §9; fixed choices in spec/README). */
export const PERIOD_MS = { realtime: 3000, history: 120_000 } as const;
export type Poll = keyof typeof PERIOD_MS | 'none';

export interface PollRequest {
  method: string;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
  poll: Poll;
}

interface Entry {
  request: PollRequest;
  subscribers: number;
  data: unknown;
  loaded: boolean;
  failed: boolean;
}

export type Fetcher = (request: PollRequest) => Promise<unknown>;

export const requestKey = (r: PollRequest) => JSON.stringify([r.method, r.url, r.body ?? null, r.params ?? null]);

/**
 * The polls of one page: one timer per period for all its requests, identical requests shared between
 * widgets, nothing fetched while the tab is hidden, and everything stopped and cleared by dispose() when the
 * page is left. A failed answer keeps the last data.
 */
export class PollingStore {
  private readonly entries = new Map<string, Entry>();
  private readonly timers: number[] = [];
  private disposed = false;
  private readonly onVisible = () => {
    if (!document.hidden) for (const key of this.entries.keys()) void this.fetch(key);
  };

  constructor(private readonly fetcher: Fetcher) {
    makeAutoObservable<PollingStore, 'timers' | 'fetcher' | 'onVisible'>(this, {
      timers: false,
      fetcher: false,
      onVisible: false,
    });
    for (const poll of ['realtime', 'history'] as const) {
      this.timers.push(window.setInterval(() => this.tick(poll), PERIOD_MS[poll]));
    }
    document.addEventListener('visibilitychange', this.onVisible);
  }

  /** Starts polling a request (or joins the one already running); answers the unsubscribe. */
  subscribe(request: PollRequest): () => void {
    const key = requestKey(request);
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { request, subscribers: 0, data: undefined, loaded: false, failed: false };
      this.entries.set(key, entry);
      void this.fetch(key);
    }
    entry.subscribers++;
    return () => {
      const e = this.entries.get(key);
      if (e && --e.subscribers <= 0) this.entries.delete(key);
    };
  }

  data(request: PollRequest): unknown {
    return this.entries.get(requestKey(request))?.data;
  }

  loaded(request: PollRequest): boolean {
    return this.entries.get(requestKey(request))?.loaded ?? false;
  }

  /** Fetches again now (after an action changed the data). */
  refresh(request: PollRequest): Promise<void> {
    return this.fetch(requestKey(request));
  }

  private tick(poll: Poll): void {
    if (document.hidden || this.disposed) return;
    for (const [key, entry] of this.entries) if (entry.request.poll === poll) void this.fetch(key);
  }

  private async fetch(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (!entry || this.disposed) return;
    try {
      const data = await this.fetcher(entry.request);
      runInAction(() => {
        entry.data = data;
        entry.loaded = true;
        entry.failed = false;
      });
    } catch {
      runInAction(() => {
        entry.failed = true;
        entry.loaded = true;
      });
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.timers) window.clearInterval(t);
    document.removeEventListener('visibilitychange', this.onVisible);
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
