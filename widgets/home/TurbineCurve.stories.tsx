import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { turbinePower } from '../../server/sources/simulator/wind';

/** A repeatable pseudo-random walk, so the fixture's gusts are the same on every build. */
function seeded(seed: number) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) / 2147483647) as number;
}

const reference = {
  model: 'Vestas V112-3.0',
  ratedKw: 3000,
  // The wind model's own curve, as the server answers it: no second copy of its numbers.
  points: Array.from({ length: 51 }, (_, i) => [i / 2, Math.round(turbinePower(i / 2) * 100) / 100]),
};

/**
 * A gusty autumn morning at Farma Wiatrowa Potęgowo (PL), 08:00 to 12:00: three turbines follow the curve with
 * the spread of real anemometers; WTG 03 has iced blades and delivers a fifth less at every wind speed.
 */
const random = seeded(5);
const turbines = ['WTG 01', 'WTG 02', 'WTG 03'].map((equipName, n) => ({
  equipName,
  points: Array.from({ length: 48 }, (_, i) => {
    const wind = Math.round((5 + 7 * Math.abs(Math.sin(i / 9 + n)) + random() * 1.5) * 100) / 100;
    const loss = n === 2 ? 0.8 : 1;
    const spread = 0.94 + random() * 0.1;
    return [wind, Math.round(Math.min(3000, turbinePower(wind) * loss * spread) * 10) / 10];
  }),
}));

const schema = {
  schemaVersion: 1,
  id: 'turbine-curve-story',
  sources: { curve: { api: 'POST /monitor/homeTurbineCurve', poll: 'history' } },
  body: {
    type: 'card',
    title: 'home.wind.powerCurve',
    icon: 'scatter-plot',
    children: [
      { type: 'turbine-curve', references: '${data.curve.references}', turbines: '${data.curve.turbines}', height: 380 },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Home/Turbine power curve', component: SchemaPreview };
export default meta;

export const IcedTurbineBelowItsCurve: StoryObj<typeof SchemaPreview> = {
  args: {
    schema,
    answers: { 'POST /monitor/homeTurbineCurve': { code: 200, data: { references: [reference], turbines } } },
  },
};

/** A PV plant asked for turbines: the answer has none, and the card says so. */
export const NoTurbines: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /monitor/homeTurbineCurve': { code: 200, data: { references: [], turbines: [] } } } },
};
