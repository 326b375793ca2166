import type { Db } from '../db/database';
import type { StationFacts } from './pointRegistry';
import type { RunSettings } from '../../shared/runSettings';
import { defaultRunSettings } from '../sources/simulator/storageDispatch';

/**
 * The run settings of each storage station's energy management: those an operator applied (stored in
 * `storage_run_settings`), else the station's defaults (its tariff schedule as time periods). The simulated
 * converters read them at every step; the run-settings routes write them.
 */
export class RunSettingsBook {
  private readonly applied = new Map<number, RunSettings>();
  private readonly defaults = new Map<string, RunSettings>();

  async load(db: Db): Promise<void> {
    const rows = await db.selectFrom('storage_run_settings').select(['ps_id', 'settings']).execute();
    this.applied.clear();
    for (const row of rows) this.applied.set(row.ps_id, JSON.parse(row.settings) as RunSettings);
  }

  /** A station's settings in force, for converters rated `ratedKw` in total. */
  readonly of = (station: Pick<StationFacts, 'psId' | 'psType'>, ratedKw: number): RunSettings => {
    const applied = this.applied.get(station.psId);
    if (applied) return applied;
    const key = `${station.psType}:${ratedKw}`;
    let fallback = this.defaults.get(key);
    if (!fallback) this.defaults.set(key, (fallback = defaultRunSettings(station.psType, ratedKw)));
    return fallback;
  };

  isApplied(psId: number): boolean {
    return this.applied.has(psId);
  }

  set(psId: number, settings: RunSettings): void {
    this.applied.set(psId, settings);
  }
}
