/** What the indicator and report calls answer (server/quotas, docs/quotas.md), shared by server and browser. */

export type Period = 'year' | 'month' | 'day';

/** Quota code → value; null where a day had nothing to compute it from. */
export type QuotaValues = Record<string, number | null>;

/** What the grid asks for: one station, or the stations of a type (with a label), over a period. */
export interface IndicatorQuery {
  /** The indicator analysis (one station type) or a report (any stations, rows over time). */
  use?: 'indicator' | 'report';
  psId?: number;
  psType?: string;
  tagId?: number;
  period: Period;
  date: string;
}

/** A quota as a column: how it is named, its unit and decimals, and what staff may enter. */
export interface QuotaColumn {
  quotaCode: string;
  quotaName: string;
  unit: string;
  fixed: number;
  columnWidth?: number;
  hideTable?: boolean;
  modify?: boolean;
  minimum?: number;
  maximum?: number;
  integer?: boolean;
}

/** One row of the grid: a day or month of one station or a selection, or one station over the period. */
export interface GridRow {
  key: string;
  /** The row's day (a day row of one station: its editable quotas can be entered). */
  day?: string;
  psId?: number;
  psName?: string;
  values: QuotaValues;
}

export interface IndicatorGrid {
  catalogue: string;
  period: Period;
  date: string;
  /** The rows' kind: the days of a month, the months of a year, or stations. */
  rowKind: 'day' | 'month' | 'station';
  groups: { group: string; label: string; quotas: QuotaColumn[] }[];
  rows: GridRow[];
  total: QuotaValues;
  /** The stations' currency for money quotas; null when they differ. */
  currency: string | null;
  /** A report's rows again as one series per quota, for its chart, and the rows' keys as its categories. */
  categories?: string[];
  columns?: Record<string, (number | null)[]>;
}

export interface RecalculationState {
  psId: number;
  psName: string;
  from: string;
  to: string;
  days: number;
  done: number;
  /** queued: waiting for a turn; interrupted: cut off by a stop of the portal (docs/quotas.md). */
  state: 'queued' | 'running' | 'completed' | 'cancelled' | 'failed' | 'interrupted';
  startedBy: string;
  startedAt: number;
  finishedAt: number | null;
}
