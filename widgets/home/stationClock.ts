import { StationCalendar, zoneOffset } from '../../shared/stationDay';
import { offsetLabel } from '../../shared/zonedTime';

/** The station's today as the event list filters it: local midnight to the next (epoch ms). */
export interface StationDay {
  day: string;
  beginTime: number;
  endTime: number;
}

// The same calendar the server keeps its station days with, so "today" means the same on both sides.
const calendar = new StationCalendar();

/** A zone the browser knows: the station's, else the browser's own (a mistyped zone must not blank the home). */
export function usableZone(timeZone: unknown): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (typeof timeZone !== 'string' || !timeZone) return own;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return timeZone;
  } catch {
    return own;
  }
}

export function stationDay(timeZone: string, now = Date.now()): StationDay {
  const local = calendar.dayOf(timeZone, now);
  return { day: local.day, beginTime: local.start, endTime: local.end };
}

/** The station's wall clock: `yyyy-MM-dd HH:mm` and its offset from UTC (`UTC+8`, `UTC+5:30`). */
export function stationClock(timeZone: string, now = Date.now()): { time: string; offset: string } {
  const shifted = new Date(now + zoneOffset(timeZone, now)).toISOString();
  return { time: `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`, offset: offsetLabel(timeZone, now) };
}
