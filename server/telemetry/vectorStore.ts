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
  /** Keys written here since the last `takeChanges`, while a publisher asks (liveStore.ts does the same). */
  private changes: Set<string> | null = null;

  put(key: string, values: readonly number[], time: number, periodMs: number): void {
    if (this.store(key, { values, time, periodMs })) this.changes?.add(key);
  }

  /** A block another process wrote (its replica here): stored, not published again. */
  putReplica(key: string, value: VectorValue): void {
    this.store(key, value);
  }

  trackChanges(): void {
    this.changes ??= new Set();
  }

  takeChanges(): [string, VectorValue][] {
    const taken = [...(this.changes ?? [])].map((key): [string, VectorValue] => [key, this.byKey.get(key)!]);
    this.changes?.clear();
    return taken;
  }

  /** A late block never replaces a newer one. */
  private store(key: string, value: VectorValue): boolean {
    const known = this.byKey.get(key);
    if (known && known.time > value.time) return false;
    this.byKey.set(key, value);
    return true;
  }

  get(key: string, now = Date.now()): VectorReading | undefined {
    const value = this.byKey.get(key);
    return value && { ...value, quality: qualityOf({ value: 0, time: value.time, periodMs: value.periodMs }, now) };
  }
}
