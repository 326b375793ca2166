import type { Intent } from '@blueprintjs/core';
import type { DatePrecision } from '../../shared/dates';
import { formatZonedTime } from '../../shared/zonedTime';

/** Event levels (spec-digest 001: normal, warning, common fault, serious fault) as colours: the same on every screen. */
export const LEVEL_INTENT: Record<number, Intent> = { 0: 'none', 1: 'primary', 2: 'warning', 3: 'danger' };

/** Device types an event can come from, in the order the filter offers them (names: dict.equip_type). */
export const EVENT_DEVICE_TYPES = ['PS', 'JZNBQ', 'ZCNBQ', 'GCNBQ', 'HLX', 'XB', 'DB', 'QXZ', 'PCS', 'BC', 'FJ'];

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
