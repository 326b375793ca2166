/**
 * The run settings of a storage station's energy management (spec-digest 001 §4, §5): how its converters (PCS) are
 * dispatched. Shared by the server, which checks and applies them, and the browser, which edits them.
 * Power is station-wide and positive when discharging; the converters share it by their ratings.
 */

export const RUN_MODES = ['manual', 'auto', 'proxy'] as const;
export type RunMode = (typeof RUN_MODES)[number];

export const GRID_MODES = ['on', 'off'] as const;
export type GridMode = (typeof GRID_MODES)[number];

export const CONTROL_TYPES = ['fixedPower', 'demandLimit'] as const;
export type ControlType = (typeof CONTROL_TYPES)[number];

export const PERIOD_MODES = ['charge', 'discharge', 'idle'] as const;
export type PeriodMode = (typeof PERIOD_MODES)[number];

/** Run settings hold 1 to 10 time periods (spec-digest 001 §5). */
export const MAX_PERIODS = 10;
/** Period edges fall on whole five minutes, the step of the station's history. */
export const PERIOD_STEP_MINUTES = 5;

export interface RunPeriod {
  /** Station-local "HH:mm"; the end may be "24:00". */
  start: string;
  end: string;
  mode: PeriodMode;
  /** Station-wide power of the period, kW, ≥ 0 (its mode says the direction). */
  powerKw: number;
}

export interface RunSettings {
  /** auto: the time periods; manual: the remote-enabled dispatch; proxy: an outside dispatcher's schedule. */
  runMode: RunMode;
  gridMode: GridMode;
  /** Fixed charge/discharge power, or keeping the site's grid import under `demandLimitKw`. */
  controlType: ControlType;
  demandLimitKw: number | null;
  periods: RunPeriod[];
  /** Manual mode: the station-wide active (discharge +) and reactive power the remote enabling set. */
  activePowerKw: number;
  reactivePowerKvar: number;
}

/** What the remote enabling of manual dispatch sends (spec-digest 001 §5: a control type or adjust value, P, Q, grid state). */
export interface RemoteEnable {
  controlType: ControlType | null;
  /** The demand limit (kW) under demandLimit, or a fixed power's magnitude. */
  adjustValue: number | null;
  activePowerKw: number | null;
  reactivePowerKvar: number | null;
  gridMode: GridMode | null;
}

/** A refused field: its name and the i18n key (under `widget.runSettings.errors`) with its parameters. */
export interface SettingsError {
  field: string;
  reason: string;
  params?: Record<string, string | number>;
}

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$|^24:00$/;

/** Minutes after local midnight of "HH:mm"; NaN when it is not a time on a five-minute edge. */
export function minuteOf(time: string): number {
  if (!TIME.test(time)) return NaN;
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minutes % PERIOD_STEP_MINUTES === 0 ? minutes : NaN;
}

export function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * Every rule the run settings must keep, for a station whose converters together are rated `ratedKw`:
 * 1-10 periods on five-minute edges that start before they end and do not overlap, powers within the rating,
 * a demand limit when that control type is chosen. An empty list means they may be applied.
 */
