import type { FormulaFunction } from './call';
import { combine, elementWise, isSeries } from './values';

/** Functions applied element by element to scalars, series and lists. */
export const ELEMENT_FUNCTIONS: readonly FormulaFunction[] = [
  { name: 'abs', arity: [1, 1], apply: (c) => elementWise(c.arg(0), Math.abs) },
  { name: 'sqrt', arity: [1, 1], apply: (c) => elementWise(c.arg(0), Math.sqrt) },
  { name: 'positive', arity: [1, 1], apply: (c) => elementWise(c.arg(0), (x) => Math.max(x, 0)) },
  {
    name: 'round',
    arity: [1, 2],
    apply: (c) =>
      c.count === 1 ? elementWise(c.arg(0), (x) => roundTo(x, 0)) : combine(c.args(), ([x, d]) => roundTo(x!, d!), c.at),
  },
  {
    name: 'ratio',
    arity: [2, 2],
    // A share of nothing is none: 0, not NaN, so a device without capacity does not blank a whole sum.
    apply: (c) => combine(c.args(), ([a, b]) => (b === 0 || Number.isNaN(b) ? 0 : a! / b!), c.at),
  },
  {
    name: 'if',
    arity: [3, 3],
    apply: (c) => {
      const cond = c.arg(0);
      // A scalar condition evaluates only the branch it takes; a series one picks element by element.
      if (!isSeries(cond)) return Number.isNaN(cond) ? NaN : cond !== 0 ? c.arg(1) : c.arg(2);
      return combine([cond, c.arg(1), c.arg(2)], ([k, a, b]) => (Number.isNaN(k) ? NaN : k !== 0 ? a! : b!), c.at);
    },
  },
];

/**
 * Rounds half away from zero to `digits` decimals (negative: tens, hundreds). Decimal inputs such as 1.005
 * are binary fractions a hair below the half; reading the scaled value to 15 digits rounds them as written.
 */
export function roundTo(x: number, digits: number): number {
  if (!Number.isFinite(x) || Number.isNaN(digits)) return Number.isNaN(digits) ? NaN : x;
  const d = Math.max(-15, Math.min(15, Math.trunc(digits)));
  const scale = 10 ** d;
  const scaled = Number((Math.abs(x) * scale).toPrecision(15));
  // + 0 turns the -0 of a small negative number into 0.
  return (Math.sign(x) * Math.round(scaled)) / scale + 0;
}
