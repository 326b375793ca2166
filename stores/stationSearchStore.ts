import { makeAutoObservable, runInAction } from 'mobx';
import { PollingStore } from '../engine/pollingStore';
import { fetchLiveData, searchStations } from '../api/stations';
import type { Station, StationFilter, StationLive } from '../api/types';

/** Station list constants (spec-digest 000 §9). */
export const PAGE_SIZE = 10;
export const SEARCH_THROTTLE_MS = 1000;
export const REAL_PERIOD_MS = 3000;
const LIVE_TASK = 'stationLive';

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

export interface StationSearchApi {
  search: typeof searchStations;
  live: typeof fetchLiveData;
}

/**
 * The plant navigator's state: a searchable, infinitely scrolling list (page 10) whose entries carry live
 * values refreshed every 3 s while the list is on screen and the tab visible.
 */
export class StationSearchStore {
  psName = '';
  filter: AdvancedFilter = { ...EMPTY_FILTER };
  rows: Station[] = [];
  total = 0;
  pageNum = 0;
  pages = 1;
  loading = false;
  private cancelThrottle: (() => void) | undefined;
  private stopLiveTask: (() => void) | undefined;
  private generation = 0;

  constructor(
    private readonly api: StationSearchApi = { search: searchStations, live: fetchLiveData },
    /** Its timers: the typing throttle and the live values (one request in flight, aborted when the list goes). */
    private readonly polling = new PollingStore(),
  ) {
    makeAutoObservable<StationSearchStore, 'cancelThrottle' | 'stopLiveTask' | 'generation' | 'api' | 'polling'>(this, {
      cancelThrottle: false,
      stopLiveTask: false,
      generation: false,
      api: false,
      polling: false,
    });
  }

  /** The listed stations' live values; the last answer stays while the server does not answer. */
  get live(): Record<number, StationLive> {
    return (this.polling.data(LIVE_TASK) as Record<number, StationLive> | undefined) ?? {};
  }

  get hasMore(): boolean {
    return this.pageNum < this.pages;
  }

  get activeFilterCount(): number {
    return Object.keys(toQuery('', this.filter)).length;
  }

  /** Typing searches at most once a second. */
  type(text: string): void {
    this.psName = text;
    this.cancelThrottle ??= this.polling.later(SEARCH_THROTTLE_MS, () => {
      this.cancelThrottle = undefined;
      void this.search();
    });
  }

  /** Enter, the clear button and the search button search at once, from page 1. */
  async search(): Promise<void> {
    this.cancelThrottle?.();
    this.cancelThrottle = undefined;
    this.generation++;
    this.rows = [];
    this.pageNum = 0;
    this.pages = 1;
    this.total = 0;
    this.loading = false;
    await this.loadMore();
  }

  clearName(): Promise<void> {
    this.psName = '';
    return this.search();
  }

  applyFilter(filter: AdvancedFilter): Promise<void> {
    this.filter = { ...filter };
    return this.search();
  }

  /** The next page, unless one is loading or the last page is in. */
  async loadMore(): Promise<void> {
    if (this.loading || !this.hasMore) return;
    this.loading = true;
    const generation = this.generation;
    const pageNum = this.pageNum + 1;
    try {
      const page = await this.api.search({ ...toQuery(this.psName, this.filter), pageNum, pageSize: PAGE_SIZE });
      if (generation !== this.generation) return;
      runInAction(() => {
        this.rows = [...this.rows, ...page.rows];
        this.total = page.total;
        this.pages = page.pages ?? Math.ceil(page.total / PAGE_SIZE);
        this.pageNum = pageNum;
      });
      void this.refreshLive();
    } finally {
      runInAction(() => {
        if (generation === this.generation) this.loading = false;
      });
    }
  }

  /** Asks now (new rows came in); a request still out for the old rows is abandoned. */
  refreshLive(): Promise<void> {
    return this.polling.refresh(LIVE_TASK);
  }

  startLive(): void {
    this.stopLive();
    this.stopLiveTask = this.polling.task(LIVE_TASK, REAL_PERIOD_MS, async (options) => {
      const psIds = this.rows.map((r) => r.psId);
      return psIds.length ? this.api.live(psIds, options) : this.live;
    });
  }

  stopLive(): void {
    this.stopLiveTask?.();
    this.stopLiveTask = undefined;
    this.cancelThrottle?.();
    this.cancelThrottle = undefined;
  }
}
