import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema, SourceDefinition } from '../../engine/pageSchema';
import powerQualityPage from '../../schemas/pages/power-quality.json';
import { POWER_QUALITY_TABLE } from '../../server/telemetry/catalogue/powerQualityTable';
import { GRID_STORAGE_SCHEDULE, storageAt } from '../../server/sources/simulator/storage';
import { JARDELUND_DISCHARGING, JARDELUND_READINGS, SHENZHEN_CHARGING } from './powerQualityFixtures';

const NOW = Date.UTC(2026, 10, 24, 16, 30);
const API = 'POST /monitor/powerQuality';

const card = (node: Record<string, unknown>) =>
  ({
    schemaVersion: 2,
    id: 'harmonic-bars-story',
    sources: { pq: { api: API, poll: 'realtime' } },
    body: {
      type: 'card',
      title: 'widget.powerQuality.spectrumCard',
      icon: 'timeline-bar-chart',
      children: [{ type: 'harmonic-bars', spectra: '${data.pq.spectra}', height: 320, ...node }],
    },
  }) as unknown as PageSchema;

const answer = (spectra: unknown) => ({ [API]: { code: 200, data: { spectra, quality: 'good', time: NOW } } });

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Power quality/Harmonic bars', component: SchemaPreview };
export default meta;

/** Batteriespeicher Jardelund discharging 43 MW: the 13th stands above its 3 % level and is drawn red. */
export const ResonanceAboveItsLevel: StoryObj<typeof SchemaPreview> = {
  args: { schema: card({}), answers: answer(JARDELUND_DISCHARGING(NOW)) },
};

/** Shenzhen Bao’an Storage charging at night: every order under its level. */
export const QuietNightNetwork: StoryObj<typeof SchemaPreview> = {
  args: { schema: card({ phase: 'b' }), answers: answer(SHENZHEN_CHARGING(NOW)) },
};

/** The converters' current harmonics in % of the fundamental: no compatibility level exists for them. */
export const CurrentWithoutLevels: StoryObj<typeof SchemaPreview> = {
  args: { schema: card({ quantity: 'current' }), answers: answer(JARDELUND_DISCHARGING(NOW)) },
};

/** The analyser has stopped answering: the last spectrum stays, its THD dimmed with its age. */
export const InterruptedAnalyser: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: card({}),
    answers: (() => {
      const spectra = JARDELUND_DISCHARGING(NOW - 2 * 3_600_000);
      for (const s of Object.values(spectra)) s.quality = 'interrupted';
      return answer(spectra);
    })(),
  },
};

/** The analyser never reported its spectrum yet. */
export const NoSpectrumYet: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: card({}),
    answers: answer({
      voltage: { ...JARDELUND_DISCHARGING(NOW).voltage, phases: { a: null, b: null, c: null } },
      current: { ...JARDELUND_DISCHARGING(NOW).current, phases: { a: null, b: null, c: null } },
    }),
  },
};

/**
 * The whole power-quality screen (schemas/pages/power-quality.json) of Jardelund: its live readings, the spectra,
 * and a day of curves where the battery's schedule shows in the power and in the voltage distortion.
 */
const day = Array.from({ length: 288 }, (_, slot) => slot * 5);
const power = day.map(
  (minute) => storageAt({ ratedKw: 48_000, energyKwh: 96_000, socMin: 10, socMax: 95 }, GRID_STORAGE_SCHEDULE, minute).powerKw,
);
const curve = {
  date: '2026-11-24',
  dateList: day.map((m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`),
  equipId: 901,
  series: {
    P: power.map((kw, i) => (i <= 210 ? Math.round(kw * (1 + 0.004 * Math.sin(i))) : null)),
    F: day.map((m, i) => (i <= 210 ? Math.round((50 + 0.018 * Math.sin(m / 37) + 0.006 * Math.sin(m / 5)) * 1000) / 1000 : null)),
    Uunb: day.map((m, i) => (i <= 210 ? Math.round((0.32 + 0.08 * Math.sin((m - 600) / 229)) * 1000) / 1000 : null)),
    ...Object.fromEntries(
      ['a', 'b', 'c'].map((p, k) => [
        `THDu${p}`,
        power.map((kw, i) =>
          i <= 210 ? Math.round((2.3 + 0.1 * k + 3.4 * (Math.abs(kw) / 48_000) + 0.3 * Math.sin(i / 20)) * 100) / 100 : null,
        ),
      ]),
    ),
  },
};
const pageSources = Object.fromEntries(
  Object.entries((powerQualityPage as unknown as PageSchema).sources!).map(([name, source]) => {
    // A story has no selected plant: the sources ask without waiting for one.
    const { when: _plant, ...rest } = source as SourceDefinition;
    return [name, rest];
  }),
);
const points = Object.fromEntries(
  POWER_QUALITY_TABLE.points.map((p) => [
    p.code,
    { value: JARDELUND_READINGS[p.code] ?? null, unit: p.unit ?? '', name: p.name, quality: 'good', time: NOW },
  ]),
);

const pageBody = (() => {
  const body = (powerQualityPage as unknown as PageSchema).body as unknown as { children: Record<string, unknown>[] };
  // Nor do its cards wait for a plant.
  return { ...body, children: body.children.map(({ visibleOn: _plant, ...node }) => node) };
})();

export const JardelundScreen: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: {
      ...(powerQualityPage as unknown as PageSchema),
      sources: pageSources,
      body: pageBody as unknown as PageSchema['body'],
    },
    answers: {
      [API]: {
        code: 200,
        data: {
          equipId: 901,
          equipName: 'Power quality analyser',
          place: 'Grid connection',
          model: 'Janitza UMG 512-PRO',
          collectId: 31,
          points,
          spectra: JARDELUND_DISCHARGING(NOW),
          quality: 'good',
          time: NOW,
        },
      },
      'POST /monitor/powerQuality/curve': { code: 200, data: curve },
    },
  },
};
