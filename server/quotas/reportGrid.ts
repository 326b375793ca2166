import type { StationFacts } from '../telemetry/pointRegistry';
import type { QuotaCatalogue } from './catalogue';
import type { QuotaValues } from './quotaDay';
import { periodOf, type QuotaService, type StoredDay } from './quotaService';
import { rollUp } from './rollup';
import { periodDays, sameCurrency, type QuotaGrid, type Period } from './quotaAnalysisGrid';

/**
 * A report: the selected stations together, a row per day of a month or per month of a year (one row for
 * a day), each the stations' days rolled up; and the rows again as one series per quota for the chart.
 */
export async function reportGrid(
  quotas: QuotaService,
  catalogue: QuotaCatalogue,
  stations: StationFacts[],
  period: Period,
  date: string,
  now = Date.now(),
): Promise<QuotaGrid & { categories: string[]; columns: Record<string, (number | null)[]> }> {
  const { from, to } = periodDays(period, date);
  const all: { station: StationFacts; day: StoredDay }[] = [];
  for (const station of stations)
    for (const day of await quotas.days(catalogue, station, from, to, now)) all.push({ station, day });
  const keyOf = (day: string) => (period === 'year' ? day.slice(0, 7) : day);
  const groups = new Map<string, typeof all>();
  for (const part of all) {
    const key = keyOf(part.day.day);
    groups.set(key, [...(groups.get(key) ?? []), part]);
  }
  const rollParts = (parts: typeof all): QuotaValues => {
    const owners = [...new Set(parts.map((p) => p.station))];
    // The period's length is one station's: the longest any of them covered.
    const lengths = owners.map((s) => parts.filter((p) => p.station === s).map((p) => p.day));
    const longest = lengths.reduce((best, days) => (days.length > best.length ? days : best), [] as StoredDay[]);
    return rollUp(
      catalogue,
      parts.map((p) => p.day.values),
      periodOf(owners, longest),
    );
  };
  const rows = [...groups].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, parts]) => ({ key, values: rollParts(parts) }));
  const codes = catalogue.order.map((q) => q.quotaCode);
  return {
    catalogue: catalogue.id,
    period,
    date,
    rowKind: period === 'year' ? 'month' : 'day',
    groups: catalogue.groups,
    rows,
    total: rollParts(all),
    currency: sameCurrency(stations),
    categories: rows.map((r) => r.key),
    columns: Object.fromEntries(codes.map((code) => [code, rows.map((r) => r.values[code] ?? null)])),
  };
}
