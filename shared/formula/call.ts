import type { FormulaValue } from './values';

/** A call of a built-in function as the evaluator hands it over. */
export interface FormulaCall {
  /** The function's name as written, and where it stands. */
  fn: string;
  at: number;
  /** How many arguments were written. */
  count: number;
  /** The i-th argument's value, evaluated when asked for: `if` evaluates only the branch it takes. */
  arg(i: number): FormulaValue;
  /** Every argument's value. */
  args(): FormulaValue[];
  /** Where the i-th argument starts, for errors. */
  argAt(i: number): number;
  /** Minutes between two samples of a series. */
  periodMinutes: number;
}

/** A built-in function: its name (matched without case), how many arguments it takes, and what it does. */
export interface FormulaFunction {
  name: string;
  /** Fewest and most arguments. */
  arity: readonly [min: number, max: number];
  apply(call: FormulaCall): FormulaValue;
}
