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

/**
 * Latest value per point, keyed `psId_equipType_collectId_pointCode`. The in-process map is the embedded
 * default; a shared store (Redis) implements the same interface when several API nodes run.
 */
export interface LiveStore {
  /** Changes whenever a value is written: what was read before may be out of date (telemetry/liveAnswers.ts). */
  readonly version: number;
  put(key: string, value: LiveValue): void;
  get(key: string, now?: number): LiveReading | undefined;
  getMany(keys: readonly string[], now?: number): Map<string, LiveReading>;
  /** The stored value itself, for hot paths that judge quality themselves; callers must not change it. */
  raw(key: string): LiveValue | undefined;
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
  version = 0;

  put(key: string, value: LiveValue): void {
    this.version++;
    const current = this.values.get(key);
    if (!current) {
      this.values.set(key, { ...value });
      return;
    }
    // A late sample never overwrites a newer one; updating in place keeps ingest free of allocation.
    if (current.time <= value.time) {
      current.value = value.value;
      current.time = value.time;
      current.periodMs = value.periodMs;
    }
  }

  raw(key: string): LiveValue | undefined {
    return this.values.get(key);
  }

  /** Every stored value with its key; callers must not change them. */
  entries(): IterableIterator<[string, LiveValue]> {
    return this.values.entries();
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
