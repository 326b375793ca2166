import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Paging of the portal's lists (spec-digest 000 §7: `pageNum` counts from 1, `pageSize` rows a page), declared once:
 * the request properties (in shared/contracts/paging.ts, for the contracts), the page a request asks for, and
 * that page's rows. Each list keeps its own largest page and default size (`PageLimits` beside its route), since
 * a screen of notices and a spreadsheet-sized event list want different ones.
 */

export { pagingProperties, type PageLimits } from '../../shared/contracts/paging';

/** The page a request asks for: `pageNum` from 1, of `pageSize` rows. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** Limits a query to the page asked for, in a query's chain: `.orderBy(...).$call(onePage(paging))`. */
export function onePage({ pageNum, pageSize }: PageRequest) {
  return <DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> =>
    query.limit(pageSize).offset((pageNum - 1) * pageSize);
}

/** How many rows the query finds: a list's total, counted before paging (PostgreSQL counts in bigint, hence Number). */
export async function countRows<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const counted = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  // A generic query's row type does not resolve its columns: the one selected here is read by name.
  return Number((counted as unknown as { total: number | string }).total);
}
