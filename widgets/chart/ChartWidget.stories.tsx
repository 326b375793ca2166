import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';

/** A repeatable pseudo-random walk, so the fixture clouds pass at the same time on every build. */
function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647) as number;
}

const slots = Array.from(
  { length: 288 },
  (_, i) => `${String(Math.floor(i / 12)).padStart(2, '0')}:${String((i % 12) * 5).padStart(2, '0')}`,
);
/** A June day at Kassø Solar Park (DK): sunrise 04:40, sunset 21:50, a front of clouds after noon; now is 15:30. */
const nowSlot = 15 * 12 + 6;
const random = seeded(7);
const irradiance = slots.map((_, i) => {
  if (i > nowSlot) return null;
  const hour = i / 12;
  const sun = Math.max(0, Math.sin(((hour - 4.7) / (21.8 - 4.7)) * Math.PI));
  const cloud = hour > 12.5 && hour < 14 ? 0.45 + random() * 0.3 : 0.94 + random() * 0.06;
  return Math.round(960 * sun ** 1.3 * cloud * 10) / 10;
});
const acPower = irradiance.map((g) => (g === null ? null : Math.round(Math.min(320, g * 0.342) * 100) / 100));
const dcPower = acPower.map((p) => (p === null ? null : Math.round((p > 0 ? p / 0.984 + 0.6 : 0) * 100) / 100));

const powerSchema = {
  schemaVersion: 1,
  id: 'chart-story',
  sources: { curve: { api: 'POST /monitor/nbqRealData/powerCurve', poll: 'history' } },
  body: {
    type: 'page',
    title: 'widget.quantity.power',
    children: [
      {
        type: 'card',
        title: 'widget.quantity.acPower',
        icon: 'timeline-line-chart',
        children: [
          {
            type: 'chart',
            xAxis: 'category',
            categories: '${data.curve.dateList}',
            series: [
              { name: 'widget.quantity.acPower', data: '${data.curve.acPower}', unit: 'kW', kind: 'line', area: true },
              { name: 'widget.quantity.dcPower', data: '${data.curve.dcPower}', unit: 'kW', kind: 'line' },
              { name: 'widget.quantity.irradiance', data: '${data.curve.qxyData}', unit: 'W/m²', axis: 'right', kind: 'line' },
            ],
            axes: [
              { name: 'widget.quantity.power', unit: 'kW', max: 'auto+20%' },
              { name: 'widget.quantity.irradiance', unit: 'W/m²', min: 0, max: 1500 },
            ],
            height: 340,
          },
        ],
      },
    ],
  },
} as unknown as PageSchema;

/** Total current of the four combiner boxes of inverter 1-1 at Golmud (QH), as [time, value] pairs. */
// Local midnight: the time axis shows the viewer's clock, and the story should read as a morning wherever it is built.
const day = new Date(2026, 10, 23).getTime();
const boxRandom = seeded(11);
const boxes = ['HLX-1-1', 'HLX-1-2', 'HLX-1-3', 'HLX-1-4'].map((name, b) => ({
  name,
  data: Array.from({ length: 12 * 9.5 }, (_, i) => {
    const hour = 7.5 + i / 12;
    const sun = Math.max(0, Math.sin(((hour - 7.3) / (17.6 - 7.3)) * Math.PI));
    // Box 3 lost two strings at 11:00: its total drops by two branch currents.
    const lost = b === 2 && hour >= 11 ? 0.84 : 1;
    return [day + hour * 3_600_000, Math.round(12 * 9.6 * sun * lost * (0.97 + boxRandom() * 0.03) * 100) / 100];
  }),
}));

const branchSchema = {
  schemaVersion: 1,
  id: 'chart-branch-story',
  sources: { branches: { api: 'POST /monitor/nbqRealData/hlxTotalCurve', poll: 'history' } },
  body: {
    type: 'card',
    title: 'widget.quantity.current',
    children: [
      {
        type: 'chart',
        xAxis: 'time',
        zoom: true,
        series: boxes.map((box, i) => ({ name: box.name, data: `\${data.branches.hlxData[${i}].data}`, unit: 'A' })),
        axes: [{ name: 'widget.quantity.current', unit: 'A', max: 'auto+20%' }],
        height: 320,
      },
    ],
  },
} as unknown as PageSchema;

const monthRandom = seeded(3);
const monthDays = Array.from({ length: 23 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
const generation = monthDays.map((_, i) => Math.round((i % 7 === 4 ? 96 : 214) * (0.86 + monthRandom() * 0.14) * 1000) / 1000);

const monthSchema = {
  schemaVersion: 1,
  id: 'chart-month-story',
  sources: { month: { api: 'POST /monitor/homeCapacityMonth', poll: 'history' } },
  body: {
    type: 'card',
    title: 'widget.quantity.generation',
    children: [
      {
        type: 'chart',
        xAxis: 'category',
        categories: '${data.month.dateList}',
        series: [
          { name: 'widget.quantity.generation', data: '${data.month.generation}', unit: 'MWh', kind: 'bar', color: '#3ba272' },
        ],
        axes: [{ name: 'widget.quantity.generation', unit: 'MWh', max: 'auto+20%' }],
        height: 280,
      },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Chart', component: SchemaPreview };
export default meta;

export const InverterPowerAndIrradiation: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: powerSchema,
    answers: {
      'POST /monitor/nbqRealData/powerCurve': {
        code: 200,
        data: { date: '2026-06-21', dateList: slots, acPower, dcPower, qxyData: irradiance },
      },
    },
  },
};

export const CombinerBoxCurrents: StoryObj<typeof SchemaPreview> = {
  args: { schema: branchSchema, answers: { 'POST /monitor/nbqRealData/hlxTotalCurve': { code: 200, data: { hlxData: boxes } } } },
};

export const MonthlyGeneration: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: monthSchema,
    answers: { 'POST /monitor/homeCapacityMonth': { code: 200, data: { dateList: monthDays, generation } } },
  },
};
