import type { StationFacts } from '../telemetry/pointRegistry';
import type { QuotaCatalogue } from './catalogue';
import type { QuotaValues } from './quotaDay';
import { periodOf, type QuotaService, type StoredDay } from './quotaService';
import { rollUp } from './rollup';
import { currencyOf } from './currency';
import type { GridRow, QuotaGrid, Period } from '../../shared/quotaDto';

export type { GridRow, QuotaGrid, Period };

/** First and last day of a period written `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
export function periodDays(period: Period, date: string): { from: string; to: string } {
  if (period === 'day') return { from: date, to: date };
  if (period === 'month') {
    const [y, m] = date.split('-').map(Number) as [number, number];
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { from: `${date}-01`, to: `${date}-${String(last).padStart(2, '0')}` };
  }
  return { from: `${date}-01-01`, to: `${date}-12-31` };
}

/**
 * The quota grid of one or several stations of one type over a year, a month or a day. One station's
 * month lists its days, its year its months; several stations are a row each. The total rolls up the same
 * days the rows hold, so an energy's total is the sum of its rows.
 */
export async function quotaAnalysisGrid(
  quotas: QuotaService,
  catalogue: QuotaCatalogue,
  stations: StationFacts[],
  period: Period,
  date: string,
  now = Date.now(),
): Promise<QuotaGrid> {
  const { from, to } = periodDays(period, date);
  const base = { catalogue: catalogue.id, period, date, groups: catalogue.groups, currency: sameCurrency(stations) };
  if (stations.length === 1 && period !== 'day') {
    const station = stations[0]!;
    const days = await quotas.days(catalogue, station, from, to, now);
    const rows =
      period === 'month'
        ? days.map((d) => ({ key: d.day, day: d.day, values: d.values }))
        : monthsOf(days).map(([month, list]) => ({ key: month, values: quotas.rollDays(catalogue, station, list) }));
    return { ...base, rowKind: period === 'month' ? 'day' : 'month', rows, total: quotas.rollDays(catalogue, station, days) };
  }
  const perStation: { station: StationFacts; days: StoredDay[]; values: QuotaValues }[] = [];
  for (const station of stations) {
    const days = await quotas.days(catalogue, station, from, to, now);
    perStation.push({ station, days, values: quotas.rollDays(catalogue, station, days) });
  }
  const rows: GridRow[] = perStation.map(({ station, values }) => ({
    key: String(station.psId),
    psId: station.psId,
    psName: station.psName,
    ...(period === 'day' ? { day: date } : {}),
    values,
  }));
  // The period's length is each station's, not their sum: the longest any of them covered.
  const longest = perStation.reduce((best, s) => (s.days.length > best.length ? s.days : best), [] as StoredDay[]);
  const total = rollUp(
    catalogue,
    perStation.filter((s) => s.days.length).map((s) => s.values),
    periodOf(
      perStation.filter((s) => s.days.length).map((s) => s.station),
      longest,
    ),
  );
  return { ...base, rowKind: 'station', rows, total };
}

function monthsOf(days: StoredDay[]): [string, StoredDay[]][] {
  const months = new Map<string, StoredDay[]>();
  for (const d of days) {
    const month = d.day.slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), d]);
  }
  return [...months];
}

export function sameCurrency(stations: StationFacts[]): string | null {
  const all = new Set(stations.map(currencyOf));
  return all.size === 1 ? [...all][0]! : null;
}
