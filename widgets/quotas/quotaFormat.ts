import type { TFunction } from 'i18next';
import { formatFixed } from '../../shared/formatters';
import { quotaShown, quotaUnitIn, type QuotaUnitView } from '../../shared/quotaUnits';
import type { QuotaGrid } from '../../api/quotas';

/** How a quota column is shown to this reader: its unit, the factor from the stored value, its decimals. */
export const quotaView = (q: { unit: string; fixed: number }, locale: string): QuotaUnitView =>
  quotaUnitIn(q.unit, q.fixed, locale);

/** A quota value in the reader's unit with its decimals in the reader's locale; a dash where there is none. */
export function formatQuota(value: number | null | undefined, view: QuotaUnitView, locale: string): string {
  const shown = quotaShown(value, view);
  return shown === null ? '—' : formatFixed(shown, view.fixed, locale);
}

/** A unit's text; money is in the stations' currency. */
export function unitText(t: TFunction, unit: string, currency: string | null): string {
  return unit === 'currency' ? (currency ?? t('quotaUnit.currency')) : t(`quotaUnit.${unit}`);
}

/** The first column: a station's name, a month (2026-11) or a day (11-24) as the locale writes it. */
export function rowLabel(kind: QuotaGrid['rowKind'], row: QuotaGrid['rows'][number], locale: string): string {
  if (kind === 'station') return row.psName ?? row.key;
  const [y, m, d] = row.key.split('-').map(Number) as [number, number, number | undefined];
  const date = new Date(Date.UTC(y, m - 1, d ?? 1));
  const format =
    kind === 'month'
      ? new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', timeZone: 'UTC' })
      : new Intl.DateTimeFormat(locale, { month: '2-digit', day: '2-digit', weekday: 'short', timeZone: 'UTC' });
  return format.format(date);
}
