import { acSide, dcSide } from './converterEfficiency';

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

/** PV plus storage: take the midday PV surplus (never the grid: storageDispatch.ts), serve the evening peak. */
export const PV_STORAGE_SCHEDULE: SchedulePeriod[] = [
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
  /** Nominal energy of its cells (clusters × cells × Ah × V), kWh: what 0-100 % SOC spans. */
  energyKwh: number;
  socMin: number;
  socMax: number;
}

/**
 * The cells' own loss each way (their internal resistance and the charge they do not give back): a DC round trip
 * of 95 %, what LFP cells' datasheets give at up to 0.5 C. Charging, the cells store P_dc × η; discharging they
 * give up P_dc / η of what they hold.
 */
export const CELL_EFFICIENCY = Math.sqrt(0.95);

/** What the cells' charge changes by for a DC power at their terminals (discharge +), kW. */
export function cellPower(dcKw: number): number {
  return dcKw > 0 ? dcKw / CELL_EFFICIENCY : dcKw * CELL_EFFICIENCY;
}

/** The DC power at the terminals that changes the cells' charge by `cellKw` (the inverse of cellPower). */
function terminalPower(cellKw: number): number {
  return cellKw > 0 ? cellKw * CELL_EFFICIENCY : cellKw / CELL_EFFICIENCY;
}

/** The tariff schedule charges at 80 % of the converters' rating and discharges at 90 %. */
export const CHARGE_SHARE = 0.8;
export const DISCHARGE_SHARE = 0.9;

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
      const possible = -cellPower(dcSide(-kw, battery.ratedKw)) * hours;
      soc = possible >= full ? battery.socMax : soc + (possible / battery.energyKwh) * 100;
      power = soc >= battery.socMax ? 0 : -kw;
    } else if (action === 'discharge') {
      const kw = period?.kw ?? battery.ratedKw * DISCHARGE_SHARE;
      const left = ((soc - battery.socMin) / 100) * battery.energyKwh;
      const needed = cellPower(dcSide(kw, battery.ratedKw)) * hours;
      soc = needed >= left ? battery.socMin : soc - (needed / battery.energyKwh) * 100;
      power = soc <= battery.socMin ? 0 : kw;
    } else {
      power = 0;
    }
    minute = end;
  }
  return { soc, powerKw: power };
}

/** A converter's battery between steps: its state of charge (%) and the DC power it last moved (kW, discharge +). */
export interface BatteryState {
  soc: number;
  dcKw: number;
}

/**
 * One converter's battery over a step: of the AC power asked (discharge +), what its rating and its state of
 * charge allow, its DC side through the converter's efficiency (converterEfficiency.ts), and the state after.
 * The cells take the trapezoid of their power (cellPower) over the step, as the energy counters integrate the AC
 * power, so ΔSOC × E = −∫cellPower(P_dc) dt exactly. The power is limited so that the battery reaches its limit at the next step
 * of the same length with the power dropped to zero (the half-step its ramp down still moves); a longer step
 * after it stops at the limit.
 */
export function stepBattery(
  battery: BatteryModel,
  before: BatteryState,
  requestKw: number,
  dtSeconds: number,
): BatteryState & { acKw: number } {
  const hours = dtSeconds / 3600;
  const energy = battery.energyKwh;
  if (hours <= 0 || energy <= 0) return { ...before, acKw: 0, dcKw: 0 };
  const rated = battery.ratedKw;
  let ac = Math.max(-rated, Math.min(rated, requestKw));
  let dc = dcSide(ac, rated);
  // Where the charge would stand if the power dropped to zero now.
  const resting = before.soc - ((cellPower(before.dcKw) * hours) / 2 / energy) * 100;
  const most =
    dc > 0 ? (((resting - battery.socMin) / 100) * energy) / hours : (((battery.socMax - resting) / 100) * energy) / hours;
  if (Math.abs(cellPower(dc)) > Math.max(0, most)) {
    ac = acSide(terminalPower(Math.sign(dc) * Math.max(0, most)), rated);
    dc = dcSide(ac, rated);
  }
  const soc = before.soc - (((cellPower(before.dcKw) + cellPower(dc)) / 2) * hours * 100) / energy;
  return { acKw: ac, dcKw: dc, soc: Math.max(battery.socMin, Math.min(battery.socMax, soc)) };
}
