import { parseControlOptions, type ControlOption } from './parseControlOptions';

/** The start/stop point that goes through the device's own API (YKAPI) instead of select-before-operate. */
export const START_STOP_POINT_CODE = 'OnOff';

/** Default upper bound of a set-point whose point names none (spec-digest 001 §2.4). */
export const DEFAULT_SET_POINT_MAX = 99999;

export type ControlKind = 'YK' | 'YT' | 'YKAPI';

/** A control point as the dialogs use it, read from an item of the realData answer's YK or YT list. */
export interface ControlPoint {
  kind: ControlKind;
  /** `${psId}_${equipType}_${collectId}_${code}`: what the remote routes call `point`. */
  pointId: string;
  pointCode: string;
  pointName: string;
  pointUnit: string;
  pointValue: number | null;
  options: ControlOption[];
  min: number | null;
  max: number | null;
}

const numberOrNull = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

function toControlPoint(item: unknown, group: 'YK' | 'YT'): ControlPoint | null {
  if (!item || typeof item !== 'object') return null;
  const p = item as Record<string, unknown>;
  if (typeof p.pointId !== 'string' || !p.pointId) return null;
  const pointCode = String(p.pointCode ?? '');
  return {
    kind: group === 'YK' && pointCode === START_STOP_POINT_CODE ? 'YKAPI' : group,
    pointId: p.pointId,
    pointCode,
    pointName: String(p.pointName ?? pointCode),
    pointUnit: String(p.pointUnit ?? ''),
    pointValue: numberOrNull(p.pointValue),
    options: group === 'YK' ? parseControlOptions(typeof p.options === 'string' ? p.options : null) : [],
    min: numberOrNull(p.min),
    max: numberOrNull(p.max),
  };
}

/** The switch (YK, YKAPI) and set-point (YT) points of a device from the realData answer `{YK, YT, ...}`. */
export function controlPointsOf(points: unknown): { switches: ControlPoint[]; setPoints: ControlPoint[] } {
  const groups = (points && typeof points === 'object' ? points : {}) as Record<string, unknown>;
  const list = (group: 'YK' | 'YT') =>
    (Array.isArray(groups[group]) ? (groups[group] as unknown[]) : [])
      .map((item) => toControlPoint(item, group))
      .filter((p): p is ControlPoint => p !== null);
  return { switches: list('YK'), setPoints: list('YT') };
}

/** The range a set-point may take: min from the point when it has a numeric one, max from it or 99999. */
export function setPointRange(point: Pick<ControlPoint, 'min' | 'max'>): { min: number | null; max: number } {
  return { min: point.min, max: point.max ?? DEFAULT_SET_POINT_MAX };
}

/** Why an entered set-point cannot be sent, as an i18n key with its values; null when it can. */
export type SetPointProblem =
  | { key: 'remote.valueRequired' }
  | { key: 'remote.notANumber' }
  | { key: 'remote.outOfRange'; min: number; max: number }
  | { key: 'remote.aboveMax'; max: number };

/** Checks the text of a set-point against its range; a comma is read as the decimal separator too. */
export function checkSetPoint(text: string, range: { min: number | null; max: number }): SetPointProblem | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return { key: 'remote.valueRequired' };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return { key: 'remote.notANumber' };
  const value = Number(trimmed);
  if (value > range.max || (range.min !== null && value < range.min))
    return range.min === null
      ? { key: 'remote.aboveMax', max: range.max }
      : { key: 'remote.outOfRange', ...range, min: range.min };
  return null;
}

/** The number a valid set-point text stands for. */
export function setPointValue(text: string): number {
  return Number(text.trim().replace(',', '.'));
}

/** The label of the option a switch currently stands at, for the list of the operate dialog. */
export function currentOption(point: ControlPoint): ControlOption | undefined {
  return point.pointValue === null ? undefined : point.options.find((o) => Number(o.value) === point.pointValue);
}
