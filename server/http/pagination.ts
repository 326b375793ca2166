import { Type } from 'typebox';
import { sql, type SelectQueryBuilder } from 'kysely';

/**
 * Paging of the portal's lists (spec-digest 000 §7: `pageNum` counts from 1, `pageSize` rows a page), declared once:
 * the request properties, the page a request asks for, and that page's rows. Each list keeps its own largest
 * page and default size (`PageLimits` beside its route), since a screen of notices and a spreadsheet-sized
 * event list want different ones.
 */

/** What a list allows: its largest page, its page size when none is asked for, and its last page number. */
export interface PageLimits {
  readonly maxPageSize: number;
  readonly defaultPageSize: number;
  /** 1 000 000 unless the list says otherwise. */
  readonly maxPageNum?: number;
}

/** The page a request asks for: `pageNum` from 1, of `pageSize` rows. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * The request schema's `pageNum` and `pageSize` (TypeBox, plain JSON Schema at run time): validation refuses a
 * page out of range with a 400 naming the field, and fills in page 1 and the default size when they are left out.
 */
export function pagingProperties(limits: PageLimits) {
  return {
    pageNum: Type.Integer({ minimum: 1, maximum: limits.maxPageNum ?? 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: limits.maxPageSize, default: limits.defaultPageSize }),
  };
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
