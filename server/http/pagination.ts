import { sql, type SelectQueryBuilder } from 'kysely';
import { pagingProperties, type PageLimits } from '../../shared/contracts/common';

/**
 * Paging of the portal's lists: the request properties and limits are declared with the contracts
 * (shared/contracts/common.ts); here, the page a request asks for and that page's rows.
 */
export { pagingProperties, type PageLimits };

/** The page a request asks for: `pageNum` from 1, of `pageSize` rows. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** The page a validated request asks for: validation filled in what it left out, with these same limits' defaults. */
export function pageOf(input: { pageNum?: number; pageSize?: number }, limits: PageLimits): PageRequest {
  return { pageNum: input.pageNum ?? 1, pageSize: input.pageSize ?? limits.defaultPageSize };
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
