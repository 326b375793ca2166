/**
 * Formulas: parsed into a tree, never run with eval. Shared by the browser (forms check point formulas)
 * and the server (calculated points, quotas).
 */
export { FormulaError, formulaCalls, formulaNames, type BinaryOp, type FormulaNode, type UnaryOp } from './ast';
export { MAX_FORMULA_DEPTH, MAX_FORMULA_LENGTH, parseFormula } from './parse';
export { evaluateFormula, evaluateNumber, type FormulaScope } from './evaluate';
export { FORMULA_FUNCTIONS } from './functions';
export type { FormulaValue } from './values';
export { MAX_POINT_FORMULA_LENGTH, POINT_FORMULA_FUNCTIONS, isFormula, parsePointFormula } from './pointFormula';
