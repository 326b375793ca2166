import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { FIXTURE_STATIONS } from '../../tests/fixtures/stations';

interface FleetStoryProps {
  schema: PageSchema;
  answers: Record<string, unknown>;
}

/** A page over fixture answers, for a user with the fixture fleet (several plants, so fleet screens show). */
function FleetStory({ schema, answers }: FleetStoryProps) {
  const [stores] = useState(() => {
    const root = new RootStore();
    root.plant.stations = FIXTURE_STATIONS;
    return root;
  });
  return (
    <StoreContext.Provider value={stores}>
      <div style={{ padding: 16 }}>
        <SchemaPreview schema={schema} answers={answers} />
      </div>
    </StoreContext.Provider>
  );
}

const meta: Meta<typeof FleetStory> = { title: 'Widgets/Fleet comparison', component: FleetStory };
export default meta;

const rankingSchema = {
  schemaVersion: 1,
  id: 'ranking-story',
  state: { period: 'month' },
  sources: { rankings: { api: 'POST /monitor/fleetRankings', poll: 'none' } },
  body: {
    type: 'fleet-scope',
    children: [
      {
        type: 'state-choice',
        state: 'period',
        label: 'overview.period.label',
        options: [
          { value: 'day', label: 'overview.period.day' },
          { value: 'month', label: 'overview.period.month' },
          { value: 'year', label: 'overview.period.year' },
        ],
      },
      {
        type: 'grid',
        columns: 2,
        children: [
          {
            type: 'card',
            title: 'overview.discharge.${state.period}',
            children: [
              {
                type: 'ranking-list',
                items: '${data.rankings.storageEnergy}',
                value: '${item.value | energy}',
                color: '#7961db',
                empty: 'overview.ranking.empty',
              },
            ],
          },
          {
            type: 'card',
            title: 'overview.ranking.storagePower',
            children: [
              {
                type: 'ranking-list',
                items: '${data.rankings.storagePower}',
                value: '${item.value | power}',
                detail: '${item.mode | label:overview.mode}',
                color: '#7961db',
                empty: 'overview.ranking.empty',
              },
            ],
          },
        ],
      },
    ],
  },
} as unknown as PageSchema;

/** November at noon in Europe: the storage plants of the demo fleet by energy discharged this month and power now. */
export const StorageRankings: StoryObj<typeof FleetStory> = {
  args: {
    schema: rankingSchema,
    answers: {
      'POST /monitor/fleetRankings': {
        code: 200,
        data: {
          period: 'month',
          storageEnergy: [
            { psId: 14, psName: 'Batteriespeicher Jardelund', psType: 'ES', value: 1_580_176.2 },
            { psId: 27, psName: 'Magazyn Energii Żarnowiec', psType: 'ES', value: 1_260_508.8 },
            { psId: 23, psName: 'Almacenamiento Granadilla', psType: 'ES', value: 945_262.8 },
            { psId: 9, psName: 'Lingang Grid Storage', psType: 'ES', value: 787_217.6 },
            { psId: 18, psName: 'Lolland Battery Storage', psType: 'ES', value: 755_260.5 },
          ],
          storagePower: [
            { psId: 14, psName: 'Batteriespeicher Jardelund', psType: 'ES', value: 31_250, mode: 'discharge' },
            { psId: 27, psName: 'Magazyn Energii Żarnowiec', psType: 'ES', value: 12_480.5, mode: 'charge' },
            { psId: 24, psName: 'Sevilla Agro PV+Storage', psType: 'PVES', value: 1_804.2, mode: 'charge' },
            { psId: 19, psName: 'Aarhus Harbour PV+Storage', psType: 'PVES', value: 0, mode: 'still' },
          ],
        },
      },
    },
  },
};

/** No storage plant has discharged yet today. */
export const EmptyRanking: StoryObj<typeof FleetStory> = {
  args: {
    schema: rankingSchema,
    answers: { 'POST /monitor/fleetRankings': { code: 200, data: { period: 'day', storageEnergy: [], storagePower: [] } } },
  },
};

