import { formatDateTime, toMillis, type DatePrecision } from './dates';
import { isTimeZone, zoneOffset } from './stationDay';

/**
 * Which clock a time is on (docs/formats.md, "Dates and times"). A time that belongs to a station (an event, a
 * remote action, a reading, a station's to-do) is on the station's clock; where the station's offset from UTC at
 * that instant differs from the reader's, it carries the offset ("13:08:59 UTC+1"), so a Berlin row and a
 * Shenzhen row never read as if on one clock. Everything else is on the reader's clock and carries nothing.
 *
 * The mark is our own "UTC±h[:mm]", not Intl's zone names: abbreviations such as "CET" exist in English only,
 * and `shortOffset` writes "GMT+1" or "UTC+1" depending on language and runtime.
 */

/** The reader's zone: the browser's. (On the server nobody reads in the process' zone: exports pass `null`.) */
export function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A zone's offset from UTC at an instant as "UTC+8", "UTC+5:30", "UTC-3", or "UTC" itself. */
export function offsetLabel(zone: string, ms: number): string {
  const minutes = Math.round(zoneOffset(zone, ms) / 60_000);
  if (minutes === 0) return 'UTC';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${minutes < 0 ? '-' : '+'}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** Whether two zones' clocks read alike at an instant (Europe/Berlin and Europe/Paris do, in winter and summer). */
export function sameClock(a: string, b: string, ms: number): boolean {
  return a === b || zoneOffset(a, ms) === zoneOffset(b, ms);
}

const known = new Map<string, boolean>();

/** A stored zone the runtime does not know (a mistyped `Mars/Base`) is read as UTC and marked, never thrown on. */
function usable(zone: string): string {
  let ok = known.get(zone);
  if (ok === undefined) known.set(zone, (ok = isTimeZone(zone)));
  return ok ? zone : 'UTC';
}

/**
 * A moment on a zone's clock (a station's), in the reader's date format, with the zone's offset where the reader's
 * clock differs at that instant. No zone (an item of no station) is the reader's clock. `reader` null means a
 * reader of unknown zone (an export): always marked. A date alone is the station's day and carries no mark; what
 * does not parse is shown as it came.
 */
export function formatZonedTime(
  value: number | string | Date,
  locale: string | undefined,
  zone: string | null | undefined,
  precision: DatePrecision = 'second',
  reader: string | null = readerZone(),
): string {
  const ms = toMillis(value);
  if (!Number.isFinite(ms)) return String(value);
  const clock = zone === null || zone === undefined ? (reader ?? 'UTC') : usable(zone);
  const text = formatDateTime(ms, locale, precision, clock);
  if (precision === 'date' || (reader !== null && sameClock(clock, reader, ms))) return text;
  return `${text} ${offsetLabel(clock, ms)}`;
}
