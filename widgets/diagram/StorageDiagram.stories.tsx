import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AxiosAdapter } from 'axios';
import { request } from '../../api/request';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { fakeRemoteApi } from '../remote/fakeRemoteApi';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { singleLineDiagram } from '../../server/demo/singleLineDiagram';

const PS_ID = 9;

/** The single-line diagram the demo draws for a plant of its fleet, from the same devices the seed stores. */
function drawingOf(name: string): string {
  const station = DEMO_STATIONS.find((s) => s.name === name)!;
  const devices = demoEquipment(station).map((d, i) => ({
    equipId: 900 + i,
    equipType: d.equipType,
    collectId: d.collectId,
    name: d.equipName,
    model: d.model,
    peakPower: d.peakPower,
    parentId: d.parent === undefined ? null : 900 + d.parent,
    place: d.place,
  }));
  return singleLineDiagram({
    psId: PS_ID,
    psName: station.name,
    psType: station.type,
    capacity: station.capacity,
    batteryCapacity: station.battery ?? 0,
    devices,
  });
}

/** Readings of a plant charging at midday, per point code; the second PCS is stopped, one value is stale. */
const READINGS: Record<string, number> = {
  gridPower: -5921.4,
  pvPower: 1812.6,
  storagePower: -5921.4,
  soc: 46.2,
  dayCharge: 9412.5,
  dayDischarge: 3981.2,
  loadPower: 210.4,
  P: -1973.8,
  Q: -59.2,
  F: 49.98,
  EExp: 68262512,
  EImp: 3413120,
  Breaker: 1,
  GasAlarm: 0,
  Uhv: 34.87,
  OilTemp: 58.3,
  Run: 1,
  Temp: 36.9,
  Udc: 1254,
  SOC: 46.2,
  U: 1240,
  I: -1591.8,
  CellTmax: 27.4,
  Irr: 684,
  DayE: 512.3,
  Itotal: 96.4,
};

function valuesOf(svg: string): Record<string, unknown> {
  const keys = [...new Set([...svg.matchAll(/data-point="([^"]+)"/g)].map((m) => m[1]!))];
  const now = Date.now();
  return Object.fromEntries(
    keys.map((key) => {
      const [, type, collect, code] = key.split('_') as [string, string, string, string];
      const stopped = type === 'PCS' && collect === '5';
      const value = stopped && (code === 'Run' || code === 'P') ? 0 : (READINGS[code] ?? null);
      const stale = type === 'BC' && collect === '8';
      return [key, { value, time: stale ? now - 900_000 : now - 2_000, quality: stale ? 'stale' : 'good' }];
    }),
  );
}

const schema = {
  schemaVersion: 1,
  id: 'storage-diagram-story',
  sources: {
    diagram: { api: 'GET /monitor/diagram', poll: 'none' },
    values: { api: 'POST /monitor/diagram/values', poll: 'realtime' },
  },
  body: {
    type: 'svg-diagram',
    svg: '${data.diagram.svg}',
    values: '${data.values}',
    psId: PS_ID,
    height: 720,
  },
} as unknown as PageSchema;

/** The device read behind a clicked breaker: the box transformer with its HV breaker switch. */
const boxTransformer = {
  equipId: 902,
  equipName: 'Box transformer 1',
  points: {
    YK: [
      {
        pointId: `${PS_ID}_XB_2_BreakerCtl`,
        pointCode: 'BreakerCtl',
        pointName: 'HV breaker',
        pointUnit: '',
        pointValue: 1,
        options: 'Open-0,Close-1',
      },
    ],
    YT: [],
  },
};

interface StorageDiagramStoryProps {
  schema: PageSchema;
  answers: Record<string, unknown>;
}

/** The diagram on a page, for an administrator, against an in-memory remote API (operation password 123456). */
function StorageDiagramStory({ schema, answers }: StorageDiagramStoryProps) {
  const [stores] = useState(() => {
    const root = new RootStore();
    root.session.roles = ['admin'];
    root.session.permissions = ['*:*:*'];
    return root;
  });
  const remote = fakeRemoteApi({ password: '123456', delayMs: 600 }).adapter;
  const adapter: AxiosAdapter = (config) =>
    config.url === '/monitor/getEquipRealData'
      ? Promise.resolve({
          data: { code: 200, msg: 'ok', data: boxTransformer },
          status: 200,
          statusText: 'OK',
          headers: {},
          config,
        })
      : remote(config);
  request.defaults.adapter = adapter;
  return (
    <StoreContext.Provider value={stores}>
      <SchemaPreview schema={schema} answers={answers} />
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof StorageDiagramStory> = {
  title: 'Widgets/Diagram/Storage single-line diagram',
  component: StorageDiagramStory,
};
export default meta;

const answersFor = (name: string) => {
  const svg = drawingOf(name);
  return {
    'GET /monitor/diagram': { code: 200, data: { svg } },
    'POST /monitor/diagram/values': { code: 200, data: valuesOf(svg) },
  };
};

/** Lingang Grid Storage: grid meter, HV breaker (click it), box transformer, four PCS with their clusters. */
export const GridStorage: StoryObj<typeof StorageDiagramStory> = {
  args: { schema, answers: answersFor('Lingang Grid Storage') },
};

/** Sevilla Agro PV+Storage: a PV feeder with six string inverters, the site load and six PCS in a second row. */
export const PvPlusStorage: StoryObj<typeof StorageDiagramStory> = {
  args: { schema, answers: answersFor('Sevilla Agro PV+Storage') },
};
