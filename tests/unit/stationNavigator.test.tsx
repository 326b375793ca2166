// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { PERIOD_MS } from '../../engine/pollingStore';
import { LIVE, SEARCH, navigatorServer, shippedPage, showPage } from './navigatorPage';

// ECharts draws nothing in jsdom; the map's markers are asked for all the same.
vi.mock('../../widgets/map/FleetMapChart', () => ({ default: () => null }));

beforeAll(() => initI18n('en'));
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));
const entries = () => [...document.querySelectorAll('[data-testid="navigator-list"] .portal-follow-host')];
const psIdsAsked = (server: ReturnType<typeof navigatorServer>) =>
  server.of(LIVE).map((c) => (c.body as { psIds: number[] }).psIds);

describe('the plant navigator on its page’s sources (schemas/pages/plant-drawer.json)', () => {
  it('asks the first page of every station, their live values every 3 s, and the filter’s choices once', async () => {
    const server = navigatorServer(23);
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    expect(server.of(SEARCH).map((c) => c.params)).toEqual([
      expect.objectContaining({ pageNum: 1, pageSize: 10, state: undefined }),
    ]);
    expect(entries()).toHaveLength(10);
    expect(screen.getByTestId('navigator-total').textContent).toContain('23');
    expect(psIdsAsked(server)).toEqual([[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]);
    await act(() => vi.advanceTimersByTimeAsync(3 * PERIOD_MS.realtime));
    expect(server.of(LIVE)).toHaveLength(4);
    for (const choice of ['GET /system/dict/data/type/ps_type', 'GET /system/dict/data/type/pv_type', 'GET /user/labeling/list'])
      expect(server.of(choice)).toHaveLength(1);
  });

  it('scrolling to the end asks the next page and appends it; the live values follow the longer list', async () => {
    const server = navigatorServer(23);
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    fireEvent.scroll(screen.getByTestId('navigator-list'));
    await settle();
    expect(server.of(SEARCH).map((c) => c.params?.pageNum)).toEqual([1, 2]);
    expect(entries()).toHaveLength(20);
    expect(psIdsAsked(server).at(-1)).toHaveLength(20);
    fireEvent.scroll(screen.getByTestId('navigator-list'));
    await settle();
    fireEvent.scroll(screen.getByTestId('navigator-list'));
    await settle();
    expect(server.of(SEARCH).map((c) => c.params?.pageNum)).toEqual([1, 2, 3]);
    expect(entries()).toHaveLength(23);
  });

  it('typing asks once, a second after the first key, with the latest text, from page 1', async () => {
    const server = navigatorServer(23);
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    fireEvent.scroll(screen.getByTestId('navigator-list'));
    await settle();
    const field = screen.getByTestId('navigator-search');
    fireEvent.change(field, { target: { value: 'Station 1' } });
    fireEvent.change(field, { target: { value: 'Station 12' } });
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(server.of(SEARCH)).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(server.of(SEARCH).at(-1)?.params).toMatchObject({ psName: 'Station 12', pageNum: 1 });
    expect(entries().map((e) => e.textContent)).toEqual([expect.stringContaining('Station 12')]);
  });

  it('Enter on the same search asks the list again', async () => {
    const server = navigatorServer(3);
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    fireEvent.keyDown(screen.getByTestId('navigator-search'), { key: 'Enter' });
    await settle();
    expect(server.of(SEARCH)).toHaveLength(2);
    expect(entries()).toHaveLength(3);
  });

  it('while the live values fail the last ones stay, and the list stays', async () => {
    const server = navigatorServer(3);
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    expect(screen.getAllByText('500.00 kW')).toHaveLength(3);
    server.state.failLive = true;
    await act(() => vi.advanceTimersByTimeAsync(4 * PERIOD_MS.realtime));
    expect(server.of(LIVE).length).toBeGreaterThan(1);
    expect(screen.getAllByText('500.00 kW')).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('live values that never answer leave the list as it is, without values (the engine’s Try again is for the list)', async () => {
    const server = navigatorServer(3);
    server.state.failLive = true;
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    expect(entries()).toHaveLength(3);
    expect(screen.queryByText('500.00 kW')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a search that fails says so in the list, and Try again lists the stations', async () => {
    const server = navigatorServer(3);
    const search = server.answers[SEARCH] as (r: unknown) => unknown;
    let fail = true;
    server.answers[SEARCH] = (r: unknown) => {
      if (fail) throw new Error('the server does not answer');
      return search(r);
    };
    showPage(shippedPage('plant-drawer'), server.answers);
    await settle();
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('navigator-search')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await settle();
    expect(entries()).toHaveLength(3);
  });
});

describe('the map navigation (schemas/pages/fleet-map.json)', () => {
  it('the markers follow a new search of the navigator beside them, not its scrolling', async () => {
    const server = navigatorServer(23);
    showPage(shippedPage('fleet-map'), server.answers);
    await settle();
    const markers = () => server.of('POST /monitor/fleetMapStations').map((c) => c.body);
    expect(markers()).toEqual([{}]);
    fireEvent.scroll(screen.getByTestId('navigator-list'));
    await settle();
    expect(entries()).toHaveLength(20);
    expect(markers()).toEqual([{}]);
    fireEvent.change(screen.getByTestId('navigator-search'), { target: { value: 'Station 2' } });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(markers()).toEqual([{}, { psName: 'Station 2' }]);
  });
});
