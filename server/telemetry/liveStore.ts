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
 * Latest value per point, keyed `psId_equipType_collectId_pointCode`. The in-process store is the embedded
 * default; a shared store (Redis) implements the same interface when several API nodes run.
 */
export interface LiveStore {
  /** Writes so far to the points of one station (telemetry/liveAnswers.ts). */
  stationVersion(psId: number): number;
  put(key: string, value: LiveValue): void;
  /** `put` for a point ingest holds: the hot path of every sample, with no look-up by key once seen. */
  putAt(point: LivePoint, value: number, time: number, periodMs: number): void;
  get(key: string, now?: number): LiveReading | undefined;
  getMany(keys: readonly string[], now?: number): Map<string, LiveReading>;
  raw(key: string): LiveValue | undefined;
  /** The value of a point the caller holds unless it is interrupted (older than three periods) at `now`. */
  currentAt(point: LivePoint, now: number): number | undefined;
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

const GROWTH = 4096;

/**
 * The in-process store, one slot per point in typed arrays: at a thousand stations it holds about a million
 * values. An object per value cost about 120 MB, twice while history catches up, and every write boxed a
 * number that lived until the next tick, long enough for the collector to promote it.
 */
export class MemoryLiveStore implements LiveStore {
  /** Slot by point key, in the order points were first written. */
  private readonly slots = new Map<string, number>();
  private readonly keys: string[] = [];
  private values = new Float64Array(GROWTH);
  private times = new Float64Array(GROWTH);
  private periods = new Float64Array(GROWTH);
  /** Slot + 1 by the point's number in this process (0: not seen by number yet). */
  private slotAtIndex = new Int32Array(GROWTH);
  /** The station of each slot, numbered densely in the order stations were first written. */
  private stationOfSlot = new Int32Array(GROWTH);
  private readonly stationNumbers = new Map<number, number>();
  private stationWrites = new Float64Array(64);

  stationVersion(psId: number): number {
    const n = this.stationNumbers.get(psId);
    return n === undefined ? 0 : this.stationWrites[n]!;
  }

  put(key: string, value: LiveValue): void {
    this.write(this.slots.get(key) ?? this.create(key), value.value, value.time, value.periodMs);
  }

  putAt(point: LivePoint, value: number, time: number, periodMs: number): void {
    this.write(this.slotOf(point, true), value, time, periodMs);
  }

  get(key: string, now = Date.now()): LiveReading | undefined {
    const slot = this.slots.get(key);
    if (slot === undefined) return undefined;
    const value = this.valueAt(slot);
    // A literal, not a spread: on a poll of a thousand stations the spread's copy dominated the reads.
    return { value: value.value, time: value.time, periodMs: value.periodMs, quality: qualityOf(value, now) };
  }

  getMany(keys: readonly string[], now = Date.now()): Map<string, LiveReading> {
    const result = new Map<string, LiveReading>();
    for (const key of keys) {
      const reading = this.get(key, now);
      if (reading) result.set(key, reading);
    }
    return result;
  }

  raw(key: string): LiveValue | undefined {
    const slot = this.slots.get(key);
    return slot === undefined ? undefined : this.valueAt(slot);
  }

  currentAt(point: LivePoint, now: number): number | undefined {
    const slot = this.slotOf(point, false);
    if (slot < 0) return undefined;
    return now - this.times[slot]! <= 3 * this.periods[slot]! ? this.values[slot] : undefined;
  }

  /** Every stored value with its key. */
  *entries(): Generator<[string, LiveValue]> {
    for (let slot = 0; slot < this.keys.length; slot++) yield [this.keys[slot]!, this.valueAt(slot)];
  }

  private valueAt(slot: number): LiveValue {
    return { value: this.values[slot]!, time: this.times[slot]!, periodMs: this.periods[slot]! };
  }

  /** A late sample never overwrites a newer one. */
  private write(slot: number, value: number, time: number, periodMs: number): void {
    this.stationWrites[this.stationOfSlot[slot]!]!++;
    if (this.times[slot]! <= time) {
      this.values[slot] = value;
      this.times[slot] = time;
      this.periods[slot] = periodMs;
    }
  }

  /** The slot of a point, by its number once seen; -1 when it has none and `create` is false. */
  private slotOf(point: LivePoint, create: boolean): number {
    const known = point.index < this.slotAtIndex.length ? this.slotAtIndex[point.index]! - 1 : -1;
    if (known >= 0) return known;
    const slot = this.slots.get(point.key) ?? (create ? this.create(point.key) : -1);
    if (slot < 0) return slot;
    if (point.index >= this.slotAtIndex.length) this.slotAtIndex = grown(this.slotAtIndex, point.index + 1);
    this.slotAtIndex[point.index] = slot + 1;
    return slot;
  }

  private create(key: string): number {
    const slot = this.keys.length;
    if (slot === this.values.length) {
      this.values = grown(this.values, slot + 1);
      this.times = grown(this.times, slot + 1);
      this.periods = grown(this.periods, slot + 1);
      this.stationOfSlot = grown(this.stationOfSlot, slot + 1);
    }
    this.keys.push(key);
    this.slots.set(key, slot);
    this.times[slot] = -Infinity;
    const psId = Number(key.slice(0, key.indexOf('_')));
    let station = this.stationNumbers.get(psId);
    if (station === undefined) {
      station = this.stationNumbers.size;
      this.stationNumbers.set(psId, station);
      if (station === this.stationWrites.length) this.stationWrites = grown(this.stationWrites, station + 1);
    }
    this.stationOfSlot[slot] = station;
    return slot;
  }
}

/** A copy at least `length` long; doubling, so that a million slots are copied only a few times. */
function grown<T extends Float64Array | Int32Array>(array: T, length: number): T {
  const next = new (array.constructor as new (n: number) => T)(Math.max(length, array.length * 2));
  next.set(array);
  return next;
}
