/** How far the first start's history fill has come, for the portal's banner (issue 18). */
export interface HistoryProgress {
  /** True while history is still being filled. */
  filling: boolean;
  /** Share of the time span filled so far, 0-100. */
  percent: number;
  /** Estimated seconds until it is done (null until a first day is filled). */
  secondsLeft: number | null;
  /** Days of history being filled. */
  days: number;
  /** Today was filled before the past: its curves and energy are complete (docs/ingest.md "Today first"). */
  todayReady: boolean;
}

const DAY_MS = 86_400_000;

/** The fill of several processes (a split deployment's station shards) as one: as far as the slowest has come. */
export function leastAdvanced(fills: HistoryProgress[]): HistoryProgress {
  const left = fills.map((f) => f.secondsLeft);
  return {
    filling: fills.some((f) => f.filling),
    percent: Math.min(...fills.map((f) => f.percent)),
    secondsLeft: left.includes(null) ? null : Math.max(...(left as number[])),
    days: Math.max(...fills.map((f) => f.days)),
    todayReady: fills.every((f) => f.todayReady),
  };
}

/**
 * Tracks a fill from `from` towards a moving now: the share done is simulated time filled over simulated time
 * to fill, and the time left follows the pace so far (wall time per simulated millisecond).
 */
export class HistoryFill {
  private reached: number;
  /** Today was filled before the past (docs/ingest.md "Today first"). */
  todayReady = false;

  constructor(
    private readonly from: number,
    private readonly startedAt: number,
  ) {
    this.reached = from;
  }

  /** The fill has written every step up to `time`. */
  reach(time: number): void {
    this.reached = time;
  }

  report(now = Date.now()): HistoryProgress {
    const total = Math.max(1, now - this.from);
    const done = Math.min(total, Math.max(0, this.reached - this.from));
    const elapsed = now - this.startedAt;
    // The pace is known once a few percent are done; before that an estimate would jump about.
    const secondsLeft = done / total >= 0.02 && elapsed > 0 ? Math.ceil(((total - done) * elapsed) / done / 1000) : null;
    const percent = Math.floor((done / total) * 100);
    return { filling: true, percent, secondsLeft, days: Math.round(total / DAY_MS), todayReady: this.todayReady };
  }
}

export const HISTORY_COMPLETE: HistoryProgress = { filling: false, percent: 100, secondsLeft: 0, days: 0, todayReady: true };
