import type { Db } from '../db/database';
import type { StationFacts } from './pointRegistry';
import type { RunSettings } from '../../shared/runSettings';
import { defaultRunSettings } from '../sources/simulator/storageDispatch';

interface Applied {
  /** When they were applied, epoch ms: a step before it (history still catching up) runs what was in force then. */
  from: number;
  settings: RunSettings;
}

/**
 * The run settings of each storage station's energy management: those an operator applied (stored in
 * `storage_run_settings`), else the station's defaults (its tariff schedule as time periods). The simulated
 * converters read them at every step, by the step's time; the run-settings routes write them.
 */
export class RunSettingsBook {
  private readonly applied = new Map<number, Applied[]>();
  private readonly defaults = new Map<string, RunSettings>();

  async load(db: Db): Promise<void> {
    const rows = await db.selectFrom('storage_run_settings').select(['ps_id', 'settings', 'applied_at']).execute();
    this.applied.clear();
    for (const row of rows)
      this.applied.set(row.ps_id, [{ from: row.applied_at, settings: JSON.parse(row.settings) as RunSettings }]);
  }

  /** A station's settings in force at `t`, for converters rated `ratedKw` in total. */
  readonly of = (station: Pick<StationFacts, 'psId' | 'psType'>, ratedKw: number, t = Date.now()): RunSettings => {
    const applied = this.applied.get(station.psId)?.findLast((a) => a.from <= t);
    if (applied) return applied.settings;
    const key = `${station.psType}:${ratedKw}`;
    let fallback = this.defaults.get(key);
    if (!fallback) this.defaults.set(key, (fallback = defaultRunSettings(station.psType, ratedKw)));
    return fallback;
  };

  set(psId: number, settings: RunSettings, from = Date.now()): void {
    const list = this.applied.get(psId) ?? [];
    list.push({ from, settings });
    this.applied.set(psId, list);
  }
}
