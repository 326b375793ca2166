import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import pvMonth from './fixtures/pv-month.json';
import windMonth from './fixtures/wind-month.json';
import esMonth from './fixtures/es-month.json';

/** The quotas page (indicator analysis) as shipped (schemas/pages/quotas.json), answered by a month of one demo station. */
const schema = (psId: number) =>
  ({
    schemaVersion: 2,
    id: 'quota-table-story',
    state: { query: { psId, period: 'month', date: '2026-11' } },
    sources: {
      labels: { api: 'GET /user/labeling/list', dataPath: 'rows', poll: 'none' },
      grid: { api: 'POST /indicator/grid', body: '${state.query}', when: '${state.query}', poll: 'none' },
    },
    body: {
      type: 'card',
      children: [
        { type: 'quota-toolbar', state: 'query', psId, labels: '${data.labels}', grid: '${data.grid}', source: 'grid' },
        { type: 'quota-table', grid: '${data.grid}', query: '${state.query}', source: 'grid', empty: 'quota.empty' },
      ],
    },
  }) as unknown as PageSchema;

/** The label a type-wide grid may be narrowed by. */
const labels = { code: 200, msg: 'ok', rows: [{ tagId: 1, tagName: 'Qinghai', isEffective: 1, psIds: [1] }], total: 1 };

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Quotas/Quota table', component: SchemaPreview };
export default meta;

/** Golmud Desert Solar Park (50 MWp), November 2026: resource, energy, losses, PR and curtailment by day. */
export const PhotovoltaicMonth: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: schema(1),
    answers: { 'GET /user/labeling/list': labels, 'POST /indicator/grid': { code: 200, msg: 'ok', data: pvMonth } },
  },
};

/** Zhangbei Wind Farm (48 MW): wind resource, availability, capacity factor and curtailment. */
export const WindMonth: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: schema(6),
    answers: { 'GET /user/labeling/list': labels, 'POST /indicator/grid': { code: 200, msg: 'ok', data: windMonth } },
  },
};

/** Lingang Grid Storage (10 MW / 20 MWh): charge and discharge, their cost and income, efficiency, cycles. */
export const StorageMonth: StoryObj<typeof SchemaPreview> = {
  args: {
    schema: schema(9),
    answers: { 'GET /user/labeling/list': labels, 'POST /indicator/grid': { code: 200, msg: 'ok', data: esMonth } },
  },
};
