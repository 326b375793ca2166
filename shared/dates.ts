/**
 * Dates and times in one format per language, the same on every screen and export (docs/formats.md):
 *
 *   zh  2026-11-25 14:03:05      en  25 Nov 2026 14:03:05     de  25.11.2026 14:03:05
 *   da  25.11.2026 14.03.05      es  25/11/2026 14:03:05      pl  25.11.2026 14:03:05
 *
 * Built from an `Intl.DateTimeFormat`'s parts, so a time zone (a station's local time) is honoured, and the
 * pattern is ours, not the browser's: Chrome and Node differ in the commas and "at"s they put between.
 */

export type DatePrecision = 'second' | 'minute' | 'date' | 'time' | 'timeMinute';

interface Parts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Each language's date and its time separator. */
const PATTERNS: Record<string, { date: (p: Parts) => string; timeSep: string }> = {
  zh: { date: (p) => `${p.year}-${p.month}-${p.day}`, timeSep: ':' },
  en: { date: (p) => `${Number(p.day)} ${MONTHS_EN[Number(p.month) - 1]} ${p.year}`, timeSep: ':' },
  de: { date: (p) => `${p.day}.${p.month}.${p.year}`, timeSep: ':' },
  da: { date: (p) => `${p.day}.${p.month}.${p.year}`, timeSep: '.' },
  es: { date: (p) => `${p.day}/${p.month}/${p.year}`, timeSep: ':' },
  pl: { date: (p) => `${p.day}.${p.month}.${p.year}`, timeSep: ':' },
};

const partFormats = new Map<string, Intl.DateTimeFormat>();

/** One numeric parts format per time zone, kept: building one costs far more than using it. */
function partsFormat(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = partFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    partFormats.set(key, format);
  }
  return format;
}

/** Milliseconds of a timestamp, an ISO text or a 10-digit count of seconds (spec-digest 000 §9); NaN otherwise. */
export function toMillis(value: number | string | Date): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value < 1e11 ? value * 1000 : value;
  return /^\d+$/.test(value) ? toMillis(Number(value)) : Date.parse(value);
}

function partsOf(ms: number, timeZone: string | undefined): Parts {
  const out: Record<string, string> = {};
  for (const p of partsFormat(timeZone).formatToParts(ms)) out[p.type] = p.value;
  return out as unknown as Parts;
}

/** The pattern of a language (zh-CN is zh); unknown languages write as English does. */
function patternOf(locale: string | undefined) {
  const lang = (locale ?? 'zh').toLowerCase().split(/[-_]/)[0]!;
  return PATTERNS[lang] ?? PATTERNS.en!;
}

/**
 * A moment as the reader's language writes it: date and time to the second (default), to the minute, the
 * date or the time alone. In the browser's zone unless a zone is given; what does not parse is shown as it came.
 */
export function formatDateTime(
  value: number | string | Date,
  locale: string | undefined,
  precision: DatePrecision = 'second',
  timeZone?: string,
): string {
  const ms = toMillis(value);
  if (!Number.isFinite(ms)) return String(value);
  const p = partsOf(ms, timeZone);
  const pattern = patternOf(locale);
  const s = pattern.timeSep;
  const time =
    precision === 'minute' || precision === 'timeMinute' ? `${p.hour}${s}${p.minute}` : `${p.hour}${s}${p.minute}${s}${p.second}`;
  if (precision === 'date') return pattern.date(p);
  if (precision === 'time' || precision === 'timeMinute') return time;
  return `${pattern.date(p)} ${time}`;
}

/** A calendar day (yyyy-MM-dd) as the reader's language writes it: 2026-11-25, 25 Nov 2026, 25.11.2026, ... */
export function formatDay(day: string, locale: string | undefined): string {
  const [year, month, dd] = day.split('-');
  if (!year || !month || !dd) return day;
  return patternOf(locale).date({ year, month, day: dd, hour: '', minute: '', second: '' });
}

/** How each language orders a typed day's numbers: year-month-day, or day and month before the year. */
const DAY_TEXT: Record<string, RegExp> = {
  zh: /^(?<year>\d{4})\s*[-/.年]\s*(?<month>\d{1,2})\s*[-/.月]\s*(?<day>\d{1,2})\s*日?$/,
  en: /^(?<day>\d{1,2})\s+(?<month>[a-z]{3})[a-z]*\.?,?\s+(?<year>\d{4})$/i,
  de: /^(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?<year>\d{4})$/,
  da: /^(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?<year>\d{4})$/,
  es: /^(?<day>\d{1,2})\/(?<month>\d{1,2})\/(?<year>\d{4})$/,
  pl: /^(?<day>\d{1,2})\.(?<month>\d{1,2})\.(?<year>\d{4})$/,
};

/**
 * The day (yyyy-MM-dd) a reader typed in his language's format (formatDay's, with one-digit days and months
 * allowed, and English months by their first three letters); null when it is no such day (31.02.2026).
 */
export function parseDay(text: string, locale: string | undefined): string | null {
  const lang = (locale ?? 'zh').toLowerCase().split(/[-_]/)[0]!;
  const match = (DAY_TEXT[lang] ?? DAY_TEXT.en!).exec(text.trim());
  if (!match?.groups) return null;
  const { year, month, day } = match.groups as { year: string; month: string; day: string };
  const monthNumber = /^\d+$/.test(month)
    ? Number(month)
    : MONTHS_EN.findIndex((m) => m.toLowerCase() === month.toLowerCase()) + 1;
  const date = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
  if (monthNumber < 1 || date.getUTCMonth() !== monthNumber - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}
