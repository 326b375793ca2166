import type { FromSchema } from 'json-schema-to-ts';

/** Props schemas of the fleet comparison widgets; their TypeScript types are derived from them, so the two agree. */
export const rankingListProps = {
  type: 'object',
  required: ['items', 'value'],
  additionalProperties: false,
  properties: {
    /** Binding to the ranked stations, best first: `[{psName, value, ...}]`; `value` (a number) sets the bar. */
    items: {},
    /** Template over `item`: the figure as shown, e.g. `${item.value | energy}`. */
    value: { type: 'string' },
    /** Template over `item`: a short note after the name (charging or discharging). */
    detail: { type: 'string' },
    /** Places shown; spec-digest 001 §2.5: the top five. */
    limit: { type: 'integer', minimum: 1, maximum: 20 },
    /** Bar colour. */
    color: { type: 'string', pattern: '^#[0-9a-fA-F]{6}$' },
    /** i18n key of the text shown when no station has a figure. */
    empty: { type: 'string' },
  },
} as const;

const columnSchema = {
  type: 'object',
  required: ['label', 'text'],
  additionalProperties: false,
  properties: {
    /** i18n key of the heading. */
    label: { type: 'string' },
    /** Template over `item`: the cell as shown, e.g. `${item.pr | percent:1}`. */
    text: { type: 'string' },
    /** Key of the row's number that sorts the column and decides best and worst. */
    field: { type: 'string' },
    /** Which end is best; the column's best cell is marked green and its worst red. Without it nothing is marked. */
    better: { enum: ['high', 'low'] },
    /** Template over `item`: the row takes part in best and worst only while it is truthy (a PV plant by day). */
    markWhen: { type: 'string' },
    /** Binding over the page: the column is shown only while it is truthy (PR for PV stations only). */
    visibleOn: { type: 'string' },
  },
} as const;

export const benchmarkTableProps = {
  type: 'object',
  required: ['rows', 'columns'],
  additionalProperties: false,
  properties: {
    /** Binding to the stations' rows. */
    rows: {},
    columns: { type: 'array', minItems: 1, maxItems: 16, items: columnSchema },
    /** Field the table is first sorted by (descending when `better` is high). */
    sortBy: { type: 'string' },
    /** i18n key of the text shown without rows. */
    empty: { type: 'string' },
  },
} as const;

export const stateChoiceProps = {
  type: 'object',
  required: ['state', 'options'],
  additionalProperties: false,
  properties: {
    /** Page-state key the choice is written to (its initial value comes from the page's `state`). */
    state: { type: 'string' },
    options: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['value', 'label'],
        additionalProperties: false,
        properties: { value: { type: 'string' }, label: { type: 'string' } },
      },
    },
    /** Buttons side by side (a period), or a drop-down list (a station type). */
    variant: { enum: ['segmented', 'select'] },
    /** i18n key naming the choice, shown before it and read by screen readers. */
    label: { type: 'string' },
  },
} as const;

export const countTilesProps = {
  type: 'object',
  required: ['items', 'label'],
  additionalProperties: false,
  properties: {
    /** Binding to `[{key, value}]`: what the fleet has, in order; a missing kind is simply not in the list. */
    items: {},
    /** i18n prefix of the tiles' names: `<label>.<key>`. */
    label: { type: 'string' },
    /** Icon of each key. */
    icons: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export const fleetScopeProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Page-state key that receives the viewer's time zone, for the fleet's day curves. */
    zoneState: { type: 'string' },
  },
} as const;

export type RankingListProps = FromSchema<typeof rankingListProps>;
export type BenchmarkTableProps = FromSchema<typeof benchmarkTableProps>;
export type BenchmarkColumn = BenchmarkTableProps['columns'][number];
export type StateChoiceProps = FromSchema<typeof stateChoiceProps>;
export type CountTilesProps = FromSchema<typeof countTilesProps>;
export type FleetScopeProps = FromSchema<typeof fleetScopeProps>;
