import type { FromSchema } from 'json-schema-to-ts';

/** Props schema of the chart widget; its TypeScript type is derived from it, so the two agree. */
export const chartProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    series: {
      type: 'array',
      maxItems: 24,
      items: {
        type: 'object',
        required: ['name', 'data'],
        additionalProperties: false,
        properties: {
          /** i18n key of the legend and tooltip name. */
          name: { type: 'string' },
          /** Binding to values (category axis) or [time, value] pairs (time axis). */
          data: {},
          /** Binding to the qualities of `data`'s slots (a curve answer's `slotQuality` ranges): the tooltip names late and estimated ones. */
          slotQuality: {},
          unit: { type: 'string' },
          axis: { enum: ['left', 'right'] },
          kind: { enum: ['line', 'bar'] },
          color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
          /** Fills the area under a line, for the one series a chart is about. */
          area: { type: 'boolean' },
        },
      },
    },
    /** Binding to series the answer names itself (`hlxData`: `[{name, data, slotQuality}]`), drawn as lines on the left axis. */
    seriesList: {},
    /** Unit of the `seriesList` series. */
    seriesUnit: { type: 'string' },
    xAxis: { enum: ['time', 'category'] },
    /** Binding to the category labels (the server's dateList). */
    categories: {},
    axes: {
      type: 'array',
      maxItems: 2,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          unit: { type: 'string' },
          /** Unit chosen by size (spec-digest 000 §9): kW or MW; kWh, MWh, then 万kWh in Chinese or GWh elsewhere; the series' values follow it. */
          scale: { enum: ['power', 'energy'] },
          /** i18n key shown before the unit. */
          name: { type: 'string' },
          min: { type: 'number' },
          /** A fixed maximum (irradiation: 1500), or the power rule: data maximum + 20 %, rounded up, from 0. */
          max: { oneOf: [{ type: 'number' }, { const: 'auto+20%' }] },
        },
      },
    },
    height: { type: 'integer', minimum: 120, maximum: 1200 },
    /** Lets the operator zoom into a part of the day with the wheel and a slider. */
    zoom: { type: 'boolean' },
  },
} as const;

export type ChartProps = FromSchema<typeof chartProps>;
export type ChartSeries = NonNullable<ChartProps['series']>[number];
export type ChartAxis = NonNullable<ChartProps['axes']>[number];
