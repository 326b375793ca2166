import { ApiError } from '../../http/envelope';
import type { EntityHooks } from './types';
import { translatorFor } from '../../http/language';
import { shippedText } from '../../http/shippedText';

/** The kinds of time-of-use period the portal names: a period so named reads in the reader's language. */
export const TARIFF_PERIOD_KINDS = ['valley', 'shoulder', 'peak'] as const;
export const tariffPeriodKey = (kind: string) => `entity.tariff.periods.${kind}`;

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
  /** A period named after its kind (Peak, 峰时段, ...) reads in the reader's language; a name of one's own stays. */
  async decorate({ request }, rows) {
    const t = translatorFor(request);
    for (const r of rows)
      r.periodName = TARIFF_PERIOD_KINDS.reduce(
        (name, kind) => shippedText(t, tariffPeriodKey(kind), name),
        String(r.periodName),
      );
  },
};
