import type { Meta, StoryObj } from '@storybook/react-vite';
import { SchemaPreview } from '../SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import reportMonth from './fixtures/report-storage-month.json';

/** The reports page as shipped (schemas/pages/reports.json): chart and table of the report catalogue. */
const schema = {
  schemaVersion: 2,
  id: 'report-story',
  state: { query: { use: 'report', psId: 9, period: 'month', date: '2026-11' } },
  sources: { report: { api: 'POST /indicator/grid', body: '${state.query}', when: '${state.query}', poll: 'none' } },
  body: {
    type: 'card',
    children: [
      {
        type: 'chart',
        xAxis: 'category',
        categories: '${data.report.categories}',
        height: 300,
        axes: [
          { unit: 'kWh', scale: 'energy', min: 0 },
          { unit: '%', min: 0, max: 100 },
        ],
        series: [
          { name: 'quota.name.GENERATION', data: '${data.report.columns.GENERATION}', kind: 'bar', color: '#2d72d2' },
          { name: 'quota.name.CHARGE_POWER', data: '${data.report.columns.CHARGE_POWER}', kind: 'bar', color: '#238551' },
          { name: 'quota.name.DISCHARGE_POWER', data: '${data.report.columns.DISCHARGE_POWER}', kind: 'bar', color: '#c87619' },
          { name: 'quota.name.AVG_SOC', data: '${data.report.columns.AVG_SOC}', kind: 'line', axis: 'right', color: '#7961db' },
        ],
      },
      { type: 'quota-table', grid: '${data.report}', query: '${state.query}', source: 'report', empty: 'report.empty' },
    ],
  },
} as unknown as PageSchema;

const meta: Meta<typeof SchemaPreview> = { title: 'Engine/Quotas/Report chart', component: SchemaPreview };
export default meta;

/** Lingang Grid Storage (10 MW / 20 MWh), November 2026: charge, discharge, SOC, round-trip efficiency, cycles. */
export const StorageMonth: StoryObj<typeof SchemaPreview> = {
  args: { schema, answers: { 'POST /indicator/grid': { code: 200, msg: 'ok', data: reportMonth } } },
};
