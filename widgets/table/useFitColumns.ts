import { useState, type RefObject } from 'react';
import type { ColumnKind } from './columnWidth';

/** What a column needs to be measured: its id, its header (a new language measures anew) and its kind. */
export interface FitColumn {
  id: string;
  header: string;
  kind?: ColumnKind;
}

/**
 * Prose (a name, a remark) may end in "…" and be read on hover; everything else (buttons, times, figures,
 * states) must show whole.
 */
const MAY_CUT: Partial<Record<ColumnKind, number>> = { text: 320, code: 200 };

/** No column grows past this by itself (the user may still drag it wider). */
const LARGEST = 720;

/** How far the drawn content of an element reaches past its own box, in whole px (0 when it fits). */
function overflow(element: Element): number {
  // A range measures the content as laid out, to either side: a right-aligned figure spills to the left,
  // where scrollWidth does not count it, and a text cut with "…" still has its whole width. Both sides are
  // measured to the fraction of a pixel: Chromium ends a text in "…" when it is 0.05 px too wide.
  const range = document.createRange();
  range.selectNodeContents(element);
  // A document without layout (jsdom in unit tests) has nothing to measure.
  if (typeof range.getBoundingClientRect !== 'function') return 0;
  const content = range.getBoundingClientRect().width;
  const s = getComputedStyle(element);
  const box =
    element.getBoundingClientRect().width -
    ['paddingLeft', 'paddingRight', 'borderLeftWidth', 'borderRightWidth'].reduce(
      (sum, side) => sum + parseFloat(s[side as 'paddingLeft']),
      0,
    );
  return content > box + 0.01 ? Math.ceil(content - box) : 0;
}

/**
 * Widths measured on the drawn table: after the cells in view are drawn, a column whose header or content
 * does not fit grows by what is missing (a prose column only up to its kind's most). Widths only grow, so
 * the table settles; a column measures anew when its header changes (another language).
 */
export function useFitColumns(
  box: RefObject<HTMLElement | null>,
  columns: FitColumn[],
  widths: number[],
): { fitted: number[]; measure(): void } {
  const [grown, setGrown] = useState<Record<string, number>>({});
  const keyOf = (c: FitColumn) => `${c.id}\u0000${c.header}`;
  const fitted = columns.map((c, i) => Math.max(widths[i]!, grown[keyOf(c)] ?? 0));

  /** Called once the cells in view are drawn (Blueprint's onCompleteRender): grows what does not fit. */
  const measure = () => {
    const table = box.current;
    if (!table) return;
    /** The width the column's drawn cells would need: each one's drawn width plus what its content lacks. */
    const needed = (selector: string, id: string) =>
      Math.max(
        0,
        ...[...table.querySelectorAll<HTMLElement>(`${selector}[data-column]`)]
          .filter((el) => el.dataset.column === id)
          .map((el) => {
            const lack = overflow(el);
            // Measured on the drawn cell, not on the width asked for: Blueprint may not have drawn that yet.
            return lack && (el.closest('.bp6-table-cell, .bp6-table-header')?.getBoundingClientRect().width ?? 0) + lack;
          }),
      );
    const next: Record<string, number> = {};
    columns.forEach((c, i) => {
      const most = MAY_CUT[c.kind ?? 'text'] ?? Infinity;
      // The header always shows whole; prose content only up to the kind's most.
      const wanted = Math.max(
        needed('.portal-data-table-header', c.id),
        Math.min(most, needed('.portal-data-table-content', c.id)),
      );
      // A bound, should some content grow with its cell.
      if (wanted > fitted[i]!) next[keyOf(c)] = Math.min(LARGEST, Math.ceil(wanted) + 2);
    });
    if (Object.keys(next).length) setGrown((g) => ({ ...g, ...next }));
  };

  return { fitted, measure };
}
