/**
 * Contracts of the quotas (indicator analysis and reports, docs/quotas.md): the quota grid and its export, a
 * staff entry of a day's quota, and the recalculation of a plant's days.
 */
import { Type } from 'typebox';
import { contract, envelope, FILE, id, namedStation, nullable, oneOf, recordOf } from './common';
import { stationType } from './stations';

/** Quota code → value, null where a day had nothing to compute it from. */
const values = recordOf(nullable('number'));

/** A quota as a column: how it is named, its unit and decimals, and what staff may enter. */
const quota = Type.Object({
  quotaCode: Type.String(),
  quotaName: Type.String(),
  unit: Type.String(),
  fixed: Type.Integer(),
  columnWidth: Type.Optional(Type.Integer()),
  hideTable: Type.Optional(Type.Boolean()),
  modify: Type.Optional(Type.Boolean()),
  formula: Type.Optional(Type.String()),
  rollup: Type.Optional(Type.String()),
  minimum: Type.Optional(Type.Number()),
  maximum: Type.Optional(Type.Number()),
  integer: Type.Optional(Type.Boolean()),
});

const period = oneOf(['year', 'month', 'day']);
/** `yyyy`, `yyyy-MM` or `yyyy-MM-dd` by the period; the server checks which. */
const periodDate = Type.String({ maxLength: 10 });

/** The grid asked for: the indicator analysis (one station type) or a report (any stations, rows over time). */
const gridBody = Type.Object(
  {
    use: Type.Optional(oneOf(['indicator', 'report'])),
    psId: Type.Optional(id),
    psType: Type.Optional(stationType),
    tagId: Type.Optional(id),
    period,
    date: periodDate,
  },
  { additionalProperties: false },
);

/** The quotas of a catalogue over a period (`QuotaGrid` of server/quotas/quotaAnalysisGrid.ts). */
export const quotaGrid = contract({
  method: 'POST',
  url: '/indicator/grid',
  body: gridBody,
  response: envelope(
    Type.Object({
      catalogue: Type.String(),
      period,
      date: Type.String(),
      /** The rows' kind: the days of a month, the months of a year, or stations. */
      rowKind: oneOf(['day', 'month', 'station']),
      groups: Type.Array(Type.Object({ group: Type.String(), label: Type.String(), quotas: Type.Array(quota) })),
      rows: Type.Array(
        Type.Object({
          key: Type.String(),
          /** The row's day (a day row of one station: its editable quotas can be entered). */
          day: Type.Optional(Type.String()),
          psId: Type.Optional(Type.Integer()),
          psName: Type.Optional(Type.String()),
          values,
        }),
      ),
      total: values,
      /** The stations' currency for money quotas; null when they differ. */
      currency: nullable('string'),
      /** A report's rows again as one series per quota, for its chart, and the rows' keys as its categories. */
      categories: Type.Optional(Type.Array(Type.String())),
      columns: Type.Optional(recordOf(Type.Array(nullable('number')))),
    }),
  ),
});

/** The same grid as a workbook. */
export const quotaExport = contract({ method: 'POST', url: '/indicator/export', body: gridBody, response: FILE });

/** A staff entry of a day's quota (null takes it back); answers the day's values again. */
export const quotaEntry = contract({
  method: 'POST',
  url: '/indicator/entry',
  body: Type.Object(
    {
      psId: id,
      day: Type.String({ maxLength: 10 }),
      quotaCode: Type.String({ maxLength: 40 }),
      value: nullable('number'),
    },
    { additionalProperties: false },
  ),
  response: envelope(Type.Object({ psId: Type.Integer(), day: Type.String(), values })),
});

/** `RecalculationState` of server/quotas/recalculation.ts; null before the first job. */
const recalculationState = Type.Union([
  Type.Null(),
  Type.Object({
    ...namedStation,
    from: Type.String(),
    to: Type.String(),
    days: Type.Integer(),
    done: Type.Integer(),
    /** queued: waiting for a turn; interrupted: cut off by a stop of the portal (docs/quotas.md). */
    state: oneOf(['queued', 'running', 'completed', 'cancelled', 'failed', 'interrupted']),
    startedBy: Type.String(),
    startedAt: Type.Number(),
    finishedAt: nullable('number'),
  }),
]);

/** Recalculates a plant's days of a period; answers the job. */
export const startRecalculation = contract({
  method: 'POST',
  url: '/indicator/recalculate',
  body: Type.Object({ psId: id, period, date: periodDate }, { additionalProperties: false }),
  response: envelope(recalculationState),
});

/** The plant whose recalculation to read or cancel; without it, the newest the caller sees. */
const plant = Type.Object({ psId: Type.Optional(id) });

/** The newest recalculation. */
export const recalculationOf = contract({
  method: 'GET',
  url: '/indicator/recalculate',
  querystring: plant,
  response: envelope(recalculationState),
});

/** Cancels the queued or running recalculation. */
export const cancelRecalculation = contract({
  method: 'POST',
  url: '/indicator/recalculate/cancel',
  querystring: plant,
  response: envelope(recalculationState),
});
