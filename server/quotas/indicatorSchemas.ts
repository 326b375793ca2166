import {
  arrayOf,
  boolean,
  integer,
  nullable,
  number,
  object,
  openObject,
  string,
  type JsonSchema,
} from '../http/responseSchemas';

/** Quota code → value, null where a day had nothing to compute it from. */
const values = openObject({ type: ['number', 'null'] });

const quota = object(
  {
    quotaCode: string,
    quotaName: string,
    unit: string,
    fixed: integer,
    columnWidth: integer,
    hideTable: boolean,
    modify: boolean,
    formula: string,
    rollup: string,
    minimum: number,
    maximum: number,
    integer: boolean,
  },
  ['columnWidth', 'hideTable', 'modify', 'formula', 'rollup', 'minimum', 'maximum', 'integer'],
);

/** `IndicatorGrid` of server/quotas/indicatorGrid.ts. */
export const gridSchema: JsonSchema = object(
  {
    catalogue: string,
    period: string,
    date: string,
    rowKind: string,
    groups: arrayOf(object({ group: string, label: string, quotas: arrayOf(quota) })),
    rows: arrayOf(object({ key: string, day: string, psId: integer, psName: string, values }, ['day', 'psId', 'psName'])),
    total: values,
    currency: nullable('string'),
    /** A report's rows again as one series per quota, for its chart, and the rows' keys as its categories. */
    categories: arrayOf(string),
    columns: openObject(arrayOf({ type: ['number', 'null'] })),
  },
  ['categories', 'columns'],
);

export const dayValuesSchema: JsonSchema = object({ psId: integer, day: string, values });

/** `RecalculationState` of server/quotas/recalculation.ts; null before the first job. */
export const recalculationSchema: JsonSchema = {
  anyOf: [
    { type: 'null' },
    object({
      psId: integer,
      psName: string,
      from: string,
      to: string,
      days: integer,
      done: integer,
      state: string,
      startedBy: string,
      startedAt: number,
      finishedAt: nullable('number'),
    }),
  ],
};
