import { callData } from './request';
import { saveDownload } from './download';

export type { IndicatorGrid, IndicatorQuery, Period, QuotaColumn, QuotaValues, RecalculationState } from '../shared/indicatorDto';
import type { IndicatorQuery, Period, QuotaValues, RecalculationState } from '../shared/indicatorDto';

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

/** The station's recalculation under way or last run (each station has its own). */
export const recalculationState = (psId: number) =>
  callData<RecalculationState | null>({ url: '/indicator/recalculate', params: { psId }, silent: true });

export const cancelRecalculation = (psId: number) =>
  callData<RecalculationState>({ method: 'POST', url: '/indicator/recalculate/cancel', params: { psId } });

export const exportIndicators = (query: IndicatorQuery, fileName: string) =>
  saveDownload({ method: 'POST', url: '/indicator/export', data: query }, fileName);
