import writeXlsxFile from 'write-excel-file/node';
import type { TFunction } from 'i18next';
import { guardFormula } from '../entities/spreadsheet';
import type { QuotaGrid } from './quotaAnalysisGrid';
import { quotaShown, quotaUnitIn } from '../../shared/quotaUnits';

/**
 * The grid as an .xlsx: a band row of groups, a header row of localized quota names with their units, the
 * rows and the total. Every quota is there, also those the grid hides; numbers keep their decimals as a
 * cell format, text a spreadsheet would run as a formula leaves quoted.
 */
export async function gridWorkbook(grid: QuotaGrid, t: TFunction, language: string): Promise<Buffer> {
  // The reader's unit: a 万kWh quota is in MWh outside Chinese, as on the screen.
  const quotas = grid.groups.flatMap((g) =>
    g.quotas.map((q) => ({ ...q, groupLabel: g.label, view: quotaUnitIn(q.unit, q.fixed, language) })),
  );
  const unit = (u: string) => (u === 'currency' ? (grid.currency ?? t('quotaUnit.currency')) : t(`quotaUnit.${u}`));
  const first = t(grid.rowKind === 'station' ? 'quota.station' : grid.rowKind === 'month' ? 'quota.month' : 'quota.day');
  const bold = (value: string) => ({ value: guardFormula(value), fontWeight: 'bold' as const });
  const bands = [
    bold(''),
    ...quotas.map((q, i) => bold(i === 0 || quotas[i - 1]!.groupLabel !== q.groupLabel ? t(q.groupLabel) : '')),
  ];
  const header = [bold(first), ...quotas.map((q) => bold(`${t(q.quotaName)} (${unit(q.view.unit)})`))];
  const line = (label: string, values: Record<string, number | null>, weight?: 'bold') => [
    { value: guardFormula(label), ...(weight ? { fontWeight: weight } : {}) },
    ...quotas.map((q) => {
      const v = quotaShown(values[q.quotaCode], q.view);
      if (v === null) return null;
      const f = 10 ** q.view.fixed;
      return {
        value: Math.round(v * f) / f,
        format: q.view.fixed ? `0.${'0'.repeat(q.view.fixed)}` : '0',
        ...(weight ? { fontWeight: weight } : {}),
      };
    }),
  ];
  const data = [
    bands,
    header,
    ...grid.rows.map((r) => line(r.psName ?? r.key, r.values)),
    line(t('quota.total'), grid.total, 'bold'),
  ];
  return writeXlsxFile(data as never, { columns: [{ width: 24 }, ...quotas.map(() => ({ width: 16 }))] } as never).toBuffer();
}
