import type { Quality } from '../shared/stationLive';
import { PERIOD_MS } from './pollingStore';
import { getPath } from './path';

/**
 * How far a shown value can be trusted, decided here once for every widget (docs/architecture.md, How live a value is: good, stale after two
 * periods, interrupted after three). Only what is not live is reported: `null` means show it as it is.
 */
export interface Freshness {
  quality: Exclude<Quality, 'good'>;
  /** When the value was measured (or last answered), epoch ms; null when unknown. */
  time: number | null;
}

const RANK: Record<Quality, number> = { good: 0, stale: 1, interrupted: 2 };

/** The less trustworthy of two; between equals, the older time (the age an operator must know). */
export function worse(a: Freshness | null, b: Freshness | null): Freshness | null {
  if (!a || !b) return a ?? b;
  if (RANK[a.quality] !== RANK[b.quality]) return RANK[a.quality] > RANK[b.quality] ? a : b;
  return (a.time ?? Infinity) <= (b.time ?? Infinity) ? a : b;
}

/**
 * The freshness a value carries itself: the server marks a reading (`{value, time, quality}`) and anything
 * read from devices together (a point, a station's figures, a turbine) with `quality` and `time`.
 */
export function freshnessOf(value: unknown): Freshness | null {
  if (!value || typeof value !== 'object') return null;
  const { quality, time } = value as { quality?: unknown; time?: unknown };
  if (quality !== 'stale' && quality !== 'interrupted') return null;
  return { quality, time: typeof time === 'number' ? time : null };
}

/** The worst freshness along a path: an object's mark covers every value inside it (`data.home` → `data.home.acPower`). */
export function freshnessAlong(root: unknown, path: string): Freshness | null {
  const steps = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  let found: Freshness | null = null;
  for (let i = 1; i <= steps.length; i++) found = worse(found, freshnessOf(getPath(root, steps.slice(0, i).join('.'))));
  return found;
}

/** The paths a written prop looks up: `"${data.home.acPower | power} kW"` → `["data.home.acPower"]`. */
export function boundPaths(written: unknown): string[] {
  if (typeof written !== 'string') return [];
  return [...written.matchAll(/\$\{([^}|]+)/g)].map((m) => m[1]!.trim());
}

/**
 * The freshness of a polled answer as the browser sees it: when the server stops answering, the page keeps
 * the last answer, which ages by the same rule as a device's reading.
 */
export function answerFreshness(answeredAt: number | null, poll: keyof typeof PERIOD_MS | 'none', now: number): Freshness | null {
  if (answeredAt === null || poll === 'none') return null;
  const age = now - answeredAt;
  const period = PERIOD_MS[poll];
  if (age <= 2 * period) return null;
  return { quality: age <= 3 * period ? 'stale' : 'interrupted', time: answeredAt };
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "12 minutes ago" in the reader's language, from the browser's own wording. */
export function ageText(time: number, now: number, locale: string): string {
  const minutes = Math.max(0, Math.round((now - time) / 60_000));
  // Kept per language: a page of dimmed values asks for many ages at once.
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  if (minutes < 60) return format.format(-minutes, 'minute');
  if (minutes < 48 * 60) return format.format(-Math.round(minutes / 60), 'hour');
  return format.format(-Math.round(minutes / 1440), 'day');
}
