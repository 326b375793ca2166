import { callData, request } from './request';

export type Period = 'year' | 'month' | 'day';

/** What the grid asks for: one station, or the stations of a type (with a label), over a period. */
export interface IndicatorQuery {
  use?: 'indicator' | 'report';
  psId?: number;
  psType?: string;
  tagId?: number;
  period: Period;
  date: string;
}

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

export type QuotaValues = Record<string, number | null>;

export interface IndicatorGrid {
  catalogue: string;
  period: Period;
  date: string;
  rowKind: 'day' | 'month' | 'station';
  groups: { group: string; label: string; quotas: QuotaColumn[] }[];
  rows: { key: string; day?: string; psId?: number; psName?: string; values: QuotaValues }[];
  total: QuotaValues;
  currency: string | null;
  /** A report's rows as one series per quota. */
  columns?: Record<string, (number | null)[]>;
}

export interface RecalculationState {
  psId: number;
  psName: string;
  from: string;
  to: string;
  days: number;
  done: number;
  state: 'running' | 'completed' | 'cancelled' | 'failed';
  finishedAt: number | null;
}

/** Stores a staff value (null clears it); the server checks range and whole numbers and answers the day's quotas. */
export const enterQuota = (psId: number, day: string, quotaCode: string, value: number | null) =>
  callData<{ psId: number; day: string; values: QuotaValues }>({
    method: 'POST',
    url: '/indicator/entry',
    data: { psId, day, quotaCode, value },
    silent: true,
  });

export const startRecalculation = (psId: number, period: Period, date: string) =>
  callData<RecalculationState>({ method: 'POST', url: '/indicator/recalculate', data: { psId, period, date } });

export const recalculationState = () => callData<RecalculationState | null>({ url: '/indicator/recalculate', silent: true });

export const cancelRecalculation = () => callData<RecalculationState>({ method: 'POST', url: '/indicator/recalculate/cancel' });

export async function exportIndicators(query: IndicatorQuery, fileName: string): Promise<void> {
  const response = await request.request<Blob>({ method: 'POST', url: '/indicator/export', data: query, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
