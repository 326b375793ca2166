// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { PageRuntime } from '../../engine/pageRuntime';
import { answerFreshness, boundPaths, freshnessAlong, worse } from '../../engine/freshness';
import { PERIOD_MS } from '../../engine/pollingStore';
import { MatrixCard } from '../../widgets/matrix/MatrixCard';
import type { MatrixStation } from '../../shared/fleetMap';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const HOUR = 3_600_000;

describe('the engine judges how live a bound value is', () => {
  it('an object’s mark covers what is inside it; the worst mark along the path wins, with its time', () => {
    const scope = { data: { home: { acPower: 12, quality: 'stale', time: 5, inner: { quality: 'interrupted', time: 3 } } } };
    expect(freshnessAlong(scope, 'data.home.acPower')).toEqual({ quality: 'stale', time: 5 });
    expect(freshnessAlong(scope, 'data.home.inner.x')).toEqual({ quality: 'interrupted', time: 3 });
    expect(freshnessAlong({ data: { home: { acPower: 12, quality: 'good' } } }, 'data.home.acPower')).toBeNull();
    expect(worse({ quality: 'stale', time: 9 }, { quality: 'stale', time: 4 })).toEqual({ quality: 'stale', time: 4 });
    expect(boundPaths('${data.home.acPower | power} / ${ item.x }')).toEqual(['data.home.acPower', 'item.x']);
  });

  it('an answer the server has not renewed for two periods is stale, for three interrupted', () => {
    const at = 1_000_000;
    expect(answerFreshness(at, 'realtime', at + 2 * PERIOD_MS.realtime)).toBeNull();
    expect(answerFreshness(at, 'realtime', at + 2.5 * PERIOD_MS.realtime)).toEqual({ quality: 'stale', time: at });
    expect(answerFreshness(at, 'realtime', at + 4 * PERIOD_MS.realtime)).toEqual({ quality: 'interrupted', time: at });
    expect(answerFreshness(at, 'none', at + HOUR)).toBeNull();
  });

  it('a live source that stops answering ages its values on the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    let up = true;
    const runtime = new PageRuntime(
      {
        schemaVersion: 2,
        id: 't',
        sources: { home: { api: 'POST /monitor/homeRealData', poll: 'realtime' } },
        body: { type: 'page', children: [] },
      } as unknown as PageSchema,
      () => ({}),
      async () => {
        if (!up) throw new Error('server down');
        return { data: { acPower: 7 } };
      },
    );
    await vi.advanceTimersByTimeAsync(0);
    const written = '${data.home.acPower | power}';
    expect(runtime.freshness(written, runtime.scope())).toBeNull();
    up = false;
    await vi.advanceTimersByTimeAsync(PERIOD_MS.realtime * 2.5);
    expect(runtime.freshness(written, runtime.scope())?.quality).toBe('stale');
    await vi.advanceTimersByTimeAsync(PERIOD_MS.realtime * 2);
    expect(runtime.freshness(written, runtime.scope())?.quality).toBe('interrupted');
    runtime.dispose();
  });
});

const home = {
  schemaVersion: 2,
  id: 't',
  sources: { home: { api: 'POST /monitor/homeRealData' }, turbines: { api: 'GET /monitor/homeTurbines' } },
  body: {
    type: 'page',
    children: [
      {
        type: 'stat-cards',
        items: [
          { label: 'home.powerNow', value: '${data.home.acPower | fixed:1} kW' },
          { label: 'home.irradianceNow', value: '${data.weather.irradiance}' },
        ],
      },
      {
        type: 'card-carousel',
        items: '${data.turbines.turbines}',
        title: '${item.equipName}',
        fields: [{ label: 'home.wind.power', value: '${item.acPower | fixed:1}' }],
      },
    ],
  },
} as unknown as PageSchema;

describe('widgets show what the engine judged', () => {
  it('an interrupted station’s cards are dimmed with their age; a live turbine’s card is not', async () => {
    const silentSince = Date.now() - 3 * HOUR;
    render(
      <SchemaPreview
        schema={home}
        answers={{
          'POST /monitor/homeRealData': { data: { acPower: 812.4, quality: 'interrupted', time: silentSince } },
          'GET /monitor/homeTurbines': {
            data: {
              turbines: [
                { equipName: 'WT-01', acPower: 1500, quality: 'good', time: Date.now() },
                { equipName: 'WT-02', acPower: 900, quality: 'interrupted', time: silentSince },
              ],
            },
          },
        }}
      />,
    );
    await settle();
    const power = screen.getByText('812.4 kW');
    const mark = power.closest('[data-quality]');
    expect(mark?.getAttribute('data-quality')).toBe('interrupted');
    expect(mark?.textContent).toContain('3 hours ago');
    expect(mark?.getAttribute('title')).toMatch(/^Interrupted · Not updated since /);
    expect(screen.getByText(/^1,?500\.0$/).closest('[data-quality]')).toBeNull();
    expect(screen.getByText('900.0').closest('[data-quality]')?.getAttribute('data-quality')).toBe('interrupted');
  });

  it('a matrix card of fixed height dims an interrupted station’s figures and puts their age beside its state', async () => {
    const station = {
      psId: 17,
      psName: 'Hvide Sande Wind',
      psType: 'WP',
      capacity: 12,
      capacityUnit: 'MW',
      pstate: 5,
      acPower: 577.25,
      dayCap: 65_000,
      dayDischarge: null,
      abnormalNbqNum: 0,
      quality: 'interrupted',
      time: Date.now() - 3 * HOUR,
    } as unknown as MatrixStation;
    const { container } = render(<MatrixCard station={station} locale="en" onOpen={() => undefined} />);
    expect(container.querySelector('[data-quality]')?.getAttribute('data-quality')).toBe('interrupted');
    expect(container.querySelector('.bp6-tag')?.textContent).toMatch(/ · 3 hours ago$/);
    // The age is said once, beside the state, not under the figures (the card's height is fixed).
    expect(container.querySelectorAll('.portal-fresh-age')).toHaveLength(1);
  });
});
