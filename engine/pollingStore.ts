import { makeAutoObservable, observable, runInAction } from 'mobx';
import { shareUnchanged } from './shareUnchanged';

/** Polling periods (spec-digest 001 §4 and §9; fixed choices in spec/README). */
export const PERIOD_MS = { realtime: 3000, history: 120_000 } as const;
export type Poll = keyof typeof PERIOD_MS | 'none';

/** A request gives up before the next tick is due, so slow answers never stack up (realtime: 2500 ms). */
export const timeoutFor = (periodMs: number | null) => Math.min(60_000, periodMs === null ? 60_000 : (periodMs * 5) / 6);
/** Consecutive failures skip 1, 2, 4 ... ticks, at most this long, before asking again. */
export const MAX_BACKOFF_MS = 30_000;
export const backoffTicks = (failures: number, periodMs: number) =>
  Math.min(2 ** (failures - 1), Math.max(1, Math.floor(MAX_BACKOFF_MS / periodMs)));

export interface PollRequest {
  method: string;
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
  poll: Poll;
}

/** What every request gets: its signal is aborted when its last subscriber leaves, on timeout and on dispose. */
export interface PollOptions {
  signal: AbortSignal;
  timeout: number;
}

export type Fetcher = (request: PollRequest, options: PollOptions) => Promise<unknown>;
/** A periodic job that is not a page source (the navigator's live values, the to-do badge). */
export type Task = (options: PollOptions) => Promise<unknown>;

/** A page source by its request, a task by its name. */
export type PollSource = PollRequest | string;

interface Entry {
  key: string;
  period: number | null;
  load: Task;
  subscribers: number;
  /**
   * `answeredAt`: when the data landed; `failures` counts on, and `waits` counts the ticks a failing source
   * sits out, so a page re-renders (and ages) at each period the answer grows older.
   */
  answer: { data: unknown; loaded: boolean; failed: boolean; answeredAt: number | null; failures: number; waits: number };
  /** Raised by every request; an answer lands only while its number is still the newest. */
  sequence: number;
  inFlight: AbortController | undefined;
  failures: number;
  skipTicks: number;
}

export const requestKey = (r: PollRequest) => JSON.stringify([r.method, r.url, r.body ?? null, r.params ?? null]);
const keyOf = (source: PollSource) => (typeof source === 'string' ? `task:${source}` : requestKey(source));

const TIMED_OUT = 'timed out';
const noFetcher: Fetcher = () => Promise.reject(new Error('this polling store runs tasks only'));

/** Settles with the request, or rejects as soon as its signal is aborted (a fetcher may ignore the signal). */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
}

/**
 * The polls of one page (or of one shell widget): one timer per period, running only while something polls at
 * that period (so a store nobody uses holds no timer or listener); identical requests shared between widgets; at most one request per source in flight (a tick
 * finding one skips), and only the newest answer lands; nothing fetched while the tab is hidden; after failures
 * the source backs off and keeps its last data; everything aborted, stopped and cleared by dispose() when the
 * page is left.
 */
export class PollingStore {
  private readonly entries = observable.map<string, Entry>({}, { deep: false });
  private readonly timers = new Map<number, number>();
  /** One-off and repeating timers that fetch nothing (a delay, a progress bar), stopped with the store. */
  private readonly plain = new Set<() => void>();
  private disposed = false;
  private readonly onVisible = () => {
    if (!document.hidden) for (const entry of this.entries.values()) void this.run(entry, false);
  };

  constructor(private readonly fetcher: Fetcher = noFetcher) {
    makeAutoObservable<PollingStore, 'entries' | 'timers' | 'plain' | 'fetcher' | 'onVisible'>(this, {
      entries: false,
      timers: false,
      plain: false,
      fetcher: false,
      onVisible: false,
    });
  }

  /** Starts polling a request (or joins the one already running); answers the unsubscribe. */
  subscribe(request: PollRequest): () => void {
    const period = request.poll === 'none' ? null : PERIOD_MS[request.poll];
    return this.join(requestKey(request), period, (options) => this.fetcher(request, options));
  }

  /** Runs a task now and every `periodMs` under the same rules as a source; its answer is `data(name)`. */
  task(name: string, periodMs: number, run: Task): () => void {
    return this.join(keyOf(name), periodMs, run);
  }

  /** Runs once after a delay unless cancelled (the answer) or the store is disposed first. */
  later(ms: number, run: () => void): () => void {
    const timer = globalThis.setTimeout(() => {
      this.plain.delete(cancel);
      if (!this.disposed) run();
    }, ms);
    const cancel = () => {
      globalThis.clearTimeout(timer);
      this.plain.delete(cancel);
    };
    this.plain.add(cancel);
    return cancel;
  }

  /** Runs every `ms` (first after one period) until cancelled or disposed: for what fetches nothing. */
  every(ms: number, run: () => void): () => void {
    const timer = globalThis.setInterval(() => {
      if (!this.disposed) run();
    }, ms);
    const cancel = () => {
      globalThis.clearInterval(timer);
      this.plain.delete(cancel);
    };
    this.plain.add(cancel);
    return cancel;
  }

