/** A daily tariff schedule: what the storage does in each period of the station-local day. */
export type StorageAction = 'charge' | 'discharge' | 'hold';

export interface SchedulePeriod {
  /** Minutes after local midnight. */
  from: number;
  to: number;
  action: StorageAction;
  /** Station-wide power, kW; without it a share of the rating (CHARGE_SHARE, DISCHARGE_SHARE). */
  kw?: number;
}

const h = (hours: number) => hours * 60;

/** Grid storage: charge in the valley and at midday, discharge at the two peaks. */
export const GRID_STORAGE_SCHEDULE: SchedulePeriod[] = [
  { from: h(0), to: h(7), action: 'charge' },
  { from: h(9), to: h(11.5), action: 'discharge' },
  { from: h(12), to: h(15), action: 'charge' },
  { from: h(17), to: h(21), action: 'discharge' },
];

/** PV plus storage: take the midday PV surplus, serve the evening peak. */
export const PV_STORAGE_SCHEDULE: SchedulePeriod[] = [
  { from: h(0), to: h(5), action: 'charge' },
  { from: h(10.5), to: h(15), action: 'charge' },
  { from: h(17.5), to: h(22), action: 'discharge' },
];

export function actionAt(schedule: SchedulePeriod[], minuteOfDay: number): StorageAction {
  return periodOf(schedule, minuteOfDay)?.action ?? 'hold';
}

function periodOf(schedule: SchedulePeriod[], minuteOfDay: number): SchedulePeriod | undefined {
  return schedule.find((p) => minuteOfDay >= p.from && minuteOfDay < p.to);
}

export interface BatteryModel {
  /** PCS rating, kW. */
  ratedKw: number;
  /** Usable energy at 100 % SOC, kWh. */
  energyKwh: number;
  socMin: number;
  socMax: number;
}

/** The tariff schedule charges at 80 % of the converters' rating and discharges at 90 %. */
export const CHARGE_SHARE = 0.8;
export const DISCHARGE_SHARE = 0.9;
/** Of the energy a converter moves, this much reaches the cells (charging) or the grid (discharging). */
export const ONE_WAY_EFFICIENCY = 0.96;

/**
 * State of charge and PCS power through a local day, integrated from midnight, where the battery stands at
 * its lowest allowed charge after the evening discharge. Positive power discharges. The integration is
 * exact for the piecewise constant schedule, so the result is a pure function of the minute of the day.
 */
export function storageAt(
  battery: BatteryModel,
  schedule: SchedulePeriod[],
  minuteOfDay: number,
): { soc: number; powerKw: number } {
  let soc = battery.socMin;
  let minute = 0;
  let power = 0;
  const boundaries = [...new Set([0, ...schedule.flatMap((p) => [p.from, p.to]), 1440])].sort((a, b) => a - b);
  for (let i = 0; i < boundaries.length - 1 && minute < minuteOfDay; i++) {
    const start = boundaries[i]!;
    const end = Math.min(boundaries[i + 1]!, minuteOfDay);
    if (end <= start) continue;
    const period = periodOf(schedule, start);
    const action = period?.action ?? 'hold';
    const hours = (end - start) / 60;
    if (action === 'charge') {
      const kw = period?.kw ?? battery.ratedKw * CHARGE_SHARE;
      const full = ((battery.socMax - soc) / 100) * battery.energyKwh;
      const possible = kw * hours * ONE_WAY_EFFICIENCY;
      soc = possible >= full ? battery.socMax : soc + (possible / battery.energyKwh) * 100;
      power = soc >= battery.socMax ? 0 : -kw;
    } else if (action === 'discharge') {
      const kw = period?.kw ?? battery.ratedKw * DISCHARGE_SHARE;
      const left = ((soc - battery.socMin) / 100) * battery.energyKwh;
      const needed = (kw * hours) / ONE_WAY_EFFICIENCY;
      soc = needed >= left ? battery.socMin : soc - (needed / battery.energyKwh) * 100;
      power = soc <= battery.socMin ? 0 : kw;
    } else {
      power = 0;
    }
    minute = end;
  }
  return { soc, powerKw: power };
}

/**
 * One converter's battery over a step: of the power asked (discharge +), what its rating and its state of
 * charge allow, and the state of charge after it. It never passes its limits: the last step before a limit
 * moves only the energy left to it.
 */
export function stepBattery(
  battery: BatteryModel,
  soc: number,
  requestKw: number,
  dtSeconds: number,
): { powerKw: number; soc: number } {
  const hours = dtSeconds / 3600;
  if (hours <= 0 || battery.energyKwh <= 0) return { powerKw: 0, soc };
  let kw = Math.max(-battery.ratedKw, Math.min(battery.ratedKw, requestKw));
  if (kw > 0) {
    const left = ((soc - battery.socMin) / 100) * battery.energyKwh;
    kw = Math.min(kw, Math.max(0, (left * ONE_WAY_EFFICIENCY) / hours));
    soc -= ((kw * hours) / ONE_WAY_EFFICIENCY / battery.energyKwh) * 100;
  } else if (kw < 0) {
    const room = ((battery.socMax - soc) / 100) * battery.energyKwh;
    kw = -Math.min(-kw, Math.max(0, room / ONE_WAY_EFFICIENCY / hours));
    soc += ((-kw * hours * ONE_WAY_EFFICIENCY) / battery.energyKwh) * 100;
  }
  return { powerKw: kw, soc: Math.max(battery.socMin, Math.min(battery.socMax, soc)) };
}
