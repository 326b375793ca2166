import { callData } from './request';

/** How far the server's first start has filled the fleet's history (GET /monitor/historyProgress). */
export interface HistoryProgress {
  filling: boolean;
  percent: number;
  secondsLeft: number | null;
  days: number;
  /** Today was filled first: its curves and energy are complete while the past fills. */
  todayReady: boolean;
}

export const fetchHistoryProgress = (options: { signal?: AbortSignal; timeout?: number } = {}) =>
  callData<HistoryProgress>({ url: '/monitor/historyProgress', silent: true, ...options });
