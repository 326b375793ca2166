/** One match of the search: on which page, and which of that page's matches it is. */
export interface PdfMatch {
  page: number;
  indexOnPage: number;
}

/** How often `query` occurs in `text`, without regard to case; the query is literal text. */
export function occurrences(text: string, query: string): number {
  const needle = query.toLocaleLowerCase();
  if (!needle) return 0;
  const hay = text.toLocaleLowerCase();
  let count = 0;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) count++;
  return count;
}

/** Every match in page order, from each page's text items. */
export function findMatches(pages: string[][], query: string): PdfMatch[] {
  const matches: PdfMatch[] = [];
  pages.forEach((items, i) => {
    const n = items.reduce((sum, item) => sum + occurrences(item, query), 0);
    for (let k = 0; k < n; k++) matches.push({ page: i + 1, indexOnPage: k });
  });
  return matches;
}
