import { FormulaError } from './ast';

/** A scalar, a day's series (NaN where no sample came), or a list (one value per device). */
export type FormulaValue = number | Float64Array | readonly number[];

/** A series or a list: anything with a value per element. */
export type FormulaSeries = Float64Array | readonly number[];

export const isSeries = (value: FormulaValue): value is FormulaSeries => typeof value !== 'number';

/** Applies `f` to a scalar or to each element; a series stays a series, a list a list. */
export function elementWise(value: FormulaValue, f: (x: number) => number): FormulaValue {
  if (typeof value === 'number') return f(value);
  return value instanceof Float64Array ? value.map(f) : value.map((x) => f(x));
}

/**
 * Applies `f` element by element over several values: scalars broadcast, series and lists must have one
 * length. The result is a series when any operand is one, else a list when any is, else a scalar.
 */
export function combine(values: readonly FormulaValue[], f: (xs: number[]) => number, at: number): FormulaValue {
  let length = -1;
  let series = false;
  for (const v of values) {
    if (typeof v === 'number') continue;
    if (length >= 0 && v.length !== length)
      throw new FormulaError(`expected series of one length at ${at}, found ${length} and ${v.length} values`, at);
    length = v.length;
    series ||= v instanceof Float64Array;
  }
  const xs = new Array<number>(values.length);
  const elementAt = (i: number) => {
    for (let k = 0; k < values.length; k++) {
      const v = values[k]!;
      xs[k] = typeof v === 'number' ? v : v[i]!;
    }
    return f(xs);
  };
  if (length < 0) return elementAt(0);
  const out = series ? new Float64Array(length) : new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = elementAt(i);
  return out;
}

/** Every present (non-NaN) number of the values, scalars and elements alike. */
export function presentValues(values: readonly FormulaValue[]): number[] {
  const present: number[] = [];
  for (const v of values) {
    if (typeof v === 'number') {
      if (!Number.isNaN(v)) present.push(v);
    } else for (const x of v) if (!Number.isNaN(x)) present.push(x);
  }
  return present;
}
