import { FormulaError, type FormulaNode } from './ast';
import { parseFormula } from './parse';
import { builtInFunction, checkArity } from './functions';

/** The functions a point formula may use: arithmetic over one device's live values, no series. */
export const POINT_FORMULA_FUNCTIONS: readonly string[] = ['abs', 'avg', 'if', 'max', 'min', 'ratio', 'round', 'sqrt', 'sum'];
/** As long as the `formula` column of point_def allows. */
export const MAX_POINT_FORMULA_LENGTH = 500;

/**
 * Parses the formula of a calculated point (point_def.formula): numbers, the same device's point codes,
 * operators and the point functions. Throws a FormulaError for anything else.
 */
export function parsePointFormula(text: string): FormulaNode {
  if (text.length > MAX_POINT_FORMULA_LENGTH)
    throw new FormulaError(
      `expected at most ${MAX_POINT_FORMULA_LENGTH} characters at ${MAX_POINT_FORMULA_LENGTH}, found ${text.length}`,
      MAX_POINT_FORMULA_LENGTH,
    );
  const node = parseFormula(text);
  checkPointNode(node);
  return node;
}

/** True when the text is a well-formed point formula (the entity format `formula`). */
export function isFormula(text: string): boolean {
  try {
    parsePointFormula(text);
    return true;
  } catch (error) {
    if (error instanceof FormulaError) return false;
    throw error;
  }
}

function checkPointNode(node: FormulaNode): void {
  switch (node.kind) {
    case 'string':
      // Strings name things for host functions, which a point formula has none of.
      throw new FormulaError(`expected a number or a point code at ${node.at}, found the string '${node.value}'`, node.at);
    case 'unary':
      return checkPointNode(node.arg);
    case 'binary':
      checkPointNode(node.left);
      return checkPointNode(node.right);
    case 'call': {
      const builtIn = builtInFunction(node.fn);
      if (!builtIn || !POINT_FORMULA_FUNCTIONS.includes(builtIn.name))
        throw new FormulaError(
          `unknown function ${node.fn} at ${node.at} (known: ${POINT_FORMULA_FUNCTIONS.join(', ')})`,
          node.at,
        );
      // A reduction of nothing (max()) is a slip in a point formula, whatever it means elsewhere.
      checkArity(node.fn, [Math.max(1, builtIn.arity[0]), builtIn.arity[1]], node.args.length, node.at);
      for (const arg of node.args) checkPointNode(arg);
    }
  }
}
