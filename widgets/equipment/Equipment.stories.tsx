import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { RootStore, StoreContext } from '../../stores/rootStore';
import { cellStats } from '../../shared/cellFigures';

/**
 * A cluster of 16 packs of 24 LFP cells near full charge, as `es/cells` answers for Shenzhen Bao'an Storage:
 * every cell a few millivolts off the mean, warmer towards the middle of the rack, and pack 3 cell 17 a weak
 * cell that runs ahead of the others at the top of charge.
 */
function clusterFixture() {
  const packs = 16;
  const cellsPerPack = 24;
  const voltages: number[] = [];
  const temperatures: number[] = [];
  for (let i = 0; i < packs * cellsPerPack; i++) {
    const pack = Math.floor(i / cellsPerPack);
    const jitter = Math.sin(i * 12.9898) * 0.5;
    voltages.push(Math.round((3.372 + 0.004 * jitter + (i === 2 * cellsPerPack + 16 ? 0.071 : 0)) * 1000) / 1000);
    temperatures.push(Math.round((27.4 + 1.2 * (1 - Math.abs((2 * pack) / (packs - 1) - 1)) + 0.4 * jitter) * 10) / 10);
  }
  return {
    equipId: 812,
    equipName: 'Battery cluster 1',
    packs,
    cellsPerPack,
    time: Date.now() - 2000,
    quality: 'good',
    voltages,
    temperatures,
    voltage: cellStats(voltages, cellsPerPack),
    temperature: cellStats(temperatures, cellsPerPack),
  };
}

const slots = Array.from(
  { length: 288 },
  (_, i) => `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`,
);
/** `monitor/deviceCurve` of an air conditioner: container and outdoor air in °C, its electrical draw in kW. */
const ktCurves = {
  date: '2026-07-14',
  dateList: slots,
  groups: [
    {
      unit: '°C',
      series: [
        {
          name: 'Container temperature',
          code: 'Tin',
          data: slots.map((_, i) => (i > 200 ? null : Math.round((25 + 0.6 * Math.sin(i / 9)) * 10) / 10)),
        },
        {
          name: 'Outdoor temperature',
          code: 'Tout',
          data: slots.map((_, i) => (i > 200 ? null : Math.round((27 + 6 * Math.sin(((i - 96) / 288) * 2 * Math.PI)) * 10) / 10)),
        },
      ],
    },
    {
      unit: 'kW',
      series: [
        {
          name: 'Electrical power',
          code: 'Power',
          data: slots.map((_, i) =>
            i > 200 ? null : Math.round((4 + 3 * Math.max(0, Math.sin(((i - 96) / 288) * 2 * Math.PI))) * 100) / 100,
          ),
        },
      ],
    },
  ],
};

/** `es/runSettings` of a 5 MW grid storage station running its tariff schedule. */
const runSettings = {
  settings: {
    runMode: 'auto',
    gridMode: 'on',
    controlType: 'fixedPower',
    demandLimitKw: null,
    activePowerKw: 0,
    reactivePowerKvar: 0,
    periods: [
      { start: '00:00', end: '07:00', mode: 'charge', powerKw: 4000 },
      { start: '09:00', end: '11:30', mode: 'discharge', powerKw: 4500 },
      { start: '12:00', end: '15:00', mode: 'charge', powerKw: 4000 },
      { start: '17:00', end: '21:00', mode: 'discharge', powerKw: 4500 },
    ],
  },
  appliedBy: 'gadmin',
  appliedAt: Date.now() - 86_400_000,
  ratedKw: 5000,
  maxPeriods: 10,
  converters: [
    { equipId: 810, equipName: 'PCS 1', ratedKw: 2500 },
    { equipId: 813, equipName: 'PCS 2', ratedKw: 2500 },
  ],
};

const page = (id: string, sources: Record<string, unknown>, children: unknown[]) =>
  ({ schemaVersion: 1, id, sources, body: { type: 'page', children } }) as unknown as PageSchema;

interface StoryProps {
  schema: PageSchema;
  answers: Record<string, unknown>;
}

/** A page of equipment widgets for an administrator, who may apply run settings. */
function EquipmentStory({ schema, answers }: StoryProps) {
  const [stores] = useState(() => {
    const root = new RootStore();
    root.session.roles = ['admin'];
    root.session.permissions = ['*:*:*'];
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

const meta: Meta<typeof EquipmentStory> = { title: 'Widgets/Equipment', component: EquipmentStory };
export default meta;

export const CellHeatMap: StoryObj<typeof EquipmentStory> = {
  args: {
    schema: page('cells-story', { cells: { api: 'GET /es/cells', poll: 'none' } }, [
      { type: 'card', title: 'widget.cells.title', children: [{ type: 'cell-heatmap', cells: '${data.cells}' }] },
    ]),
    answers: { 'GET /es/cells': { code: 200, data: clusterFixture() } },
  },
};

export const DeviceCurvesByUnit: StoryObj<typeof EquipmentStory> = {
  args: {
    schema: page('curves-story', { curve: { api: 'POST /monitor/deviceCurve', poll: 'none' } }, [
      { type: 'card', title: 'widget.equipment.curves', children: [{ type: 'device-curves', curves: '${data.curve}' }] },
    ]),
    answers: { 'POST /monitor/deviceCurve': { code: 200, data: ktCurves } },
  },
};

export const RunSettingsPeriodEditor: StoryObj<typeof EquipmentStory> = {
  args: {
    schema: page('run-settings-story', { settings: { api: 'GET /es/runSettings', poll: 'none' } }, [
      {
        type: 'card',
        title: 'widget.runSettings.title',
        children: [{ type: 'run-settings', psId: 8, answer: '${data.settings}' }],
      },
    ]),
    answers: { 'GET /es/runSettings': { code: 200, data: runSettings } },
  },
};
