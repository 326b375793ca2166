// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StationSearchStore, PAGE_SIZE, type NavigatorQuery } from '../../stores/stationSearchStore';
import type { StationLive } from '../../api/types';
import { station } from './navigatorPage';

/** 23 stations: what the page's search source answers to a query, three pages of ten. */
function answerTo(q: NavigatorQuery) {
  const all = Array.from({ length: 23 }, (_, i) => station(i + 1)).filter(
    (s) => !q.filter.psName || s.psName.includes(q.filter.psName),
  );
  const rows = all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
  return { code: 200, msg: 'ok', rows, total: all.length, pages: Math.ceil(all.length / q.pageSize) };
}

/** A navigator whose queries the test answers (or holds back), as the page's sources would. */
function navigator({ answer = true } = {}) {
  const asked: NavigatorQuery[] = [];
  const again = vi.fn();
  const store: StationSearchStore = new StationSearchStore({
    query: (q) => {
      asked.push(q);
      if (answer) store.receive(q, answerTo(q));
    },
    again,
  });
  return { store, asked, again };
}

describe('the plant navigator’s list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks page after page of ten, keeps each page that comes in, and stops after the last page', () => {
    const { store, asked } = navigator();
    store.search();
    store.loadMore();
    store.loadMore();
    store.loadMore();
    expect(store.rows.map((s) => s.psId)).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(asked.map((q) => q.pageNum)).toEqual([1, 2, 3]);
    expect(asked.every((q) => q.pageSize === PAGE_SIZE)).toBe(true);
    expect(store.hasMore).toBe(false);
    expect(store.total).toBe(23);
  });

  it('the first query asks for stations of every state, not only normal ones (spec-digest 000 §4 state=1: docs/decisions.md)', () => {
    const { store, asked } = navigator();
    store.search();
    expect(asked).toEqual([{ filter: {}, pageNum: 1, pageSize: PAGE_SIZE }]);
  });

  it('asks no next page while one is out, and an answer to a query no longer asked is dropped', () => {
    const { store, asked } = navigator({ answer: false });
    store.search();
    const first = asked[0]!;
    store.receive(first, answerTo(first));
    store.loadMore();
    store.loadMore();
    expect(asked.map((q) => q.pageNum)).toEqual([1, 2]);
    expect(store.loading).toBe(true);
    store.type('Station 2');
    vi.advanceTimersByTime(1000);
    // Page 2 of the old search lands after the new search was asked: the new list does not take it.
    store.receive(asked[1], answerTo(asked[1]!));
    expect(store.rows).toEqual([]);
    store.receive(asked[2], answerTo(asked[2]!));
    expect(store.rows.map((s) => s.psName)).toEqual(['Station 2', 'Station 20', 'Station 21', 'Station 22', 'Station 23']);
    expect(store.loading).toBe(false);
  });

  it('typing searches once, a second after the first key, with the latest text, from page 1', () => {
    const { store, asked } = navigator();
    store.search();
    store.loadMore();
    store.type('Station 1');
    store.type('Station 12');
    expect(asked).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(asked).toHaveLength(3);
    expect(asked[2]).toMatchObject({ filter: { psName: 'Station 12' }, pageNum: 1 });
    expect(store.rows.map((s) => s.psId)).toEqual([12]);
  });

  it('Enter searches at once; the same search asks its source again and keeps the list meanwhile; clearing the name lists everything', () => {
    const { store, asked, again } = navigator();
    store.type('Station 2');
    store.search();
    expect(asked).toHaveLength(1);
    expect(store.total).toBe(5);
    vi.advanceTimersByTime(2000);
    expect(asked).toHaveLength(1);
    store.search();
    expect(again).toHaveBeenCalledTimes(1);
    expect(asked).toHaveLength(1);
    expect(store.rows).toHaveLength(5);
    store.clearName();
    expect(store.total).toBe(23);
  });

  it('a search scrolled past its first page starts again from page 1', () => {
    const { store, asked, again } = navigator();
    store.search();
    store.loadMore();
    store.search();
    expect(again).not.toHaveBeenCalled();
    expect(asked.map((q) => q.pageNum)).toEqual([1, 2, 1]);
    expect(store.rows).toHaveLength(10);
  });

  it('the filter goes into the query apart from the paging', () => {
    const { store, asked } = navigator();
    store.applyFilter({ state: 0, psType: 'PV', pvType: null, capacityMin: 10, capacityMax: null, tagIds: [3, 4], follow: true });
    expect(asked[0]).toEqual({
      filter: { state: 0, psType: 'PV', capacityMin: 10, tagIds: '3,4', follow: 1 },
      pageNum: 1,
      pageSize: PAGE_SIZE,
    });
    expect(store.activeFilterCount).toBe(5);
  });

  it('names the listed stations for their live values (none while nothing is listed), and keeps the last live answer while none comes', () => {
    const { store } = navigator({ answer: false });
    expect(store.listed).toBeNull();
    store.search();
    store.receive(store.query, answerTo(store.query!));
    expect(store.listed).toEqual({ psIds: Array.from({ length: 10 }, (_, i) => i + 1) });
    const live = { 1: { acPower: 5 } } as unknown as Record<number, StationLive>;
    store.receiveLive(live);
    store.receiveLive(undefined);
    expect(store.live).toBe(live);
  });
});
