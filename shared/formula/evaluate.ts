import { FormulaError, type BinaryOp, type FormulaNode } from './ast';
import type { FormulaCall } from './call';
import { FORMULA_FUNCTIONS, builtInFunction, checkArity } from './functions';
import { combine, elementWise, type FormulaValue } from './values';

/** What a formula's names and host functions mean where it is evaluated. */
export interface FormulaScope {
  /** The value of a name; undefined makes the formula fail with "unknown name". */
  value(name: string): FormulaValue | undefined;
  /** A function of the host (e.g. series('QXZ', 'Irr')), given its evaluated arguments; undefined: not one. */
  call?(fn: string, args: (FormulaValue | string)[], at: number): FormulaValue | undefined;
  /** Minutes between two samples of a series (default 5). */
  periodMinutes?: number;
}

/**
 * Evaluates a parsed formula. Arithmetic, comparisons and logic work element by element (a scalar broadcasts
 * over a series); comparisons and logic answer 1 or 0, NaN where an operand is NaN; x / 0 is NaN.
 */
export function evaluateFormula(node: FormulaNode, scope: FormulaScope): FormulaValue {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'string':
      throw new FormulaError(`expected a number or a series at ${node.at}, found the string '${node.value}'`, node.at);
    case 'name': {
      const value = scope.value(node.name);
      if (value === undefined) throw new FormulaError(`unknown name ${node.name} at ${node.at}`, node.at);
      return value;
    }
    case 'unary': {
      const arg = evaluateFormula(node.arg, scope);
      return elementWise(arg, node.op === '-' ? (x) => -x : not);
    }
    case 'binary': {
      const left = evaluateFormula(node.left, scope);
      const right = evaluateFormula(node.right, scope);
      const op = BINARY[node.op];
      // Scalars, the common case, without the element machinery.
      if (typeof left === 'number' && typeof right === 'number') return op(left, right);
      return combine([left, right], ([a, b]) => op(a!, b!), node.at);
    }
    case 'call':
      return call(node, scope);
  }
}

/** The value of a formula as one number: NaN when it is not a finite scalar. */
export function evaluateNumber(node: FormulaNode, scope: FormulaScope): number {
  const value = evaluateFormula(node, scope);
  return typeof value === 'number' && Number.isFinite(value) ? value : NaN;
}

function call(node: FormulaNode & { kind: 'call' }, scope: FormulaScope): FormulaValue {
  const builtIn = builtInFunction(node.fn);
  if (builtIn) {
    checkArity(node.fn, builtIn.arity, node.args.length, node.at);
    const context: FormulaCall = {
      fn: node.fn,
      at: node.at,
      count: node.args.length,
      arg: (i) => evaluateFormula(node.args[i]!, scope),
      args: () => node.args.map((arg) => evaluateFormula(arg, scope)),
      argAt: (i) => node.args[i]!.at,
      periodMinutes: scope.periodMinutes ?? 5,
    };
    return builtIn.apply(context);
  }
  const unknown = () =>
    new FormulaError(`unknown function ${node.fn} at ${node.at} (known: ${FORMULA_FUNCTIONS.join(', ')})`, node.at);
  if (!scope.call) throw unknown();
  const args = node.args.map((arg) => (arg.kind === 'string' ? arg.value : evaluateFormula(arg, scope)));
  const value = scope.call(node.fn, args, node.at);
  if (value === undefined) throw unknown();
  return value;
}

const not = (x: number) => (Number.isNaN(x) ? NaN : x === 0 ? 1 : 0);

/** A comparison or a logical operator: 1 or 0, NaN when either side is NaN. */
const judged =
  (test: (a: number, b: number) => boolean) =>
  (a: number, b: number): number =>
    Number.isNaN(a) || Number.isNaN(b) ? NaN : test(a, b) ? 1 : 0;

const BINARY: Record<BinaryOp, (a: number, b: number) => number> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  // Nothing measured per nothing is no value, not an infinite one.
  '/': (a, b) => (b === 0 ? NaN : a / b),
  '<': judged((a, b) => a < b),
  '<=': judged((a, b) => a <= b),
  '>': judged((a, b) => a > b),
  '>=': judged((a, b) => a >= b),
  '==': judged((a, b) => a === b),
  '!=': judged((a, b) => a !== b),
  '&&': judged((a, b) => a !== 0 && b !== 0),
  '||': judged((a, b) => a !== 0 || b !== 0),
};
