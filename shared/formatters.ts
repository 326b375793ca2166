import i18next from 'i18next';
import { formatDateTime, type DatePrecision } from './dates';
import { formatZonedTime } from './zonedTime';

/** Unit rules of spec-digest 000 §9: kW/kWh with 2 decimals, MW/MWh with 3, ten-thousand units with 4 (energy: 2). */

export interface Scaled {
  value: number;
  unit: string;
  /** Decimals the unit is shown with. */
  digits: number;
}

/** Power in kW below 1000, else MW. */
export function scalePower(kw: number): Scaled {
  return Math.abs(kw) >= 1000 ? { value: kw / 1000, unit: 'MW', digits: 3 } : { value: kw, unit: 'kW', digits: 2 };
}

/** The wire and internal id of the spec's ten-thousand-kWh unit; `unitText` writes it as the reader's language does. */
export const TEN_THOUSAND_KWH = '10k kWh';

/** Chinese readers count energy in 万 (ten thousand); every other language in powers of a thousand. */
function countsInTenThousands(locale: string | undefined): boolean {
  return locale === undefined || locale.toLowerCase().startsWith('zh');
}

/**
 * Energy in the unit a reader expects. Chinese (and the server, which formats without a reader): kWh below
 * 1000, MWh below 10000, then 万kWh with 2 decimals (spec-digest 000 §9). Every other language: kWh below 1000,
 * MWh below 1,000,000 kWh, then GWh, with 3 decimals; "10k kWh" is no unit an English reader knows.
 */
export function scaleEnergy(kwh: number, locale?: string): Scaled {
  const a = Math.abs(kwh);
  if (a < 1000) return { value: kwh, unit: 'kWh', digits: 2 };
  if (countsInTenThousands(locale)) {
    if (a < 10000) return { value: kwh / 1000, unit: 'MWh', digits: 3 };
    return { value: kwh / 10000, unit: TEN_THOUSAND_KWH, digits: 2 };
  }
  if (a < 1e6) return { value: kwh / 1000, unit: 'MWh', digits: 3 };
  return { value: kwh / 1e6, unit: 'GWh', digits: 3 };
}

/** kWh in one energy unit this module writes (kWh, MWh, GWh, ten thousand kWh); unknown units are kWh. */
const KWH_PER_UNIT: Record<string, number> = { kWh: 1, MWh: 1000, GWh: 1e6, [TEN_THOUSAND_KWH]: 1e4, 万kWh: 1e4 };

/** An energy the server scaled (value and unit as the spec's API sends them) again in the reader's unit. */
export function formatEnergyIn(value: number, unit: string, locale?: string): string {
  return formatEnergy(value * (KWH_PER_UNIT[unit] ?? 1), locale);
}

/** A unit as the reader's language writes it: ten thousand kWh is 万kWh, a unit only Chinese readers are given. */
export function unitText(unit: string, locale?: string): string {
  if (unit !== TEN_THOUSAND_KWH) return unit;
  if (locale !== undefined && countsInTenThousands(locale)) return '万kWh';
  const key = 'quotaUnit.tenThousandKwh';
  // The server formats without the catalogues loaded: the unit as the spec writes it.
  return i18next.isInitialized && i18next.exists(key, { lng: locale }) ? i18next.t(key, { lng: locale }) : unit;
}

