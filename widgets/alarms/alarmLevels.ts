import type { Intent } from '@blueprintjs/core';
import type { DatePrecision } from '../../shared/dates';
import { formatZonedTime } from '../../shared/zonedTime';
import { DEVICE_TYPES, STATION_ITSELF } from '../../shared/deviceTypes';

/** Event levels (spec-digest 001: normal, warning, common fault, serious fault) as colours: the same on every screen. */
export const LEVEL_INTENT: Record<number, Intent> = { 0: 'none', 1: 'primary', 2: 'warning', 3: 'danger' };

/**
 * Device types an event can come from with the i18n key of their name, in the order the filter offers them:
 * the station itself, then the registry's types marked `eventFilter`.
 */
export const EVENT_DEVICE_TYPES: readonly (readonly [code: string, nameKey: string])[] = [
  [STATION_ITSELF, 'alarms.stationItself'],
  ...DEVICE_TYPES.filter((t) => t.eventFilter).map((t) => [t.code, t.nameKey] as const),
];

/** A moment on the station's clock, written as the reader's language writes dates, with its offset where it differs. */
export function stationTime(
  ms: number | null,
  timeZone: string | undefined,
  locale: string,
  precision: DatePrecision = 'second',
): string {
  if (ms === null) return '—';
  return formatZonedTime(ms, locale, timeZone, precision);
}
