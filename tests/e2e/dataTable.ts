import type { Locator, Page } from 'playwright-core';

/**
 * The rows a DataTable (Blueprint's Table2) shows, each as its cells' text joined by tabs, top to bottom.
 * Its cells are divs, not `<tr>`s, and a frozen column is drawn twice (under and over the scrolling body):
 * cells are read once each by their row and column, from the `data-row-key` content the table writes.
 * Rows are virtualized, so only those within the table's height are there.
 */
export function tableRows(page: Page, scope: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const cells = new Map<number, Map<number, string>>();
    for (const content of document.querySelectorAll(`${scope} [data-row-key]`)) {
      const cell = content.closest('.bp6-table-cell')!;
      // Blueprint names a cell's place in classes such as `bp6-table-cell-row-3 bp6-table-cell-col-5`.
      const at = (axis: string) =>
        Number(/-cell-(?:row|col)-(\d+)$/.exec([...cell.classList].find((c) => c.includes(`-cell-${axis}-`))!)![1]);
      const row = cells.get(at('row')) ?? new Map<number, string>();
      row.set(at('col'), (content as HTMLElement).innerText.trim());
      cells.set(at('row'), row);
    }
    return [...cells.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, row]) =>
        [...row.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, text]) => text)
          .join('\t'),
      );
  }, scope);
}

/** The cells of the DataTable row that shows `text`, to find that row's buttons. */
export async function tableRow(page: Page, scope: string, text: string): Promise<Locator> {
  const key = await page.locator(`${scope} [data-row-key]`, { hasText: text }).first().getAttribute('data-row-key');
  return page.locator(`${scope} [data-row-key="${key}"]`);
}

/** Scrolls a DataTable's body to its right end, as a user drags its horizontal scroll bar: columns are drawn when in view. */
export async function scrollToRightEnd(page: Page, scope: string) {
  await page.evaluate((scope) => {
    const body = document.querySelector<HTMLElement>(`${scope} .bp6-table-quadrant-main .bp6-table-quadrant-scroll-container`)!;
    body.scrollLeft = body.scrollWidth;
  }, scope);
}