/** Decimals a unit is shown with: 2 for k-units and ten-thousand energy, 3 for M- and G-units. */
export function unitDigits(unit: string): number {
  return /^[MG]/.test(unit) ? 3 : 2;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * One `Intl.NumberFormat` per language and decimals, kept: building one (what `toLocaleString` does on every
 * call) costs a hundred times more than formatting with it, and a poll formats thousands of figures.
 */
export function numberFormat(locale: string | undefined, minDigits: number, maxDigits: number): Intl.NumberFormat {
  const key = `${String(locale)}|${minDigits}|${maxDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: minDigits, maximumFractionDigits: maxDigits });
    numberFormats.set(key, format);
  }
  return format;
}

export function formatScaled(s: Scaled, locale?: string): string {
  return `${numberFormat(locale, s.digits, s.digits).format(s.value)} ${unitText(s.unit, locale)}`;
}

export const formatPower = (kw: number, locale?: string) => formatScaled(scalePower(kw), locale);
export const formatEnergy = (kwh: number, locale?: string) => formatScaled(scaleEnergy(kwh, locale), locale);

/** A capacity in its own unit (kWp for PV, kW otherwise, kWh for batteries), scaled to M from 1000. */
export function formatCapacity(value: number, unit: 'kWp' | 'kW' | 'kWh', locale?: string): string {
  if (Math.abs(value) >= 1000) {
    const mega = unit.replace(/^k/, 'M');
    return `${numberFormat(locale, 0, 3).format(value / 1000)} ${mega}`;
  }
  return `${numberFormat(locale, 0, 2).format(value)} ${unit}`;
}

/** A number with a fixed count of decimals. */
export function formatFixed(value: number, digits: number, locale?: string): string {
  return numberFormat(locale, digits, digits).format(value);
}

/** A share in per cent (the value is already in %). */
export function formatPercent(value: number, locale?: string, digits = 1): string {
  return `${formatFixed(value, digits, locale)} %`;
}

/** The precision a spec-style pattern asks for; the reader's language decides how it is written (shared/dates.ts). */
const PRECISIONS: Record<string, DatePrecision> = {
  'yyyy-MM-dd HH:mm:ss': 'second',
  'yyyy-MM-dd HH:mm': 'minute',
  'yyyy-MM-dd': 'date',
  'HH:mm:ss': 'time',
  'HH:mm': 'timeMinute',
};

/**
 * A moment in the reader's language (one format per language, docs/formats.md) at the precision of a spec
 * pattern: date and time to the second by default (spec-digest 000 §9); 10-digit numbers are seconds.
 */
export function formatDate(value: number | string, pattern = 'yyyy-MM-dd HH:mm:ss', locale?: string): string {
  const language = locale ?? (i18next.isInitialized ? i18next.language : undefined);
  return formatDateTime(value, language, PRECISIONS[pattern] ?? 'second');
}

/** Browsers and systems a sign-in history names, in the order their marks must be tested (Edge says Chrome too). */
const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome 131 · Linux" from a user agent, so a user recognises his own sign-ins; the raw text when unknown. */
export function browserOf(userAgent: string): string {
  const browser = BROWSERS.map(([re, name]) => [re.exec(userAgent), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (!browser) return userAgent.slice(0, 60) || '—';
  return [`${browser[1]} ${browser[0]![1]}`, system].filter(Boolean).join(' · ');
}

/** Named formatters a binding can pipe through: `${x | power}`, `${x | fixed:2}`, `${x | label:events.level}`. */
export const FORMATTERS: Record<string, (value: unknown, arg: string | undefined, locale: string) => string> = {
  power: (v, _a, l) => (typeof v === 'number' ? formatPower(v, l) : '—'),
  energy: (v, _a, l) => (typeof v === 'number' ? formatEnergy(v, l) : '—'),
  fixed: (v, a, l) => (typeof v === 'number' ? formatFixed(v, Number(a ?? 2), l) : '—'),
  percent: (v, a, l) => (typeof v === 'number' ? formatPercent(v, l, Number(a ?? 1)) : '—'),
  label: (v, a) => (v === null || v === undefined ? '—' : i18next.t(`${a}.${String(v)}`)),
  date: (v, a, l) => (typeof v === 'number' || typeof v === 'string' ? formatDate(v, a ?? 'yyyy-MM-dd HH:mm:ss', l) : '—'),
  /** `${item | stationTime:eventTime}`: a row's time on its station's clock (`item.timeZone`, docs/formats.md). */
  stationTime: (v, a, l) => {
    const row = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
    const at = row[a ?? 'eventTime'];
    return typeof at === 'number' ? formatZonedTime(at, l, typeof row.timeZone === 'string' ? row.timeZone : null) : '—';
  },
  browser: (v) => (typeof v === 'string' ? browserOf(v) : '—'),
  /** `${x | is:JZNBQ}`: "true" when the value is that text, "" otherwise (for `visibleOn`). */
  is: (v, a) => (String(v) === a ? 'true' : ''),
  /** `${x | pick:JZNBQ=hlxTotalCurve,nbqDciCurve}`: the text for the value, or the last item without "=". */
  pick: (v, a) => pickText(String(v), a ?? ''),
};

/** The choice of a `pick` list for a value: `A=x,B=y,fallback`. */
export function pickText(value: string, choices: string): string {
  const items = choices.split(',');
  const hit = items.find((c) => c.split('=')[0] === value && c.includes('='));
  return hit ? hit.slice(hit.indexOf('=') + 1) : (items.find((c) => !c.includes('=')) ?? '');
}
