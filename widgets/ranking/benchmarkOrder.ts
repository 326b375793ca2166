/** The figures of a benchmark column: which cells are best and worst, and the order of the rows. */

export type Better = 'high' | 'low';
export type Mark = 'best' | 'worst' | null;

function numberAt(row: unknown, field: string): number | null {
  const v = (row as Record<string, unknown> | null)?.[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

export interface Extremes {
  best: number | null;
  worst: number | null;
}

/**
 * Best and worst of a column among the rows that have a number. Ties share the mark, but a value most rows share
 * is no news (every wind farm at 100 % availability): it is marked only while at most half the rows hold it. A
 * column whose figures are all equal or that has fewer than two figures marks nothing.
 */
export function columnExtremes(rows: readonly unknown[], field: string, better: Better): Extremes | null {
  const values = rows.map((r) => numberAt(r, field)).filter((v): v is number => v !== null);
  if (values.length < 2) return null;
  const max = Math.max(...values);
  const min = Math.min(...values);
  if (max === min) return null;
  const few = (v: number) => values.filter((x) => x === v).length <= values.length / 2;
  const [best, worst] = better === 'high' ? [max, min] : [min, max];
  return { best: few(best) ? best : null, worst: few(worst) ? worst : null };
}

export function markOf(row: unknown, field: string, extremes: Extremes | null): Mark {
  if (!extremes) return null;
  const v = numberAt(row, field);
  if (v === null) return null;
  if (v === extremes.best) return 'best';
  if (v === extremes.worst) return 'worst';
  return null;
}

export interface SortOrder {
  field: string;
  descending: boolean;
}

/** Rows sorted by a field; numbers by value, texts alphabetically, rows without a figure always last. */
export function sortRows<T>(rows: readonly T[], order: SortOrder | null, locale?: string): T[] {
  if (!order) return [...rows];
  const sign = order.descending ? -1 : 1;
  const valueOf = (row: T) => (row as Record<string, unknown> | null)?.[order.field];
  return [...rows].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    const missingX = x === null || x === undefined;
    const missingY = y === null || y === undefined;
    if (missingX || missingY) return Number(missingX) - Number(missingY);
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * String(x).localeCompare(String(y), locale);
  });
}

/** The order after a click on a column heading: the same column flips, another starts with its best end. */
export function nextOrder(current: SortOrder | null, field: string, better: Better | undefined): SortOrder {
  if (current?.field === field) return { field, descending: !current.descending };
  return { field, descending: better !== 'low' && better !== undefined };
}
