import { FormulaError } from './ast';
import type { FormulaFunction } from './call';
import { REDUCTIONS } from './reductions';
import { ELEMENT_FUNCTIONS } from './elementFunctions';
import { SERIES_FUNCTIONS } from './seriesFunctions';

/** The built-in functions by lower-case name; a name defined twice is a mistake caught at load. */
const BUILT_INS = new Map<string, FormulaFunction>();
for (const fn of [...REDUCTIONS, ...ELEMENT_FUNCTIONS, ...SERIES_FUNCTIONS]) {
  if (BUILT_INS.has(fn.name)) throw new Error(`formula function "${fn.name}" is defined twice`);
  BUILT_INS.set(fn.name, fn);
}

/** The built-in functions' names, as the registry holds them. */
export const FORMULA_FUNCTIONS: readonly string[] = [...BUILT_INS.keys()].sort();

/** The built-in function of a name, whatever its case. */
export function builtInFunction(name: string): FormulaFunction | undefined {
  return BUILT_INS.get(name.toLowerCase());
}

/** Throws when a call of `fn` has fewer or more arguments than `arity` allows. */
export function checkArity(fn: string, [min, max]: readonly [number, number], count: number, at: number): void {
  if (count >= min && count <= max) return;
  const wanted = min === max ? `${min}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
  const noun = wanted === '1' || wanted === 'at least 1' ? 'argument' : 'arguments';
  throw new FormulaError(`expected ${wanted} ${noun} of ${fn} at ${at}, found ${count}`, at);
}
