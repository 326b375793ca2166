import { ApiError } from '../http/envelope';
import type { Device, PointDefinition, PointRegistry, StationFacts } from '../telemetry/pointRegistry';
import { liveKey } from '../telemetry/liveStore';
import type { ReservedPoint } from '../../shared/selectReservations';

/** A control point of a device: what a remote call names by its live point key. */
export interface ControlTarget {
  /** The canonical `${psId}_${equipType}_${collectId}_${code}`, built from the device and definition found. */
  key: string;
  device: Device;
  def: PointDefinition;
}

/** One choice of a switch point: the value sent, and the station's own label when the point names one. */
export interface ControlOption {
  label: string | null;
  value: number;
}

/** What a switch offers when its point names no choices (spec-digest 001 §2.4): 0 open (trip), 1 close. */
const DEFAULT_OPTIONS: ControlOption[] = [
  { label: null, value: 0 },
  { label: null, value: 1 },
];

/** The point code of a device's start/stop switch, which the API switch (YKAPI) drives. */
export const START_STOP_CODE = 'OnOff';

/** The one spelling of a point key: no leading zeros or signs, the device type and the code as the tables write them. */
const POINT_KEY = /^(0|[1-9]\d{0,9})_([A-Z]{1,8})_(0|[1-9]\d{0,6})_([A-Za-z][A-Za-z0-9_]{0,59})$/;
/**
 * What a caller may have meant: full-width digits, spaces, signs, leading zeros, doubled underscores, another
 * case. Read only to name the canonical key in the refusal; a command never runs on such a text.
 */
const LOOSE_POINT_KEY = /^\+?0*(\d{1,10})_+([A-Za-z]{1,8})_+\+?0*(\d{1,7})_+([A-Za-z][A-Za-z0-9_]{0,59}?)_*$/;
const DEVICE_KEY = /^(\d{1,10})_([A-Z]{1,8})_(\d{1,7})$/;
const START_STOP = /^(.+)_(stop|run)$/;

const unknownPoint = (type: string) => new ApiError(400, 'server.remote.unknownPoint', { type }, 'point');

/** The device and definition a key's parts name, the code in the table's own case when the text's differs. */
function lookUp(registry: PointRegistry, psId: number, equipType: string, collectId: number, code: string, type: 'YK' | 'YT') {
  const device = registry.deviceAt(psId, equipType, collectId);
  if (!device) return null;
  const points = registry.pointsOf(device).filter((p) => p.type === type);
  const def = points.find((p) => p.code === code) ?? points.find((p) => p.code.toLowerCase() === code.toLowerCase());
  return def ? { key: liveKey(device.psId, device.equipType, device.collectId, def.code), device, def } : null;
}

/**
 * The device and point definition a point key names: the point must be of the given type and belong to a
 * device of the plant the call is about, and the key must be spelled as the live data writes it. Reservations,
 * commands and audit rows all take the point found, never the text; refusing other spellings as well keeps
 * one switch from ever having two names. Anything else is a 400 about the field `point`.
 */
export function resolveControlPoint(
  registry: PointRegistry,
  station: StationFacts,
  key: string,
  type: 'YK' | 'YT',
): ControlTarget {
  const match = POINT_KEY.exec(key);
  const target = match && lookUp(registry, Number(match[1]), match[2]!, Number(match[3]), match[4]!, type);
  if (target && target.key === key && target.device.psId === station.psId) return target;
  const loose = LOOSE_POINT_KEY.exec(key.normalize('NFKC').trim());
  const meant =
    loose && Number(loose[1]) === station.psId
      ? lookUp(registry, station.psId, loose[2]!.toUpperCase(), Number(loose[3]), loose[4]!, type)
      : null;
  if (meant) throw new ApiError(400, 'server.remote.pointNotCanonical', { canonical: meant.key }, 'point');
  throw unknownPoint(type);
}

/** The reservation a select-before-operate of the target takes: the device's and the point table's own names. */
export function reservedPoint(target: ControlTarget): ReservedPoint {
  const { device, def } = target;
  return { psId: device.psId, equipType: device.equipType, collectId: device.collectId, code: def.code };
}

/**
 * The API switch (spec-digest 001 §7: "point gets suffix _stop or _run"): the start/stop point's key, or the
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
