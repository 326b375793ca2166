import { callContract } from './contractCall';
import { saveDownload } from './download';
import type {
  cancelRecalculation as cancel,
  quotaEntry,
  recalculationOf,
  startRecalculation as start,
} from '../shared/contracts/quotas';

export type { QuotaGrid, QuotaQuery, Period, QuotaColumn, QuotaValues, RecalculationState } from '../shared/quotaDto';
import type { QuotaQuery, Period } from '../shared/quotaDto';

/** Stores a staff value (null clears it); the server checks range and whole numbers and answers the day's quotas. */
export const enterQuota = (psId: number, day: string, quotaCode: string, value: number | null) =>
  callContract<typeof quotaEntry>(
    { method: 'POST', url: '/indicator/entry' },
    { body: { psId, day, quotaCode, value } },
    { silent: true },
  );

export const startRecalculation = (psId: number, period: Period, date: string) =>
  callContract<typeof start>({ method: 'POST', url: '/indicator/recalculate' }, { body: { psId, period, date } });

/** The station's recalculation under way or last run (each station has its own). */
export const recalculationState = (psId: number) =>
  callContract<typeof recalculationOf>({ method: 'GET', url: '/indicator/recalculate' }, { query: { psId } }, { silent: true });

export const cancelRecalculation = (psId: number) =>
  callContract<typeof cancel>({ method: 'POST', url: '/indicator/recalculate/cancel' }, { query: { psId } });

export const exportQuotas = (query: QuotaQuery, fileName: string) =>
  saveDownload({ method: 'POST', url: '/indicator/export', data: query }, fileName);
