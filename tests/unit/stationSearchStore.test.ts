// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StationSearchStore, PAGE_SIZE } from '../../stores/stationSearchStore';
import type { Station } from '../../api/types';

const station = (psId: number): Station => ({
  psId,
  deptId: 101,
  psName: `Station ${psId}`,
  psType: 'PV',
  pvType: '1',
  country: 'DE',
  district: null,
  latitude: 50,
  longitude: 10,
  timeZone: 'Europe/Berlin',
  capacity: 1000,
  capUnit: 'kWp',
  batteryCapacity: 0,
  state: 1,
  redirect: null,
  photo: null,
});

/** A server with 23 stations: three pages of ten. */
function fakeApi() {
  const calls: Record<string, unknown>[] = [];
  const search = vi.fn(async (q: Record<string, any>) => {
    calls.push(q);
    const all = Array.from({ length: 23 }, (_, i) => station(i + 1)).filter((s) => !q.psName || s.psName.includes(q.psName));
    const rows = all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
    return { code: 200, msg: 'ok', rows, total: all.length, pages: Math.ceil(all.length / q.pageSize) };
  });
  const live = vi.fn(async (_ids: number[], _options?: { signal?: AbortSignal }): Promise<Record<number, never>> => ({}));
  return { calls, api: { search, live } };
}

describe('the plant navigator’s list', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads page after page of ten and stops after the last page', async () => {
    const { calls, api } = fakeApi();
    const store = new StationSearchStore(api);
    await store.search();
    await store.loadMore();
    await store.loadMore();
    await store.loadMore();
    expect(store.rows).toHaveLength(23);
    expect(calls.map((c) => c.pageNum)).toEqual([1, 2, 3]);
    expect(calls.every((c) => c.pageSize === PAGE_SIZE)).toBe(true);
    expect(store.hasMore).toBe(false);
  });

  it('the first query asks for stations of every state, not only normal ones (spec-digest 000 §4 state=1: docs/decisions.md)', async () => {
    const { calls, api } = fakeApi();
    await new StationSearchStore(api).search();
    expect(calls).toHaveLength(1);
    expect(calls[0]).not.toHaveProperty('state');
  });

  it('typing searches once, a second after the first key, with the latest text, from page 1', async () => {
    const { calls, api } = fakeApi();
    const store = new StationSearchStore(api);
    await store.search();
    await store.loadMore();
    store.type('Station 1');
    store.type('Station 12');
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    expect(calls[2]).toMatchObject({ psName: 'Station 12', pageNum: 1 });
    expect(store.rows.map((s) => s.psId)).toEqual([12]);
  });

  it('Enter searches at once and clearing the name lists everything again', async () => {
    const { calls, api } = fakeApi();
    const store = new StationSearchStore(api);
    store.type('Station 2');
    await store.search();
    expect(calls).toHaveLength(1);
    expect(store.total).toBe(5);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    await store.clearName();
    expect(store.total).toBe(23);
  });

  it('live values are asked for the listed stations every 3 s until stopped', async () => {
    const { api } = fakeApi();
    const store = new StationSearchStore(api);
    await store.search();
    api.live.mockClear();
    store.startLive();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.live).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(api.live).toHaveBeenCalledTimes(4);
    expect(api.live).toHaveBeenLastCalledWith(
      Array.from({ length: 10 }, (_, i) => i + 1),
      expect.anything(),
    );
    store.stopLive();
    await vi.advanceTimersByTimeAsync(9000);
    expect(api.live).toHaveBeenCalledTimes(4);
  });

  it('a slow live answer is never asked for twice at once, and is abandoned when the list closes', async () => {
    const { api } = fakeApi();
    const signals: AbortSignal[] = [];
    api.live.mockImplementation((_ids: number[], options?: { signal?: AbortSignal }) => {
      signals.push(options!.signal!);
      return new Promise(() => undefined);
    });
    const store = new StationSearchStore(api);
    store.startLive();
    await store.search();
    expect(signals).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(signals).toHaveLength(1);
    store.stopLive();
    expect(signals[0]!.aborted).toBe(true);
  });
});
