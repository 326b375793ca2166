import type { FormulaFunction } from './call';
import { presentValues } from './values';

/** Functions that reduce all their arguments (scalars, series and lists alike) to one number, skipping NaN. */
export const REDUCTIONS: readonly FormulaFunction[] = [
  { name: 'sum', arity: [0, Infinity], apply: (c) => presentValues(c.args()).reduce((a, b) => a + b, 0) },
  {
    name: 'avg',
    arity: [0, Infinity],
    apply: (c) => {
      const xs = presentValues(c.args());
      return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
    },
  },
  { name: 'max', arity: [0, Infinity], apply: (c) => extreme(presentValues(c.args()), Math.max) },
  { name: 'min', arity: [0, Infinity], apply: (c) => extreme(presentValues(c.args()), Math.min) },
  { name: 'count', arity: [0, Infinity], apply: (c) => presentValues(c.args()).length },
];

/** The largest or smallest value; NaN of nothing. A loop, not a spread: a day's series would be 288 arguments. */
function extreme(xs: number[], pick: (a: number, b: number) => number): number {
  if (xs.length === 0) return NaN;
  let best = xs[0]!;
  for (const x of xs) best = pick(best, x);
  return best;
}
