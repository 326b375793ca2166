/**
 * Paging of the portal's lists in contracts (spec-digest 000 §7: `pageNum` counts from 1, `pageSize` rows a
 * page), declared once: server/http/pagination.ts re-exports it beside the query helpers that use it.
 */
import { Type } from 'typebox';

/** What a list allows: its largest page, its page size when none is asked for, and its last page number. */
export interface PageLimits {
  readonly maxPageSize: number;
  readonly defaultPageSize: number;
  /** 1 000 000 unless the list says otherwise. */
  readonly maxPageNum?: number;
}

/**
 * The request schema's `pageNum` and `pageSize`: validation refuses a page out of range with a 400 naming the
 * field, and fills in page 1 and the default size when they are left out.
 */
export function pagingProperties(limits: PageLimits) {
  return {
    pageNum: Type.Integer({ minimum: 1, maximum: limits.maxPageNum ?? 1_000_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: limits.maxPageSize, default: limits.defaultPageSize }),
  };
}