export function checkRunSettings(s: RunSettings, ratedKw: number): SettingsError[] {
  const errors: SettingsError[] = [];
  if (!RUN_MODES.includes(s.runMode)) errors.push({ field: 'runMode', reason: 'required' });
  if (!GRID_MODES.includes(s.gridMode)) errors.push({ field: 'gridMode', reason: 'required' });
  if (!CONTROL_TYPES.includes(s.controlType)) errors.push({ field: 'controlType', reason: 'required' });
  if (s.controlType === 'demandLimit' && !(typeof s.demandLimitKw === 'number' && s.demandLimitKw > 0))
    errors.push({ field: 'demandLimitKw', reason: 'demandLimit' });
  if (s.periods.length < 1 || s.periods.length > MAX_PERIODS)
    errors.push({ field: 'periods', reason: 'periodCount', params: { max: MAX_PERIODS } });
  const spans: [number, number, number][] = [];
  s.periods.forEach((p, i) => {
    const n = i + 1;
    const start = minuteOf(p.start);
    const end = minuteOf(p.end);
    if (Number.isNaN(start) || start >= 1440) errors.push({ field: `periods.${i}.start`, reason: 'time', params: { n } });
    if (Number.isNaN(end)) errors.push({ field: `periods.${i}.end`, reason: 'time', params: { n } });
    else if (!Number.isNaN(start) && end <= start)
      errors.push({ field: `periods.${i}.end`, reason: 'endAfterStart', params: { n } });
    if (!PERIOD_MODES.includes(p.mode)) errors.push({ field: `periods.${i}.mode`, reason: 'required', params: { n } });
    if (!(Number.isFinite(p.powerKw) && p.powerKw >= 0 && p.powerKw <= ratedKw))
      errors.push({ field: `periods.${i}.powerKw`, reason: 'power', params: { n, max: ratedKw } });
    else if (p.mode !== 'idle' && p.powerKw === 0)
      errors.push({ field: `periods.${i}.powerKw`, reason: 'power', params: { n, max: ratedKw } });
    if (start < end) spans.push([start, end, n]);
  });
  spans.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < spans.length; i++)
    if (spans[i]![0] < spans[i - 1]![1])
      errors.push({ field: 'periods', reason: 'overlap', params: { a: spans[i - 1]![2], b: spans[i]![2] } });
  if (!(Math.abs(s.activePowerKw) <= ratedKw))
    errors.push({ field: 'activePowerKw', reason: 'power', params: { n: 0, max: ratedKw } });
  if (!(Math.abs(s.reactivePowerKvar) <= ratedKw))
    errors.push({ field: 'reactivePowerKvar', reason: 'power', params: { n: 0, max: ratedKw } });
  return errors;
}

/**
 * The remote enabling rules (spec-digest 001 §5): a control type or an adjust value, plus active power, reactive
 * power and the on/off-grid state, each within the converters' rating.
 */
export function checkRemoteEnable(e: RemoteEnable, ratedKw: number): SettingsError[] {
  const errors: SettingsError[] = [];
  if (e.controlType === null && e.adjustValue === null) errors.push({ field: 'controlType', reason: 'controlOrAdjust' });
  if (e.controlType === 'demandLimit' && !(e.adjustValue !== null && e.adjustValue > 0))
    errors.push({ field: 'adjustValue', reason: 'demandLimit' });
  if (e.activePowerKw === null) errors.push({ field: 'activePowerKw', reason: 'required' });
  else if (!(Math.abs(e.activePowerKw) <= ratedKw))
    errors.push({ field: 'activePowerKw', reason: 'power', params: { n: 0, max: ratedKw } });
  if (e.reactivePowerKvar === null) errors.push({ field: 'reactivePowerKvar', reason: 'required' });
  else if (!(Math.abs(e.reactivePowerKvar) <= ratedKw))
    errors.push({ field: 'reactivePowerKvar', reason: 'power', params: { n: 0, max: ratedKw } });
  if (e.gridMode === null) errors.push({ field: 'gridMode', reason: 'required' });
  return errors;
}

/** Manual dispatch as the remote enabling sets it, on top of the settings in force. */
export function enableManual(s: RunSettings, e: RemoteEnable): RunSettings {
  const controlType = e.controlType ?? s.controlType;
  return {
    ...s,
    runMode: 'manual',
    controlType,
    demandLimitKw: controlType === 'demandLimit' ? e.adjustValue : s.demandLimitKw,
    activePowerKw: e.activePowerKw ?? 0,
    reactivePowerKvar: e.reactivePowerKvar ?? 0,
    gridMode: e.gridMode ?? s.gridMode,
  };
}

/** The period in force at a minute of the local day, or null between periods (the storage idles). */
export function periodAt(periods: readonly RunPeriod[], minute: number): RunPeriod | null {
  return periods.find((p) => minute >= minuteOf(p.start) && minute < minuteOf(p.end)) ?? null;
}

/** The settings in a canonical order, so the same settings always give the same text (select-before-operate). */
export function canonicalSettings(s: RunSettings): string {
  return JSON.stringify({
    runMode: s.runMode,
    gridMode: s.gridMode,
    controlType: s.controlType,
    demandLimitKw: s.demandLimitKw,
    activePowerKw: s.activePowerKw,
    reactivePowerKvar: s.reactivePowerKvar,
    periods: s.periods.map((p) => ({ start: p.start, end: p.end, mode: p.mode, powerKw: p.powerKw })),
  });
}
