import type { LiveStore } from './liveStore';
import type { HistoryStore } from './historyStore';
import type { EventLog } from './eventLog';
import type { PointHandle, PointRegistry } from './pointRegistry';
import { checkAlarm } from './alarmRules';
import { SampleStamps } from '../sources/sampleStamps';
import { ESTIMATED, LATE, MEASURED } from '../../shared/slotQuality';

/**
 * A history sample is measured when it arrives within this many of its periods after its slot ends, else
 * filled late (a gateway's buffer, the journal replayed at start, a catch-up after the portal was down).
 */
export const LATE_AFTER_PERIODS = 2;

/** One measured value from any source. */
export interface Sample {
  psId: number;
  equipType: string;
  collectId: number;
  pointCode: string;
  value: number;
  /** Epoch ms when it was measured. */
  time: number;
}

/**
 * The one path every value takes, whatever its source (simulator, Modbus, MQTT): the live store, the
 * history slot of its period, and the alarm rules.
 */
export class Ingest {
  /** Values taken since start, for the operations page and the bench. */
  count = 0;
  /** Samples refused because their station or point is unknown. */
  rejected = 0;
  /** The clock as samples of this turn of the event loop arrive (`arrival`); null until one asks. */
  private arrivedAt: number | null = null;

  constructor(
    readonly registry: PointRegistry,
    private readonly live: LiveStore,
    private readonly history: HistoryStore,
    /** Where alarm rules raise events; none on a timeline that raises none (catchUp.ts todayTimeline). */
    private readonly events: EventLog | null,
    /** The rule for stamps a source brings (a gateway's clock), which every such source checks before `accept`. */
    readonly stamps = new SampleStamps(),
  ) {}

  /**
   * Writes one value of a resolved point; `periodMs` is how often its source refreshes it. `estimated`: the
   * portal stood in for an input it lacked while deriving the value (docs/history.md).
   */
  write(h: PointHandle, value: number, time: number, periodMs: number, estimated = false): void {
    if (!Number.isFinite(value) || !Number.isFinite(time)) {
      this.rejected++;
      return;
    }
    this.count++;
    this.live.putAt(h, value, time, periodMs);
    const def = h.def;
    if (h.seriesId !== null && def && def.historyMinutes > 0) {
      const periodMs = def.historyMinutes * 60_000;
      const slot = Math.floor(time / periodMs);
      // The first value of each period is its sample; a value exactly on the boundary always is (late data).
      if (slot > h.lastSlot || time % periodMs === 0) {
        if (slot > h.lastSlot) h.lastSlot = slot;
        const late = this.arrival() - (slot + 1) * periodMs > LATE_AFTER_PERIODS * periodMs;
        this.history.record(h, def.historyMinutes, slot * periodMs, value, estimated ? ESTIMATED : late ? LATE : MEASURED);
      }
    }
    checkAlarm(this.events, h, value, time);
  }

  /**
   * When the samples of this turn of the event loop arrive: the clock read once per turn, since a backfill
   * step writes tens of thousands of samples in one (reading it for each was a tenth of the step), and a
   * turn is over within milliseconds, against lateness counted in periods.
   */
  private arrival(): number {
    if (this.arrivedAt === null) {
      this.arrivedAt = Date.now();
      queueMicrotask(() => (this.arrivedAt = null));
    }
    return this.arrivedAt;
  }

  /**
   * A value another ingest process took (its replica here, docs/scale-out.md): the point's alarm rule follows
   * it without raising, so that whichever process takes the point's next value judges it by the whole series.
   */
  follow(key: string, value: number, time: number): void {
    const [psId, equipType, collectId, pointCode] = key.split('_') as [string, string, string, string];
    const h = this.registry.handle(Number(psId), equipType, Number(collectId), pointCode);
    if (h?.def?.alarmLevel != null) checkAlarm(null, h, value, time);
  }

  /** Resolves and writes samples by key; unknown stations are counted and skipped. */
  accept(samples: Iterable<Sample>, periodMs: number): void {
    for (const s of samples) {
      const h = this.registry.handle(s.psId, s.equipType, s.collectId, s.pointCode);
      if (!h) {
        this.rejected++;
        continue;
      }
      this.write(h, s.value, s.time, periodMs);
    }
  }
}
