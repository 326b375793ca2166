import type { Quality } from '../../shared/stationLive';
import { ShardedMap } from './shardedMap';

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

/** Slots per page of the live store: 16,384 slots are 512 KB of values. */
const PAGE_BITS = 14;
const PAGE = 1 << PAGE_BITS;
/** Numbers a page holds per slot: value, time, period and the slot's station. */
const FIELDS = 4;
/** A slot's change flags: written since the last `takeChanges`, and taken by one before. */
const CHANGED = 1;
const TAKEN = 2;

/**
 * The in-process store, one slot per point in typed arrays: at a thousand stations it holds about a million
 * values. An object per value cost about 120 MB, twice while history catches up, and every write boxed a
 * number that lived until the next tick, long enough for the collector to promote it. The arrays come in
 * pages, so that the store grows without copying what it holds (a doubled array of half a million slots
 * took 60 ms to fill, in one piece).
 */
export class MemoryLiveStore implements LiveStore {
  /** Slot by point key, in the order points were first written. */
  private readonly slots = new ShardedMap<number>();
  private readonly keys: string[] = [];
  /** Per slot: value, time, period, and the station numbered densely in the order stations were first written. */
  private readonly pages: Float64Array[] = [];
  /** Slot + 1 by the point's number in this process (0: not seen by number yet). */
  private readonly slotAtIndex: Int32Array[] = [];
  private readonly stationNumbers = new Map<number, number>();
  private stationWrites = new Float64Array(64);
  /** Slots written here since the last `takeChanges`, each once, while a publisher asks (docs/scale-out.md). */
  private changes: { flags: Uint8Array[]; slots: number[] } | null = null;

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
    const page = this.pages[slot >>> PAGE_BITS]!;
    const at = (slot & (PAGE - 1)) * FIELDS;
    return now - page[at + 1]! <= 3 * page[at + 2]! ? page[at] : undefined;
  }

  /** From now on, remembers which points this process writes, for `takeChanges`. */
  trackChanges(): void {
    this.changes ??= { flags: [], slots: [] };
  }

  /**
   * The points written here since the last call, with their latest values: keys, and value, time and period
   * in threes; and the keys among them taken for the first time (`firstKeys`). Values replicated from other
   * processes (`putReplica`) are not among them.
   */
  takeChanges(): { keys: string[]; values: number[]; firstKeys: string[] } {
    const changes = this.changes;
    if (!changes) return { keys: [], values: [], firstKeys: [] };
    const keys: string[] = [];
    const values: number[] = [];
    const firstKeys: string[] = [];
    for (const slot of changes.slots) {
      const flags = changes.flags[slot >>> PAGE_BITS]!;
      if (flags[slot & (PAGE - 1)] === CHANGED) firstKeys.push(this.keys[slot]!);
      flags[slot & (PAGE - 1)] = TAKEN;
      const page = this.pages[slot >>> PAGE_BITS]!;
      const at = (slot & (PAGE - 1)) * FIELDS;
      keys.push(this.keys[slot]!);
      values.push(page[at]!, page[at + 1]!, page[at + 2]!);
    }
    changes.slots = [];
    return { keys, values, firstKeys };
  }

  /** A value another process wrote (its replica here): stored, not published again; false when older than the held one. */
  putReplica(key: string, value: number, time: number, periodMs: number): boolean {
    return this.write(this.slots.get(key) ?? this.create(key), value, time, periodMs, false);
  }

  /** Every stored value with its key. */
  *entries(): Generator<[string, LiveValue]> {
    for (let slot = 0; slot < this.keys.length; slot++) yield [this.keys[slot]!, this.valueAt(slot)];
  }

  private valueAt(slot: number): LiveValue {
    const page = this.pages[slot >>> PAGE_BITS]!;
    const at = (slot & (PAGE - 1)) * FIELDS;
    return { value: page[at]!, time: page[at + 1]!, periodMs: page[at + 2]! };
  }

  /** A late sample never overwrites a newer one. */
  private write(slot: number, value: number, time: number, periodMs: number, own = true): boolean {
    const page = this.pages[slot >>> PAGE_BITS]!;
    const at = (slot & (PAGE - 1)) * FIELDS;
    this.stationWrites[page[at + 3]!]!++;
    if (page[at + 1]! > time) return false;
    page[at] = value;
    page[at + 1] = time;
    page[at + 2] = periodMs;
    if (own && this.changes) this.changed(slot, this.changes);
    return true;
  }

  private changed(slot: number, changes: { flags: Uint8Array[]; slots: number[] }): void {
    while (changes.flags.length <= slot >>> PAGE_BITS) changes.flags.push(new Uint8Array(PAGE));
    const flags = changes.flags[slot >>> PAGE_BITS]!;
    const flag = flags[slot & (PAGE - 1)]!;
    if (flag & CHANGED) return;
    flags[slot & (PAGE - 1)] = flag | CHANGED;
    changes.slots.push(slot);
  }

  /** The slot of a point, by its number once seen; -1 when it has none and `create` is false. */
  private slotOf(point: LivePoint, create: boolean): number {
    const known = this.slotAtIndex[point.index >>> PAGE_BITS]?.[point.index & (PAGE - 1)];
    if (known) return known - 1;
    const slot = this.slots.get(point.key) ?? (create ? this.create(point.key) : -1);
    if (slot < 0) return slot;
    while (this.slotAtIndex.length <= point.index >>> PAGE_BITS) this.slotAtIndex.push(new Int32Array(PAGE));
    this.slotAtIndex[point.index >>> PAGE_BITS]![point.index & (PAGE - 1)] = slot + 1;
    return slot;
  }

  private create(key: string): number {
    const slot = this.keys.length;
    if (slot >>> PAGE_BITS === this.pages.length) this.pages.push(new Float64Array(PAGE * FIELDS));
    this.keys.push(key);
    this.slots.set(key, slot);
    const psId = Number(key.slice(0, key.indexOf('_')));
    let station = this.stationNumbers.get(psId);
    if (station === undefined) {
      station = this.stationNumbers.size;
      this.stationNumbers.set(psId, station);
      if (station === this.stationWrites.length) {
        const more = new Float64Array(station * 2);
        more.set(this.stationWrites);
        this.stationWrites = more;
      }
    }
    const at = (slot & (PAGE - 1)) * FIELDS;
    const page = this.pages[slot >>> PAGE_BITS]!;
    page[at + 1] = -Infinity;
    page[at + 3] = station;
    return slot;
  }
}
