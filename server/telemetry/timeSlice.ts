/** How long background work may hold the event loop before it lets requests and timers in, ms. */
export const SLICE_MS = 5;

/**
 * Background work (ticks, flushes, backfills) in slices: it runs until its budget is spent, then yields
 * one turn of the event loop (setImmediate lets I/O callbacks and timers run first) and starts a new
 * slice. Yielding on elapsed time rather than every N items keeps a slice short whatever the fleet size.
 */
export class TimeSlice {
  private since = performance.now();

  constructor(private readonly budgetMs = SLICE_MS) {}

  /** The slice is spent: the caller should `await pause()` before going on. */
  get due(): boolean {
    return performance.now() - this.since >= this.budgetMs;
  }

  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = performance.now();
  }

  /** Yields when the slice is spent; a cheap check otherwise. */
  async check(): Promise<void> {
    if (this.due) await this.pause();
  }

  /** Runs work given as steps (a generator yielding between units), pausing whenever a slice is spent. */
  async run(steps: Iterable<unknown>): Promise<void> {
    for (const _ of steps) if (this.due) await this.pause();
  }
}

/** Runs work given as steps at once, without yielding (tests and benchmarks drive time themselves). */
export function runAtOnce(steps: Iterable<unknown>): void {
  for (const _ of steps);
}
