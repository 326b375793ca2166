import type { Quality } from '../../shared/stationLive';

export type { Quality } from '../../shared/stationLive';

export interface LiveValue {
  value: number;
  /** When the device measured it, epoch ms. */
  time: number;
  /** Expected update period of the point, ms. */
  periodMs: number;
}

export interface LiveReading extends LiveValue {
  quality: Quality;
}

/** A point as ingest and the state monitor hold it: its key, and its dense number in this process. */
export interface LivePoint {
  key: string;
  index: number;
}

/**
 * Latest value per point, keyed `psId_equipType_collectId_pointCode`. The in-process map is the embedded
 * default; a shared store (Redis) implements the same interface when several API nodes run.
 */
export interface LiveStore {
  /** Changes whenever a value is written: what was read before may be out of date (telemetry/liveAnswers.ts). */
  readonly version: number;
  put(key: string, value: LiveValue): void;
  /** `put` for a point ingest holds: the hot path of every sample, with no look-up by key once seen. */
  putAt(point: LivePoint, value: number, time: number, periodMs: number): void;
  get(key: string, now?: number): LiveReading | undefined;
  getMany(keys: readonly string[], now?: number): Map<string, LiveReading>;
  /** The stored value itself, for hot paths that judge quality themselves; callers must not change it. */
  raw(key: string): LiveValue | undefined;
  /** `raw` for a point the caller holds. */
  rawAt(point: LivePoint): LiveValue | undefined;
}

/** A late sample never overwrites a newer one; updating in place keeps ingest free of allocation. */
function update(current: LiveValue, value: number, time: number, periodMs: number): void {
  if (current.time <= time) {
    current.value = value;
    current.time = time;
    current.periodMs = periodMs;
  }
}

export function liveKey(psId: number, equipType: string, collectId: number, pointCode: string): string {
  return `${psId}_${equipType}_${collectId}_${pointCode}`;
}

export function qualityOf(value: LiveValue, now: number): Quality {
  const age = now - value.time;
  if (age <= 2 * value.periodMs) return 'good';
  return age <= 3 * value.periodMs ? 'stale' : 'interrupted';
}

const RANK: Record<Quality, number> = { good: 0, stale: 1, interrupted: 2 };

/**
 * The quality of several readings shown together: the worst, with the newest time of that quality (a state
 * the server derives afresh must not make old measurements look recent). Nulls when there is no reading.
 */
export function worstOf(readings: readonly LiveReading[]): { quality: Quality | null; time: number | null } {
  let quality: Quality | null = null;
  let time: number | null = null;
  for (const r of readings) {
    if (quality === null || RANK[r.quality] > RANK[quality]) {
      quality = r.quality;
      time = r.time;
    } else if (r.quality === quality) time = Math.max(time!, r.time);
  }
  return { quality, time };
}

export class MemoryLiveStore implements LiveStore {
  private readonly values = new Map<string, LiveValue>();
  /**
   * The same values by point number: at a thousand stations a tick writes about a million values, and a
   * look-up in a map of that size misses the processor's caches where an array slot mostly does not.
   */
  private readonly slots: (LiveValue | undefined)[] = [];
  version = 0;

  put(key: string, value: LiveValue): void {
    this.version++;
    const current = this.values.get(key);
    if (!current) this.values.set(key, { ...value });
    else update(current, value.value, value.time, value.periodMs);
  }

  putAt(point: LivePoint, value: number, time: number, periodMs: number): void {
    this.version++;
    const current = this.rawAt(point);
    if (current) {
      update(current, value, time, periodMs);
      return;
    }
    const created = { value, time, periodMs };
    this.values.set(point.key, created);
    this.remember(point.index, created);
  }

  raw(key: string): LiveValue | undefined {
    return this.values.get(key);
  }

  rawAt(point: LivePoint): LiveValue | undefined {
    const kept = this.slots[point.index];
    if (kept) return kept;
    const value = this.values.get(point.key);
    if (value) this.remember(point.index, value);
    return value;
  }

  /** Every stored value with its key; callers must not change them. */
  entries(): IterableIterator<[string, LiveValue]> {
    return this.values.entries();
  }

  private remember(index: number, value: LiveValue): void {
    // Grown without holes, so the array keeps its fast elements.
    while (this.slots.length < index) this.slots.push(undefined);
    this.slots[index] = value;
  }

  get(key: string, now = Date.now()): LiveReading | undefined {
    const v = this.values.get(key);
    // A literal, not a spread: on a poll of a thousand stations the spread's copy dominated the reads.
    return v && { value: v.value, time: v.time, periodMs: v.periodMs, quality: qualityOf(v, now) };
  }

  getMany(keys: readonly string[], now = Date.now()): Map<string, LiveReading> {
    const result = new Map<string, LiveReading>();
    for (const key of keys) {
      const reading = this.get(key, now);
      if (reading) result.set(key, reading);
    }
    return result;
  }
}