const pvRow = (psId: number, psName: string, capacity: number, power: number, hours: number, irr: number, comparable = true) => ({
  psId,
  psName,
  psType: 'PV',
  capacity,
  capacityUnit: 'kWp',
  power,
  specificPower: Math.round((power / capacity) * 1000) / 1000,
  specificPowerUnit: 'kW/kWp',
  equivalentHours: hours,
  irradiation: irr,
  pr: irr >= 0.1 ? Math.round((1000 * hours) / irr) / 10 : null,
  efficiency: null,
  availability: 100,
  devicesAvailable: 10,
  devicesTotal: 10,
  pstate: 1,
  comparable,
});

const benchmarkSchema = {
  schemaVersion: 1,
  id: 'benchmark-story',
  state: { psType: 'PV' },
  sources: { bench: { api: 'POST /monitor/benchmark', poll: 'none' } },
  body: {
    type: 'card',
    children: [
      {
        type: 'benchmark-table',
        rows: '${data.bench.rows}',
        sortBy: 'specificPower',
        empty: 'benchmark.empty',
        columns: [
          { label: 'benchmark.station', text: '${item.psName}', field: 'psName' },
          { label: 'benchmark.capacity', text: '${item.capacity | fixed:0} ${item.capacityUnit}', field: 'capacity' },
          {
            label: 'benchmark.specificPower',
            text: '${item.specificPower | fixed:3} ${item.specificPowerUnit}',
            field: 'specificPower',
            better: 'high',
            markWhen: '${item.comparable}',
          },
          {
            label: 'benchmark.equivalentHours',
            text: '${item.equivalentHours | fixed:2} h',
            field: 'equivalentHours',
            better: 'high',
            markWhen: '${item.comparable}',
          },
          {
            label: 'benchmark.pr',
            text: '${item.pr | percent:1}',
            field: 'pr',
            better: 'high',
            markWhen: '${item.comparable}',
            visibleOn: '${state.psType | pick:PV=true,PVES=true,}',
          },
          {
            label: 'benchmark.availability',
            text: '${item.availability | percent:1} (${item.devicesAvailable}/${item.devicesTotal})',
            field: 'availability',
            better: 'high',
          },
        ],
      },
    ],
  },
} as unknown as PageSchema;

/** Chinese plants at noon are compared; the European ones, still in the dark, are listed but not marked. */
export const PvBenchmark: StoryObj<typeof FleetStory> = {
  args: {
    schema: benchmarkSchema,
    answers: {
      'POST /monitor/benchmark': {
        code: 200,
        data: {
          psType: 'PV',
          rows: [
            pvRow(1, 'Golmud Desert Solar Park', 50_000, 31_113.9, 1.19, 1.225),
            pvRow(2, 'Dunhuang Solar Base', 30_000, 16_168.1, 0.91, 0.937),
            pvRow(3, 'Datong Panda Solar', 20_000, 3_467.4, 0.56, 0.563),
            { ...pvRow(5, 'Huainan Floating Solar', 40_000, 26_074.5, 1.78, 1.885), availability: 90, devicesAvailable: 9 },
            pvRow(11, 'Solarpark Meuro', 166_000, 0, 0, 0, false),
            pvRow(21, 'Planta Solar Francisco Pizarro', 590_000, 0, 0, 0, false),
          ],
        },
      },
    },
  },
};

const countsSchema = {
  schemaVersion: 1,
  id: 'count-tiles-story',
  sources: { overview: { api: 'POST /monitor/fleetOverview', poll: 'none' } },
  body: {
    type: 'count-tiles',
    items: '${data.overview.counts}',
    label: 'overview.count',
    icons: { projects: 'office', pvStations: 'flash', windFarms: 'wind', storageStations: 'layers', pcsUnits: 'exchange' },
  },
} as unknown as PageSchema;

/** The demo fleet: no EV chargers and no gensets, so no tiles for them. */
export const FleetCounts: StoryObj<typeof FleetStory> = {
  args: {
    schema: countsSchema,
    answers: {
      'POST /monitor/fleetOverview': {
        code: 200,
        data: {
          counts: [
            { key: 'projects', value: 28 },
            { key: 'pvStations', value: 16 },
            { key: 'windFarms', value: 6 },
            { key: 'storageStations', value: 11 },
            { key: 'pcsUnits', value: 65 },
          ],
        },
      },
    },
  },
};
