import { ApiError } from '../http/envelope';
import type { Device, PointDefinition, PointRegistry, StationFacts } from '../telemetry/pointRegistry';

/** A control point of a device: what a remote call names by its live point key. */
export interface ControlTarget {
  /** `${psId}_${equipType}_${collectId}_${code}`. */
  key: string;
  device: Device;
  def: PointDefinition;
}

/** One choice of a switch point: the value sent, and the station's own label when the point names one. */
export interface ControlOption {
  label: string | null;
  value: number;
}

/** What a switch offers when its point names no choices (spec 001 §2.4): 0 open (trip), 1 close. */
const DEFAULT_OPTIONS: ControlOption[] = [
  { label: null, value: 0 },
  { label: null, value: 1 },
];

/** The point code of a device's start/stop switch, which the API switch (YKAPI) drives. */
export const START_STOP_CODE = 'OnOff';

const POINT_KEY = /^(\d{1,10})_([A-Z]{1,8})_(\d{1,7})_([A-Za-z][A-Za-z0-9_]{0,59})$/;
const DEVICE_KEY = /^(\d{1,10})_([A-Z]{1,8})_(\d{1,7})$/;
const START_STOP = /^(.+)_(stop|run)$/;

const unknownPoint = (type: string) => new ApiError(400, 'server.remote.unknownPoint', { type }, 'point');

/**
 * The device and point definition a point key names: the point must be of the given type and belong to a
 * device of the plant the call is about. Anything else is a 400 about the field `point`.
 */
export function resolveControlPoint(
  registry: PointRegistry,
  station: StationFacts,
  key: string,
  type: 'YK' | 'YT',
): ControlTarget {
  const match = POINT_KEY.exec(key);
  if (!match || Number(match[1]) !== station.psId) throw unknownPoint(type);
  const device = registry.deviceAt(station.psId, match[2]!, Number(match[3]));
  const def = device && registry.pointsOf(device).find((p) => p.code === match[4] && p.type === type);
  if (!device || !def) throw unknownPoint(type);
  return { key, device, def };
}

/**
 * The API switch (spec 001 §7: "point gets suffix _stop or _run"): the start/stop point's key, or the
 * device's key, followed by `_stop` (value 0) or `_run` (value 1).
 */
export function resolveStartStop(
  registry: PointRegistry,
  station: StationFacts,
  point: string,
): { target: ControlTarget; value: number } {
  const match = START_STOP.exec(point);
  if (!match) throw new ApiError(400, 'server.remote.startStopSuffix', {}, 'point');
  const base = DEVICE_KEY.test(match[1]!) ? `${match[1]}_${START_STOP_CODE}` : match[1]!;
  return { target: resolveControlPoint(registry, station, base, 'YK'), value: match[2] === 'run' ? 1 : 0 };
}

/**
 * The choices of a switch point from its options text, "label-value" pairs joined by commas; the value
 * follows the last dash ("Auto-Manual-1"), a dash before it makes it negative ("Reverse--1"). No usable
 * pair gives the default open/close pair.
 */
export function parseControlOptions(text: string | null): ControlOption[] {
  const options: ControlOption[] = [];
  for (const pair of (text ?? '').split(/[,，]/)) {
    const match = /^(.*?)-?(-?\d+(?:\.\d+)?)$/.exec(pair.trim());
    if (!match) continue;
    const label = match[1]!.replace(/-$/, '').trim();
    options.push({ label: label || null, value: Number(match[2]) });
  }
  return options.length ? options : DEFAULT_OPTIONS;
}

/** A command value as the audit shows it: the option's label with its value, or the value and unit. */
export function describeValue(def: PointDefinition, value: number): string {
  if (def.type === 'YT') return def.unit ? `${value} ${def.unit}` : String(value);
  const label = parseControlOptions(def.options).find((o) => o.value === value)?.label;
  return label ? `${label} (${value})` : String(value);
}
