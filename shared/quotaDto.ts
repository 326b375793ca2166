/** What the indicator and report calls take and answer (server/quotas, docs/quotas.md), read from their contracts. */
import type { BodyOf, DataOf } from './contracts/common';
import type { quotaGrid, recalculationOf } from './contracts/quotas';

/** What the grid asks for: one station, or the stations of a type (with a label), over a period. */
export type QuotaQuery = BodyOf<typeof quotaGrid>;

export type Period = QuotaQuery['period'];

/** The quota grid of a catalogue over a period. */
export type QuotaGrid = DataOf<typeof quotaGrid>;

/** Quota code → value; null where a day had nothing to compute it from. */
export type QuotaValues = QuotaGrid['total'];

/** A quota as a column: how it is named, its unit and decimals, and what staff may enter. */
export type QuotaColumn = QuotaGrid['groups'][number]['quotas'][number];

/** One row of the grid: a day or month of one station or a selection, or one station over the period. */
export type GridRow = QuotaGrid['rows'][number];

/** A plant's recalculation under way or last run. */
export type RecalculationState = Exclude<DataOf<typeof recalculationOf>, null>;
