import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * Station-local days: the calendar of each station's own time zone (the day starts at local midnight). The
 * zone rules come from @date-fns/tz (on the runtime's Intl data), not from offsets worked out by hand.
 */

export interface LocalDay {
  /** YYYY-MM-DD in the station's zone. */
  day: string;
  /** Epoch ms of its local midnight, and of the next one (23 or 25 hours later on DST changes). */
  start: number;
  end: number;
}

/** Whether the runtime knows a zone by that name (a stored `Mars/Base` would break every day boundary). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, ms (positive east of Greenwich). */
export function zoneOffset(zone: string, t: number): number {
  return tzOffset(zone, new Date(t)) * 60_000;
}

/** The local midnight starting a calendar date in a zone (a DST change near midnight included). */
export function localMidnight(zone: string, day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new TZDate(y, m - 1, d, zone).getTime();
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Remembers the current day of each zone, so the hot path avoids Intl for all but the first call of a day. */
export class StationCalendar {
  private readonly current = new Map<string, LocalDay>();

  dayOf(zone: string, t: number): LocalDay {
    const cached = this.current.get(zone);
    if (cached && t >= cached.start && t < cached.end) return cached;
    const local = new Date(t + zoneOffset(zone, t)).toISOString().slice(0, 10);
    const found = { day: local, start: localMidnight(zone, local), end: localMidnight(zone, addDays(local, 1)) };
    // Keep the newest day: ingest mostly moves forward; late samples look their day up without evicting it.
    if (!cached || found.start > cached.start) this.current.set(zone, found);
    return found;
  }

  /** Minutes after local midnight. */
  minuteOfDay(zone: string, t: number): number {
    return (t - this.dayOf(zone, t).start) / 60_000;
  }
}