  data(source: PollSource): unknown {
    return this.entries.get(keyOf(source))?.answer.data;
  }

  /** When the source's data last landed (epoch ms), null before its first answer. */
  answeredAt(source: PollSource): number | null {
    const answer = this.entries.get(keyOf(source))?.answer;
    // Read so that an observer re-renders at each failure and each tick sat out, as the kept answer grows older.
    void answer?.failures;
    void answer?.waits;
    return answer?.answeredAt ?? null;
  }

  /** Requests of the source that failed since its last answer (0 while it answers). */
  failures(source: PollSource): number {
    return this.entries.get(keyOf(source))?.answer.failures ?? 0;
  }

  /** The source's requests failed and it never answered: there is nothing to show but that it failed. */
  failedUnanswered(source: PollSource): boolean {
    const answer = this.entries.get(keyOf(source))?.answer;
    return answer !== undefined && answer.failed && answer.answeredAt === null;
  }

  /** Something joined has not had its first answer (or failure) yet: what shows it is still loading. */
  get waiting(): boolean {
    for (const entry of this.entries.values()) if (!entry.answer.loaded) return true;
    return false;
  }

  loaded(source: PollSource): boolean {
    return this.entries.get(keyOf(source))?.answer.loaded ?? false;
  }

  /** Fetches again now (after an action changed the data): a request still in flight is abandoned. */
  refresh(source: PollSource): Promise<void> {
    const entry = this.entries.get(keyOf(source));
    return entry ? this.run(entry, true) : Promise.resolve();
  }

  private join(key: string, period: number | null, load: Task): () => void {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = {
        key,
        period,
        load,
        subscribers: 0,
        answer: observable(
          { data: undefined, loaded: false, failed: false, answeredAt: null, failures: 0, waits: 0 },
          {},
          { deep: false },
        ),
        sequence: 0,
        inFlight: undefined,
        failures: 0,
        skipTicks: 0,
      };
      if (this.entries.size === 0 && !this.disposed) document.addEventListener('visibilitychange', this.onVisible);
      this.entries.set(key, entry);
      if (period !== null && !this.timers.has(period) && !this.disposed) {
        this.timers.set(
          period,
          window.setInterval(() => this.tick(period), period),
        );
      }
      void this.run(entry, false);
    }
    const joined = entry;
    joined.subscribers++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      if (--joined.subscribers <= 0 && this.entries.get(key) === joined) this.leave(joined);
    };
  }

  private leave(entry: Entry): void {
    this.entries.delete(entry.key);
    entry.inFlight?.abort();
    const period = entry.period;
    if (period !== null && ![...this.entries.values()].some((e) => e.period === period)) {
      window.clearInterval(this.timers.get(period));
      this.timers.delete(period);
    }
    if (this.entries.size === 0) document.removeEventListener('visibilitychange', this.onVisible);
  }

  private tick(period: number): void {
    if (document.hidden || this.disposed) return;
    for (const entry of this.entries.values()) {
      if (entry.period !== period) continue;
      if (entry.skipTicks > 0) {
        entry.skipTicks--;
        runInAction(() => entry.answer.waits++);
      } else void this.run(entry, false);
    }
  }

  /** One request of a source: skipped while one is in flight unless forced (then the older one is abandoned). */
  private async run(entry: Entry, force: boolean): Promise<void> {
    if (this.disposed || this.entries.get(entry.key) !== entry) return;
    if (entry.inFlight && !force) return;
    entry.inFlight?.abort();
    const controller = new AbortController();
    const sequence = ++entry.sequence;
    entry.inFlight = controller;
    const timeout = timeoutFor(entry.period);
    const timer = window.setTimeout(() => controller.abort(TIMED_OUT), timeout);
    try {
      const data = await untilAborted(entry.load({ signal: controller.signal, timeout }), controller.signal);
      if (sequence !== entry.sequence) return;
      entry.failures = 0;
      // What did not change stays the same object, so only what shows a changed figure renders again.
      const shared = shareUnchanged(entry.answer.data, data);
      runInAction(() =>
        Object.assign(entry.answer, { data: shared, loaded: true, failed: false, answeredAt: Date.now(), failures: 0, waits: 0 }),
      );
      entry.skipTicks = 0;
    } catch {
      // Abandoned for a newer request, or left: not the server's failure.
      if (sequence !== entry.sequence || (controller.signal.aborted && controller.signal.reason !== TIMED_OUT)) return;
      entry.failures++;
      runInAction(() => Object.assign(entry.answer, { loaded: true, failed: true, failures: entry.failures }));
      if (entry.period !== null) entry.skipTicks = backoffTicks(entry.failures, entry.period);
    } finally {
      window.clearTimeout(timer);
      if (entry.inFlight === controller) entry.inFlight = undefined;
    }
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.timers.values()) window.clearInterval(t);
    this.timers.clear();
    for (const cancel of [...this.plain]) cancel();
    document.removeEventListener('visibilitychange', this.onVisible);
    for (const entry of this.entries.values()) entry.inFlight?.abort();
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
