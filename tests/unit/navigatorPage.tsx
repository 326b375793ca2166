import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import type { PollRequest } from '../../engine/pollingStore';
import { RootStore, StoreContext } from '../../stores/rootStore';
import type { Station, StationLive } from '../../api/types';

/** A page schema as shipped (plant-drawer, fleet-map): the test reads the calls the configurator wrote. */
export const shippedPage = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../schemas/pages/${id}.json`), 'utf8')) as PageSchema;

export const SEARCH = 'GET /info/powerStation/psAdvanceSearch';
export const LIVE = 'POST /monitor/psLiveData';

export const station = (psId: number) =>
  ({
    psId,
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
  }) as Station;

export const live = (psId: number, acPower: number) =>
  ({
    psId,
    pstate: 1,
    acPower,
    powerUnit: 'kW',
    dayCap: 812.5,
    capUnit: 'kWh',
    quality: 'good',
    time: 1_000,
  }) as unknown as StationLive;

/**
 * A fake server for the navigator's sources: `count` stations searched by name a page at a time, live values
 * from `power` (a test may change it), two dictionaries and a label. `calls` records every request.
 */
export function navigatorServer(count: number, power: (psId: number) => number = () => 500) {
  const calls: PollRequest[] = [];
  const state = { power, failLive: false };
  const answers: Record<string, unknown> = {
    [SEARCH]: (r: PollRequest) => {
      const q = r.params as { psName?: string; pageNum: number; pageSize: number };
      const all = Array.from({ length: count }, (_, i) => station(i + 1)).filter((s) => !q.psName || s.psName.includes(q.psName));
      const rows = all.slice((q.pageNum - 1) * q.pageSize, q.pageNum * q.pageSize);
      return { code: 200, msg: 'ok', rows, total: all.length, pages: Math.ceil(all.length / q.pageSize) };
    },
    [LIVE]: (r: PollRequest) => {
      if (state.failLive) throw new Error('the server does not answer');
      const { psIds } = r.body as { psIds: number[] };
      return { code: 200, msg: 'ok', data: Object.fromEntries(psIds.map((id) => [id, live(id, state.power(id))])) };
    },
    'GET /system/dict/data/type/ps_type': { code: 200, data: [{ dictValue: 'PV', dictLabel: 'Photovoltaic', listClass: null }] },
    'GET /system/dict/data/type/pv_type': { code: 200, data: [] },
    'GET /user/labeling/list': { code: 200, rows: [{ tagId: 3, tagName: 'Coastal', isEffective: 1, psIds: [1] }], total: 1 },
    'POST /monitor/fleetMapStations': { code: 200, data: [] },
  };
  const recorded = Object.fromEntries(
    Object.entries(answers).map(([key, answer]) => [
      key,
      (r: PollRequest) => {
        calls.push(r);
        return typeof answer === 'function' ? (answer as (r: PollRequest) => unknown)(r) : answer;
      },
    ]),
  );
  return { answers: recorded, calls, state, of: (key: string) => calls.filter((c) => `${c.method} ${c.url}` === key) };
}

/** Renders a page with the shell's stores and a router, as the shell renders the plant drawer. */
export function showPage(schema: PageSchema, answers: Record<string, unknown>) {
  const stores = new RootStore();
  return render(
    <StoreContext.Provider value={stores}>
      <MemoryRouter initialEntries={['/home']}>
        <SchemaPreview schema={schema} answers={answers} />
      </MemoryRouter>
    </StoreContext.Provider>,
  );
}
