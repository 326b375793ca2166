import { minuteOf, periodAt, timeOf, type RunSettings } from '../../../shared/runSettings';
import {
  CHARGE_SHARE,
  DISCHARGE_SHARE,
  GRID_STORAGE_SCHEDULE,
  PV_STORAGE_SCHEDULE,
  actionAt,
  type SchedulePeriod,
} from './storage';

/** The tariff schedule of a station type: what the demo's dispatcher (proxy mode) and default periods follow. */
export function tariffSchedule(psType: string): SchedulePeriod[] {
  return psType === 'ES' ? GRID_STORAGE_SCHEDULE : PV_STORAGE_SCHEDULE;
}

/** The settings a storage station starts with: auto mode, its tariff schedule as time periods. */
export function defaultRunSettings(psType: string, ratedKw: number): RunSettings {
  return {
    runMode: 'auto',
    gridMode: 'on',
    controlType: 'fixedPower',
    demandLimitKw: null,
    activePowerKw: 0,
    reactivePowerKvar: 0,
    periods: tariffSchedule(psType).map((p) => ({
      start: timeOf(p.from),
      end: timeOf(p.to),
      mode: p.action === 'hold' ? 'idle' : p.action,
      powerKw: Math.round(ratedKw * (p.action === 'charge' ? CHARGE_SHARE : DISCHARGE_SHARE)),
    })),
  };
}

export interface DispatchSite {
  psType: string;
  /** Minute of the station-local day. */
  minute: number;
  /** The converters' total rating, kW. */
  ratedKw: number;
  /** What the site draws less what its PV makes, kW (0 at a grid storage station). */
  netLoadKw: number;
}

/**
 * The station-wide storage power the energy management asks for (kW, discharge +), before each converter's
 * own limits (stopped, state of charge). A PV-plus-storage site charges in its fixed-power periods only from
 * its PV surplus; from the grid only where the settings say so: a charge period under a demand limit (a tariff
 * valley's, say) charges into the headroom below the limit, and manual dispatch does what it is told. Off grid the storage balances the site on its own; a demand limit
 * keeps the grid import (net load less storage) under the limit: it discharges only what exceeds it and
 * charges only into the headroom below it.
 */
export function requestedPower(s: RunSettings, site: DispatchSite): number {
  const clamp = (kw: number) => Math.max(-site.ratedKw, Math.min(site.ratedKw, kw));
  if (s.gridMode === 'off') return clamp(site.netLoadKw);
  const limit = s.demandLimitKw ?? Infinity;
  const shave = (most: number) => Math.min(most, Math.max(0, site.netLoadKw - limit));
  // A PV-plus-storage site's scheduled charge takes what its PV makes beyond its load, never the grid.
  const charge = (kw: number) => -(site.psType === 'PVES' ? Math.min(kw, Math.max(0, -site.netLoadKw)) : kw);
  if (s.runMode === 'proxy') {
    const action = actionAt(tariffSchedule(site.psType), site.minute);
    return action === 'charge'
      ? charge(site.ratedKw * CHARGE_SHARE)
      : action === 'discharge'
        ? site.ratedKw * DISCHARGE_SHARE
        : 0;
  }
  if (s.runMode === 'manual') return clamp(s.controlType === 'demandLimit' ? shave(Math.abs(s.activePowerKw)) : s.activePowerKw);
  const period = periodAt(s.periods, site.minute);
  if (s.controlType === 'fixedPower') {
    if (!period || period.mode === 'idle') return 0;
    return clamp(period.mode === 'charge' ? charge(period.powerKw) : period.powerKw);
  }
  if (period?.mode === 'charge') return -Math.min(period.powerKw, Math.max(0, limit - site.netLoadKw));
  return shave(period?.mode === 'discharge' ? period.powerKw : site.ratedKw);
}

/**
 * The settings as a fixed daily schedule: where they would have brought a battery since midnight is where one
 * stands that the simulation has not followed (its first step, or after a pause). A demand limit counts as
 * its periods' full power, manual mode as its power all day.
 */
export function settingsSchedule(s: RunSettings, psType: string): SchedulePeriod[] {
  if (s.runMode === 'proxy' || s.gridMode === 'off') return tariffSchedule(psType);
  if (s.runMode === 'manual') {
    const kw = Math.abs(s.activePowerKw);
    return [{ from: 0, to: 1440, action: s.activePowerKw > 0 ? 'discharge' : s.activePowerKw < 0 ? 'charge' : 'hold', kw }];
  }
  return s.periods.map((p) => ({
    from: minuteOf(p.start),
    to: minuteOf(p.end),
    action: p.mode === 'idle' ? 'hold' : p.mode,
    kw: p.powerKw,
  }));
}
