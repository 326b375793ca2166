import { FormulaError } from './ast';
import type { FormulaCall, FormulaFunction } from './call';
import type { FormulaSeries } from './values';

/** Functions of a day's series sampled every `periodMinutes` (NaN where no sample came). */
export const SERIES_FUNCTIONS: readonly FormulaFunction[] = [
  {
    name: 'integral',
    arity: [1, 1],
    // Trapezoids between neighbours that both came: a gap is not guessed across. kW samples give kWh.
    apply: (c) => {
      const xs = seriesArg(c);
      let area = 0;
      for (let i = 1; i < xs.length; i++) {
        const a = xs[i - 1]!;
        const b = xs[i]!;
        if (!Number.isNaN(a) && !Number.isNaN(b)) area += (a + b) / 2;
      }
      return (area * c.periodMinutes) / 60;
    },
  },
  {
    name: 'hours',
    arity: [1, 1],
    apply: (c) => {
      let slots = 0;
      for (const x of seriesArg(c)) if (!Number.isNaN(x) && x !== 0) slots++;
      return (slots * c.periodMinutes) / 60;
    },
  },
  {
    name: 'increments',
    arity: [1, 1],
    // A counter's growth per slot, against the last reading that came; a counter that went back (replaced
    // meter, reset) grew by 0, not by a negative amount.
    apply: (c) => {
      const xs = seriesArg(c);
      const out = new Float64Array(xs.length).fill(NaN);
      let previous = NaN;
      for (let i = 0; i < xs.length; i++) {
        const x = xs[i]!;
        if (Number.isNaN(x)) continue;
        if (!Number.isNaN(previous)) out[i] = Math.max(0, x - previous);
        previous = x;
      }
      return out;
    },
  },
];

function seriesArg(c: FormulaCall): FormulaSeries {
  const value = c.arg(0);
  if (typeof value === 'number')
    throw new FormulaError(`expected a series at ${c.argAt(0)}, found the number ${value}`, c.argAt(0));
  return value;
}
