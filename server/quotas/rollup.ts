import { evaluateNumber, FormulaError } from '../../shared/formula';
import type { QuotaCatalogue } from './catalogue';
import { finite, type QuotaValues } from './quotaDay';

/** What a period adds up to besides its quotas: the capacity behind it and its length. */
export interface PeriodFacts {
  capacity: number;
  battery: number;
  hours: number;
  days: number;
}

/**
 * Rolls parts (the days of a month, the months of a year, the stations of a selection) into one row: an
 * energy is the sum of its parts, an average their mean, an extreme theirs, and a ratio is computed again
 * from the rolled-up quotas it reads, never averaged. So a month is exactly the sum of its days.
 */
export function rollUp(catalogue: QuotaCatalogue, parts: QuotaValues[], facts: PeriodFacts): QuotaValues {
  const out: QuotaValues = {};
  const scope = {
    value(name: string) {
      if (Object.hasOwn(out, name)) return out[name] ?? NaN;
      if (name === 'station.capacity') return facts.capacity;
      if (name === 'station.battery') return facts.battery;
      if (name === 'period.hours') return facts.hours;
      if (name === 'period.days') return facts.days;
      return undefined;
    },
  };
  for (const q of catalogue.order) {
    const present = parts.map((p) => p[q.quotaCode]).filter((v): v is number => v !== null && v !== undefined);
    switch (q.rollup) {
      case 'sum':
        out[q.quotaCode] = present.length ? present.reduce((a, b) => a + b, 0) : null;
        break;
      case 'avg':
        out[q.quotaCode] = present.length ? present.reduce((a, b) => a + b, 0) / present.length : null;
        break;
      case 'max':
        out[q.quotaCode] = present.length ? Math.max(...present) : null;
        break;
      case 'min':
        out[q.quotaCode] = present.length ? Math.min(...present) : null;
        break;
      case 'formula':
        try {
          out[q.quotaCode] = finite(evaluateNumber(q.ast!, scope));
        } catch (error) {
          if (!(error instanceof FormulaError)) throw error;
          out[q.quotaCode] = null;
        }
        break;
    }
  }
  return out;
}
