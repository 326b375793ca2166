/** Station-local days: the calendar of each station's own time zone (the day starts at local midnight). */

export interface LocalDay {
  /** YYYY-MM-DD in the station's zone. */
  day: string;
  /** Epoch ms of its local midnight, and of the next one (23 or 25 hours later on DST changes). */
  start: number;
  end: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, ms (positive east of Greenwich). */
export function zoneOffset(zone: string, t: number): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(t))
      .map((p) => [p.type, p.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The local midnight starting a calendar date in a zone. */
export function localMidnight(zone: string, day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const guess = Date.UTC(y, m - 1, d);
  // Two passes settle the offset even when it changes near midnight.
  let t = guess - zoneOffset(zone, guess);
  t = guess - zoneOffset(zone, t);
  return t;
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
