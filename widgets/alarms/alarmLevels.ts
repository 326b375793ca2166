import type { Intent } from '@blueprintjs/core';
import { formatDateTime, type DatePrecision } from '../../shared/dates';

/** Event levels (spec 001: normal, warning, common fault, serious fault) as colours: the same on every screen. */
export const LEVEL_INTENT: Record<number, Intent> = { 0: 'none', 1: 'primary', 2: 'warning', 3: 'danger' };

/** Device types an event can come from, in the order the filter offers them (names: dict.equip_type). */
export const EVENT_DEVICE_TYPES = ['PS', 'JZNBQ', 'ZCNBQ', 'GCNBQ', 'HLX', 'XB', 'DB', 'QXZ', 'PCS', 'BC', 'FJ'];

/** A moment as the station's local date and time, written as the reader's language writes dates. */
export function stationTime(
  ms: number | null,
  timeZone: string | undefined,
  locale: string,
  precision: DatePrecision = 'second',
): string {
  if (ms === null) return '—';
  return formatDateTime(ms, locale, precision, timeZone);
}
