/** A parsed formula: what `parseFormula` builds and `evaluateFormula` walks. `at` is the 0-based position in the text. */
export type FormulaNode =
  | { kind: 'number'; value: number; at: number }
  /** 'single quoted': only meaningful as an argument of a host function, e.g. series('QXZ', 'Irr'). */
  | { kind: 'string'; value: string; at: number }
  /** A point code or a dotted name the scope answers: GENERATION, station.capacity, Ia. */
  | { kind: 'name'; name: string; at: number }
  | { kind: 'unary'; op: UnaryOp; arg: FormulaNode; at: number }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode; at: number }
  | { kind: 'call'; fn: string; args: FormulaNode[]; at: number };

export type UnaryOp = '-' | '!';
export type BinaryOp = '+' | '-' | '*' | '/' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

/** A formula that cannot be parsed or evaluated; `at` is where, and the message names it too. */
export class FormulaError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
    this.name = 'FormulaError';
  }
}

/** Every name a formula references, in the order written. */
export function formulaNames(node: FormulaNode): { name: string; at: number }[] {
  const names: { name: string; at: number }[] = [];
  walk(node, (n) => {
    if (n.kind === 'name') names.push({ name: n.name, at: n.at });
  });
  return names;
}

/** Every function a formula calls, in the order written. */
export function formulaCalls(node: FormulaNode): { fn: string; at: number }[] {
  const calls: { fn: string; at: number }[] = [];
  walk(node, (n) => {
    if (n.kind === 'call') calls.push({ fn: n.fn, at: n.at });
  });
  return calls;
}

function walk(node: FormulaNode, visit: (node: FormulaNode) => void): void {
  visit(node);
  if (node.kind === 'unary') walk(node.arg, visit);
  else if (node.kind === 'binary') {
    walk(node.left, visit);
    walk(node.right, visit);
  } else if (node.kind === 'call') for (const arg of node.args) walk(arg, visit);
}
