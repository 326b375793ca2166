import { ApiError } from '../../http/envelope';
import type { EntityHooks } from './types';

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/** A tariff period's time ranges each start before they end and do not overlap one another. */
export function rangesProblem(ranges: { start: string; end: string }[]): 'order' | 'overlap' | null {
  const sorted = ranges.map((r) => [minutes(r.start), minutes(r.end)] as const).sort((a, b) => a[0] - b[0]);
  if (sorted.some(([start, end]) => start >= end)) return 'order';
  return sorted.some(([start], i) => i > 0 && start < sorted[i - 1]![1]) ? 'overlap' : null;
}

export const tariffHooks: EntityHooks = {
  async beforeWrite(_ctx, _columns, body) {
    if (!Array.isArray(body.timeRanges)) return;
    const problem = rangesProblem(body.timeRanges as { start: string; end: string }[]);
    if (problem)
      throw new ApiError(400, problem === 'order' ? 'validation.rangeOrder' : 'validation.rangeOverlap', {}, 'timeRanges');
  },
};
