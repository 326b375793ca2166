/**
 * Time stamps a source brings with its samples (an MQTT gateway's `ts`): the portal trusts them for history,
 * but not blindly. A stamp in the future would stay the newest value of its point and look "good" for ever,
 * so later correct samples could not replace it; a stamp in seconds or microseconds is a gateway
 * misconfigured, and its samples belong to no real moment. Such samples are refused and counted per station
 * and reason, for the channel page (docs/ingest.md). Sources that stamp with the portal's own clock (Modbus,
 * the simulator) need none of this.
 */

/** Why a stamp was refused: ahead of the portal's clock, or in another unit than epoch milliseconds. */
export const STAMP_REFUSALS = ['future', 'seconds', 'microseconds', 'nanoseconds', 'beforeYear2000'] as const;
export type StampRefusal = (typeof STAMP_REFUSALS)[number];

/** How far ahead of the portal's clock a gateway's clock may run (`MAX_SAMPLE_AHEAD_S`). */
export const DEFAULT_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** No gateway measured before 2000: an earlier stamp is another unit or a clock that was never set. */
const EARLIEST_MS = Date.UTC(2000, 0, 1);

/** Why a sample stamped `ts` (epoch ms expected) is refused at `now`; null when it is taken. */
export function stampRefusal(ts: number, now: number, toleranceMs: number): StampRefusal | null {
  const latest = now + toleranceMs;
  const plausible = (ms: number) => ms >= EARLIEST_MS && ms <= latest;
  if (ts >= EARLIEST_MS && ts <= latest) return null;
  if (ts < EARLIEST_MS) return plausible(ts * 1000) ? 'seconds' : 'beforeYear2000';
  if (plausible(ts / 1000)) return 'microseconds';
  return plausible(ts / 1e6) ? 'nanoseconds' : 'future';
}

/** Refusals of one station for one reason. */
export interface StampRefusalCount {
  psId: number;
  reason: StampRefusal;
  /** Samples refused since the process started. */
  count: number;
  /** The stamp the last refused sample carried, as sent. */
  lastStamp: number;
  /** When the last one arrived (epoch ms). */
  lastAt: number;
}

/** The stamp rule with its tolerance, and the count of what it refused. */
export class SampleStamps {
  private readonly counts = new Map<string, StampRefusalCount>();

  constructor(readonly futureToleranceMs = DEFAULT_FUTURE_TOLERANCE_MS) {}

  /**
   * Whether `samples` samples of the station stamped `ts` may be taken at `now`; refused ones are counted.
   * Callers pass only stations the portal knows, so a publisher cannot grow the counts without bound.
   */
  admit(psId: number, ts: number, now: number, samples = 1): boolean {
    const reason = stampRefusal(ts, now, this.futureToleranceMs);
    if (reason === null) return true;
    const key = `${psId}:${reason}`;
    const count = this.counts.get(key) ?? { psId, reason, count: 0, lastStamp: ts, lastAt: now };
    count.count += samples;
    count.lastStamp = ts;
    count.lastAt = now;
    this.counts.set(key, count);
    return false;
  }

  /** Adds counts another process took (an ingest process's, on an API node), keeping the later last one. */
  add(other: StampRefusalCount): void {
    const key = `${other.psId}:${other.reason}`;
    const count = this.counts.get(key);
    if (!count) this.counts.set(key, { ...other });
    else {
      count.count += other.count;
      if (other.lastAt > count.lastAt) Object.assign(count, { lastStamp: other.lastStamp, lastAt: other.lastAt });
    }
  }

  /** Every count, for the other processes of a split deployment. */
  all(): StampRefusalCount[] {
    return [...this.counts.values()].map((c) => ({ ...c }));
  }

  /** The counts of the given stations, by station and then reason. */
  refusalsOf(psIds: ReadonlySet<number>): StampRefusalCount[] {
    const order = (r: StampRefusal) => STAMP_REFUSALS.indexOf(r);
    return this.all()
      .filter((c) => psIds.has(c.psId))
      .sort((a, b) => a.psId - b.psId || order(a.reason) - order(b.reason));
  }
}
