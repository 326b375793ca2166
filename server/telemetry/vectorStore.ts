import { qualityOf, type Quality } from './liveStore';

/** One array-valued reading: the values a device reports in one block, with their time and update period. */
export interface VectorValue {
  values: readonly number[];
  /** When the device measured them, epoch ms. */
  time: number;
  /** Expected update period, ms. */
  periodMs: number;
}

export interface VectorReading extends VectorValue {
  quality: Quality;
}

/**
 * Latest array-valued readings by `psId_equipType_collectId_code`: a battery pack's cell voltages and
 * temperatures, a power-quality meter's harmonic spectrum. A device reports them as one block of registers;
 * they are shown live and keep no history (the scalar points derived from them do: the highest cell
 * temperature, THD). Like the live store it is in-process, behind the same key scheme.
 */
export class VectorStore {
  private readonly byKey = new Map<string, VectorValue>();

  put(key: string, values: readonly number[], time: number, periodMs: number): void {
    const known = this.byKey.get(key);
    // A late block never replaces a newer one.
    if (known && known.time > time) return;
    this.byKey.set(key, { values, time, periodMs });
  }

  get(key: string, now = Date.now()): VectorReading | undefined {
    const value = this.byKey.get(key);
    return value && { ...value, quality: qualityOf({ value: 0, time: value.time, periodMs: value.periodMs }, now) };
  }
}
