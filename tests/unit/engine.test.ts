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
    expect(resolve('${plant.info.capacity | energy}', scope)).toBe('16.60 10k kWh');
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
