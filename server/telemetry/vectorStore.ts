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

  /**
   * A block of this process's (a late block never replaces a newer one): copied into the block the key held (its caller may reuse its array), so that a
   * meter's spectra or a cluster's cells every few seconds make no garbage for the collector to promote.
   */
  put(key: string, values: readonly number[], time: number, periodMs: number): void {
    const known = this.byKey.get(key);
    if (known && known.time > time) return;
    if (known && known.values.length === values.length) {
      const held = known.values as number[];
      for (let i = 0; i < values.length; i++) held[i] = values[i]!;
      known.time = time;
      known.periodMs = periodMs;
    } else this.byKey.set(key, { values: [...values], time, periodMs });
    this.changes?.add(key);
  }

  /** A block another process wrote (its replica here): stored, not published again. */
  putReplica(key: string, value: VectorValue): void {
    const known = this.byKey.get(key);
    if (!known || known.time <= value.time) this.byKey.set(key, value);
  }

  trackChanges(): void {
    this.changes ??= new Set();
  }

  takeChanges(): [string, VectorValue][] {
    const taken = [...(this.changes ?? [])].map((key): [string, VectorValue] => [key, this.byKey.get(key)!]);
    this.changes?.clear();
    return taken;
  }

  /** The latest block; its values are the store's and change with the next block (a reader copies what it keeps). */
  get(key: string, now = Date.now()): VectorReading | undefined {
    const value = this.byKey.get(key);
    return value && { ...value, quality: qualityOf({ value: 0, time: value.time, periodMs: value.periodMs }, now) };
  }
}
