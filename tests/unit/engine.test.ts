// @vitest-environment jsdom
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resolve } from '../../engine/bindings';
import { validatePage } from '../../engine/validatePage';
import { PollingStore } from '../../engine/pollingStore';
import { PageRuntime } from '../../engine/pageRuntime';
import { checkDirectory } from '../../scripts/schemasCheck';
import type { PageSchema } from '../../engine/pageSchema';

describe('bindings', () => {
  const scope = {
    plant: { psId: 11, info: { capacity: 166000 } },
    state: { page: 2 },
    data: { live: { acPower: 12345.6 } },
    locale: 'en',
  };
  it('a whole binding keeps the value’s type', () => {
    expect(resolve('${plant.psId}', scope)).toBe(11);
    expect(resolve({ psIds: ['${plant.psId}'], page: '${state.page}' }, scope)).toEqual({ psIds: [11], page: 2 });
  });
  it('bindings inside text interpolate, missing values become empty', () => {
    expect(resolve('/monitor/${plant.psId}/x${state.nothing}', scope)).toBe('/monitor/11/x');
  });
  it('formatters apply the unit rules', () => {
    expect(resolve('${data.live.acPower | power}', scope)).toBe('12.346 MW');
    expect(resolve('${plant.info.capacity | energy}', scope)).toBe('166.000 MWh');
    expect(resolve('${data.live.acPower | fixed:1}', scope)).toBe('12,345.6');
  });
  it('an unknown formatter is a clear error, and nothing is evaluated as code', () => {
    expect(() => resolve('${data.live.acPower | pwoer}', scope)).toThrow(/unknown formatter "pwoer" \(known: power, energy/);
    expect(resolve('${constructor.constructor}', scope)).toBeUndefined();
  });
});

describe('schema validation', () => {
  it('names the file, the JSON path and what was expected', () => {
    const problems = checkDirectory(path.join('tests', 'fixtures', 'pages'));
    expect(problems).toEqual([
      'tests/fixtures/pages/broken-page.json /body/children/0/columns: must be integer',
      expect.stringMatching(
        /^tests\/fixtures\/pages\/broken-page.json \/body\/children\/1: no widget "tabel" \(known: .*\bbutton, card\b.*\btable\b.*\)$/,
      ),
      'tests/fixtures/pages/broken-page.json /body/children/2/source: no source "lvie" (declared: live)',
    ]);
  });
  it('rejects an envelope without a body or with an unknown key', () => {
    expect(validatePage({ schemaVersion: 1, id: 'x' }, 'x.json')).toEqual(["x.json /: must have required property 'body'"]);
    expect(validatePage({ schemaVersion: 1, id: 'x', body: { type: 'page' }, colour: 1 }, 'x.json')).toEqual([
      'x.json /: unknown property "colour"',
    ]);
  });
  it('every shipped page schema is valid', () => {
    expect(checkDirectory(path.join('schemas', 'pages'))).toEqual([]);
  });
});

describe('the polling store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const request = { method: 'POST', url: '/monitor/psLiveData', body: { psIds: [1] }, poll: 'realtime' as const };

  it('shares an identical request between widgets and polls it every 3 s', async () => {
    const fetcher = vi.fn(async () => ({ code: 200, data: { n: 1 } }));
    const store = new PollingStore(fetcher);
    const a = store.subscribe(request);
    const b = store.subscribe({ ...request });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    a();
    b();
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetcher).toHaveBeenCalledTimes(4);
    store.dispose();
  });

  it('keeps the last data when an answer fails, and polls history every 120 s', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('503');
      return { value: 1 };
    });
    const store = new PollingStore(fetcher);
    store.subscribe({ ...request, poll: 'history' });
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.data({ ...request, poll: 'history' })).toEqual({ value: 1 });
    store.dispose();
  });

  it('pauses while the tab is hidden and stops for good when disposed', async () => {
    const fetcher = vi.fn(async () => ({}));
    const store = new PollingStore(fetcher);
    store.subscribe(request);
    await vi.advanceTimersByTimeAsync(0);
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetcher).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'hidden', { value: false, configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher).toHaveBeenCalledTimes(2);
    store.dispose();
    await vi.advanceTimersByTimeAsync(9000);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(store.size).toBe(0);
  });

  /** A fetcher whose answers the test releases by hand, in any order; it settles early when aborted. */
  function handFetcher() {
    const calls: { signal: AbortSignal; answer(data: unknown): void; fail(): void }[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const fetcher = vi.fn(
      (_r: unknown, { signal }: { signal: AbortSignal }) =>
        new Promise((resolve, reject) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          const settle = (f: () => void) => () => {
            inFlight--;
            f();
          };
          signal.addEventListener(
            'abort',
            settle(() => reject(signal.reason)),
            { once: true },
          );
          calls.push({ signal, answer: (d) => settle(() => resolve(d))(), fail: settle(() => reject(new Error('503'))) });
        }),
    );
    return { fetcher, calls, maxInFlight: () => maxInFlight };
  }

  it('is waiting until every source joined has had its first answer or failure, not while a poll asks again', async () => {
    const calls: { resolve(d: unknown): void; reject(e: Error): void }[] = [];
    const fetcher = vi.fn(() => new Promise((resolve, reject) => calls.push({ resolve, reject })));
    const store = new PollingStore(fetcher);
    expect(store.waiting).toBe(false);
    store.subscribe(request);
    store.subscribe({ ...request, url: '/monitor/nbqRealData/list', poll: 'none' });
    expect(store.waiting).toBe(true);
    calls[0]!.resolve({ n: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.waiting).toBe(true);
    calls[1]!.reject(new Error('503'));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.waiting).toBe(false);
    // The realtime source asks again: the page shows its last answer meanwhile.
    await vi.advanceTimersByTimeAsync(3000);
    expect(calls).toHaveLength(3);
    expect(store.waiting).toBe(false);
    store.dispose();
  });

  it('lands only the newest answer when an older one arrives late', async () => {
    const calls: ((d: unknown) => void)[] = [];
    // This fetcher ignores its signal: the store must still drop the older answer.
    const fetcher = vi.fn(() => new Promise((resolve) => calls.push(resolve)));
    const store = new PollingStore(fetcher);
    store.subscribe(request);
    void store.refresh(request);
    expect(fetcher).toHaveBeenCalledTimes(2);
    calls[1]!({ n: 'new' });
    await vi.advanceTimersByTimeAsync(0);
    calls[0]!({ n: 'old' });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.data(request)).toEqual({ n: 'new' });
    store.dispose();
  });

  it('keeps at most one request per source in flight and gives up on a realtime one after 2.5 s', async () => {
    const { fetcher, calls, maxInFlight } = handFetcher();
    const store = new PollingStore(fetcher);
    store.subscribe(request);
    // The tab coming back while the request is out asks nothing more.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(2499);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(calls[0]!.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]!.signal.aborted).toBe(true);
    // A server slower than the period for 30 s: never two requests at once.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(maxInFlight()).toBe(1);
    store.dispose();
  });

  it('aborts the request when its last subscriber leaves, and when the store stops', async () => {
    const { fetcher, calls } = handFetcher();
    const store = new PollingStore(fetcher);
    const a = store.subscribe(request);
    const b = store.subscribe(request);
    a();
    expect(calls[0]!.signal.aborted).toBe(false);
    b();
    expect(calls[0]!.signal.aborted).toBe(true);
    store.subscribe({ ...request, poll: 'history' as const });
    store.dispose();
    expect(calls[1]!.signal.aborted).toBe(true);
  });

  it('backs off after failures (skipping 1, 2, 4 ticks), keeps the last data and recovers on success', async () => {
    let fail = false;
    const fetcher = vi.fn(async () => {
      if (fail) throw new Error('503');
      return { value: 1 };
    });
    const store = new PollingStore(fetcher);
    store.subscribe(request);
    await vi.advanceTimersByTimeAsync(0);
    fail = true;
    // Fails at 3 s, then asks at 9 s (one tick skipped), 18 s (two skipped), 33 s (four skipped).
    await vi.advanceTimersByTimeAsync(33_000);
    expect(fetcher.mock.calls.length).toBe(5);
    expect(store.data(request)).toEqual({ value: 1 });
    // The fourth failure skips eight ticks: the server, back by then, is asked again at 60 s.
    fail = false;
    await vi.advanceTimersByTimeAsync(24_000);
    expect(fetcher.mock.calls.length).toBe(5);
    await vi.advanceTimersByTimeAsync(3000);
    expect(fetcher.mock.calls.length).toBe(6);
    // Back on the 3 s rhythm once an answer came.
    await vi.advanceTimersByTimeAsync(6000);
    expect(fetcher.mock.calls.length).toBe(8);
    store.dispose();
  });

  it('runs a task that is not a page source under the same rules, its timer only while it is wanted', async () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    let n = 0;
    const run = vi.fn(async () => ++n);
    const store = new PollingStore();
    const stop = store.task('todoCount', 60_000, run);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(store.data('todoCount')).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(run).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
    expect(setInterval).toHaveBeenCalledTimes(1);
    setInterval.mockRestore();
    store.dispose();
  });
});

describe('the page runtime', () => {
  it('a source follows the page state it binds, and the old request stops', async () => {
    const fetcher = vi.fn(async (r: { body?: unknown }) => ({ data: r.body }));
    const schema: PageSchema = {
      schemaVersion: 1,
      id: 't',
      state: { pageNum: 1 },
      sources: { list: { api: 'POST /event/list', body: { pageNum: '${state.pageNum}' }, poll: 'realtime' } },
      body: { type: 'page' },
    };
    const runtime = new PageRuntime(schema, () => ({}), fetcher);
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.data.list).toEqual({ pageNum: 1 });
    runtime.setState('pageNum', 2);
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.data.list).toEqual({ pageNum: 2 });
    expect(runtime.polling.size).toBe(1);
    runtime.dispose();
  });
});
