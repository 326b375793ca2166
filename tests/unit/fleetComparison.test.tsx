// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../app/i18n';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { FIXTURE_STATIONS } from '../fixtures/stations';
import { columnExtremes, nextOrder, sortRows } from '../../widgets/ranking/benchmarkOrder';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));

describe('best and worst of a benchmark column', () => {
  const rows = [
    { name: 'a', pr: 81.2 },
    { name: 'b', pr: 92.5 },
    { name: 'c', pr: null },
    { name: 'd', pr: 81.2 },
    { name: 'e', pr: 88 },
  ];

  it('the highest figure is best and the lowest worst; ties share the mark; rows without a figure take no part', () => {
    expect(columnExtremes(rows, 'pr', 'high')).toEqual({ best: 92.5, worst: 81.2 });
    expect(columnExtremes(rows, 'pr', 'low')).toEqual({ best: 81.2, worst: 92.5 });
  });

  it('a value most rows share is not marked: five wind farms at 100 % are no news, the one at 0 % is', () => {
    const farms = [100, 100, 100, 0, 100, 100].map((availability) => ({ availability }));
    expect(columnExtremes(farms, 'availability', 'high')).toEqual({ best: null, worst: 0 });
  });

  it('a column whose figures are all equal, or that has one figure, marks nothing', () => {
    expect(columnExtremes([{ p: 0 }, { p: 0 }, { p: 0 }], 'p', 'high')).toBeNull();
    expect(columnExtremes([{ p: 3 }, { p: null }], 'p', 'high')).toBeNull();
  });

  it('sorting keeps rows without a figure last in both directions', () => {
    expect(sortRows(rows, { field: 'pr', descending: true }).map((r) => r.name)).toEqual(['b', 'e', 'a', 'd', 'c']);
    expect(sortRows(rows, { field: 'pr', descending: false }).map((r) => r.name)).toEqual(['a', 'd', 'e', 'b', 'c']);
  });

  it('a click on a new column starts with its best end, a second click turns it round', () => {
    expect(nextOrder(null, 'pr', 'high')).toEqual({ field: 'pr', descending: true });
    expect(nextOrder({ field: 'pr', descending: true }, 'pr', 'high')).toEqual({ field: 'pr', descending: false });
    expect(nextOrder({ field: 'pr', descending: true }, 'psName', undefined)).toEqual({ field: 'psName', descending: false });
  });
});

const table = {
  schemaVersion: 1,
  id: 't',
  state: { psType: 'PV' },
  sources: { bench: { api: 'POST /monitor/benchmark' } },
  body: {
    type: 'benchmark-table',
    rows: '${data.bench}',
    sortBy: 'specificPower',
    columns: [
      { label: 'benchmark.station', text: '${item.psName}', field: 'psName' },
      {
        label: 'benchmark.specificPower',
        text: '${item.specificPower | fixed:3}',
        field: 'specificPower',
        better: 'high',
        markWhen: '${item.comparable}',
      },
      { label: 'benchmark.efficiency', text: '${item.efficiency}', visibleOn: '${state.psType | pick:ES=true,}' },
    ],
  },
} as unknown as PageSchema;

const plants = [
  { psName: 'Golmud', specificPower: 0.622, comparable: true },
  { psName: 'Datong', specificPower: 0.173, comparable: true },
  { psName: 'Meuro', specificPower: 0, comparable: false },
  { psName: 'Huainan', specificPower: 0.652, comparable: true },
];

describe('the benchmark table', () => {
  it('marks the best cell green and the worst red, leaves plants in the dark unmarked, sorts by a click', async () => {
    const { container } = render(<SchemaPreview schema={table} answers={{ 'POST /monitor/benchmark': { data: plants } }} />);
    await settle();
    const names = () => [...container.querySelectorAll('tbody tr td:first-child')].map((td) => td.textContent);
    expect(names()).toEqual(['Huainan', 'Golmud', 'Datong', 'Meuro']);
    expect(container.querySelector('.portal-benchmark-best')?.textContent).toBe('0.652');
    expect(container.querySelector('td.portal-benchmark-worst')?.textContent).toBe('0.173');
    expect(screen.queryByText('Storage efficiency this month')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Station/ }));
    expect(names()).toEqual(['Datong', 'Golmud', 'Huainan', 'Meuro']);
  });
});

const frame = {
  schemaVersion: 1,
  id: 't',
  body: { type: 'fleet-scope', zoneState: 'zone', children: [{ type: 'text', text: 'zone ${state.zone}' }] },
} as unknown as PageSchema;

function renderFrame(stationCount: number) {
  const stores = new RootStore();
  stores.plant.stations = FIXTURE_STATIONS.slice(0, stationCount);
  return render(
    <StoreContext.Provider value={stores}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route path="/home" element={<SchemaPreview schema={frame} answers={{}} />} />
          <Route path="*" element={<p>landed on the plant home</p>} />
        </Routes>
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}

describe('the fleet screens', () => {
  it('show for a user with several plants, with the viewer’s time zone in the page state', async () => {
    renderFrame(3);
    await settle();
    expect(screen.getByText(`zone ${Intl.DateTimeFormat().resolvedOptions().timeZone}`)).toBeTruthy();
  });

  it('send a user with one plant to that plant’s home', async () => {
    renderFrame(1);
    await settle();
    expect(screen.getByText('landed on the plant home')).toBeTruthy();
  });
});
