import { makeAutoObservable, observableRef } from 'mobx';
import { PollingStore } from '../engine/pollingStore';
import type { Station, StationFilter, StationLive } from '../api/types';
import type { PageEnvelope } from '../shared/envelope';

/** Station list constants (spec-digest 000 §9). */
export const PAGE_SIZE = 10;
export const SEARCH_THROTTLE_MS = 1000;

export interface AdvancedFilter {
  state: number | null;
  psType: string | null;
  pvType: string | null;
  capacityMin: number | null;
  capacityMax: number | null;
  tagIds: number[];
  follow: boolean;
}

export const EMPTY_FILTER: AdvancedFilter = {
  state: null,
  psType: null,
  pvType: null,
  capacityMin: null,
  capacityMax: null,
  tagIds: [],
  follow: false,
};

export function toQuery(psName: string, f: AdvancedFilter): StationFilter {
  const q: StationFilter = {};
  if (psName.trim()) q.psName = psName.trim();
  if (f.state !== null) q.state = f.state;
  if (f.psType) q.psType = f.psType;
  if (f.pvType) q.pvType = f.pvType;
  if (f.capacityMin !== null) q.capacityMin = f.capacityMin;
  if (f.capacityMax !== null) q.capacityMax = f.capacityMax;
  if (f.tagIds.length) q.tagIds = f.tagIds.join(',');
  if (f.follow) q.follow = 1;
  return q;
}

/**
 * What the navigator asks of its page's search source: the filter apart from the paging, so a source that
 * follows the search but not the scrolling (the map's markers) binds to `filter` alone.
 */
export interface NavigatorQuery {
  filter: StationFilter;
  pageNum: number;
  pageSize: number;
}

/** The body of the live values' source: the listed stations. */
export interface ListedStations {
  psIds: number[];
}

/** How the navigator asks: a new query (written to page state), or the same query again (its source refreshed). */
export interface NavigatorAsks {
  query(query: NavigatorQuery): void;
  again(): void;
}

const sameQuery = (a: NavigatorQuery | null, b: NavigatorQuery | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The plant navigator's state, without a call of its own: the page's sources answer the query it asks
 * (docs/page-schemas.md, Sources). It keeps the pages of the current search that came in, so the list scrolls
 * on infinitely (page 10), and the last live values, which stay while the server does not answer.
 */
export class StationSearchStore {
  psName = '';
  filter: AdvancedFilter = { ...EMPTY_FILTER };
  /** The query asked last; null before the first search. */
  query: NavigatorQuery | null = null;
  /** The pages of the current search that came in, in order. */
  pages: Station[][] = [];
  total = 0;
  pageCount = 1;
  live: Record<number, StationLive> = {};
  private cancelThrottle: (() => void) | undefined;

  constructor(
    private readonly asks: NavigatorAsks,
    /** Its one timer, the typing throttle. */
    private readonly timers = new PollingStore(),
  ) {
    // The answers are kept as they came: an entry whose live values did not change stays the same object, so
    // a poll renders again only the entries whose values changed (engine/shareUnchanged.ts).
    makeAutoObservable<StationSearchStore, 'cancelThrottle' | 'asks' | 'timers'>(this, {
      query: observableRef,
      pages: observableRef,
      live: observableRef,
      cancelThrottle: false,
      asks: false,
      timers: false,
    });
  }

  get rows(): Station[] {
    return this.pages.flat();
  }

  /** The page last asked for has not come in yet. */
  get loading(): boolean {
    return this.query !== null && this.pages.length < this.query.pageNum;
  }

  get pageNum(): number {
    return this.pages.length;
  }

  get hasMore(): boolean {
    return this.pageNum < this.pageCount;
  }

  get activeFilterCount(): number {
    return Object.keys(toQuery('', this.filter)).length;
  }

  /** The body of the live values' source; null while nothing is listed, so nothing is asked. */
  get listed(): ListedStations | null {
    const psIds = this.rows.map((s) => s.psId);
    return psIds.length ? { psIds } : null;
  }

  /** Typing searches at most once a second. */
  type(text: string): void {
    this.psName = text;
    this.cancelThrottle ??= this.timers.later(SEARCH_THROTTLE_MS, () => {
      this.cancelThrottle = undefined;
      this.search();
    });
  }

  /** Enter, the clear button and the search button search at once, from page 1 (the same search asks again). */
  search(): void {
    this.cancelThrottle?.();
    this.cancelThrottle = undefined;
    const query = { filter: toQuery(this.psName, this.filter), pageNum: 1, pageSize: PAGE_SIZE };
    if (sameQuery(query, this.query)) {
      this.asks.again();
      return;
    }
    this.pages = [];
    this.total = 0;
    this.pageCount = 1;
    this.ask(query);
  }

  clearName(): void {
    this.psName = '';
    this.search();
  }

  applyFilter(filter: AdvancedFilter): void {
    this.filter = { ...filter };
    this.search();
  }

  /** The next page, unless one is loading or the last page is in. */
  loadMore(): void {
    if (!this.query || this.loading || !this.hasMore) return;
    this.ask({ ...this.query, pageNum: this.pageNum + 1 });
  }

  /**
   * The search source's answer to `query`: a first page starts the list afresh, a later one extends it. An
   * answer to a query no longer asked is dropped.
   */
  receive(query: unknown, answer: PageEnvelope<Station> | null | undefined): void {
    if (!answer || !Array.isArray(answer.rows) || !this.query || !sameQuery(query as NavigatorQuery, this.query)) return;
    const { pageNum } = this.query;
    if (pageNum > this.pages.length + 1) return;
    this.pages = [...this.pages.slice(0, pageNum - 1), answer.rows];
    this.total = answer.total;
    this.pageCount = answer.pages ?? Math.ceil(answer.total / PAGE_SIZE);
  }

  /** The live values' answer; while there is none (asking, or the server silent) the last one stays. */
  receiveLive(answer: Record<number, StationLive> | null | undefined): void {
    if (answer) this.live = answer;
  }

  /** The list went: a search still waiting for the typing to pause is dropped. */
  stop(): void {
    this.cancelThrottle?.();
    this.cancelThrottle = undefined;
  }

  private ask(query: NavigatorQuery): void {
    this.query = query;
    this.asks.query(query);
  }
}
