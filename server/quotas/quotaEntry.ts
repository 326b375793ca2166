import { ApiError } from '../http/envelope';
import type { Quota } from './catalogue';

/** A value staff enter for an editable quota: a number in its range, whole for counts; null clears it. */
export function checkEntry(quota: Quota, value: number | null): void {
  if (value === null) return;
  const min = quota.minimum ?? 0;
  const max = quota.maximum ?? Number.MAX_SAFE_INTEGER;
  if (!Number.isFinite(value) || value < min || value > max)
    throw new ApiError(400, 'server.quotas.outOfRange', { min, max }, 'value');
  if (quota.integer && !Number.isInteger(value)) throw new ApiError(400, 'server.quotas.wholeNumber', {}, 'value');
}
