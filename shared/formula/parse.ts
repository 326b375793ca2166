import { FormulaError, type BinaryOp, type FormulaNode } from './ast';
import { tokenize, type Token } from './tokens';

/** Longest formula text parsed: a formula is a line of configuration, not a program. */
export const MAX_FORMULA_LENGTH = 1000;
/** Deepest nesting of parentheses, calls and unary operators: deeper would risk the stack, not help a reader. */
export const MAX_FORMULA_DEPTH = 50;

/** Binary operators by precedence, loosest first; comparisons do not chain (`a < b < c` is an error). */
const LEVELS: { ops: readonly BinaryOp[]; chains: boolean }[] = [
  { ops: ['||'], chains: true },
  { ops: ['&&'], chains: true },
  { ops: ['<', '<=', '>', '>=', '==', '!='], chains: false },
  { ops: ['+', '-'], chains: true },
  { ops: ['*', '/'], chains: true },
];

/**
 * Parses a formula into its tree. Throws a FormulaError whose message says what was expected and what was
 * found, with the 0-based position: "expected ')' at 14, found ','".
 */
export function parseFormula(text: string): FormulaNode {
  if (text.length > MAX_FORMULA_LENGTH)
    throw new FormulaError(
      `expected at most ${MAX_FORMULA_LENGTH} characters at ${MAX_FORMULA_LENGTH}, found ${text.length}`,
      MAX_FORMULA_LENGTH,
    );
  return new Parser(tokenize(text)).formula();
}

class Parser {
  private i = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  formula(): FormulaNode {
    const node = this.binary(0);
    const next = this.peek();
    if (next.kind !== 'end') {
      const chained = next.kind === 'op' && LEVELS[2]!.ops.includes(next.text as BinaryOp);
      this.fail(chained ? 'an operator or the end (comparisons do not chain)' : 'an operator or the end', next);
    }
    return node;
  }

  private binary(level: number): FormulaNode {
    if (level === LEVELS.length) return this.unary();
    const { ops, chains } = LEVELS[level]!;
    let left = this.binary(level + 1);
    for (let op = this.operator(ops); op; op = chains ? this.operator(ops) : null) {
      const right = this.binary(level + 1);
      left = { kind: 'binary', op: op.text as BinaryOp, left, right, at: op.at };
    }
    return left;
  }

  private unary(): FormulaNode {
    const next = this.peek();
    if (next.kind === 'op' && (next.text === '-' || next.text === '!')) {
      this.i++;
      const arg = this.nested(next, () => this.unary());
      return { kind: 'unary', op: next.text, arg, at: next.at };
    }
    return this.primary();
  }

  private primary(): FormulaNode {
    const token = this.peek();
    switch (token.kind) {
      case 'number': {
        this.i++;
        const value = Number(token.text);
        if (!Number.isFinite(value)) this.fail('a finite number', token);
        return { kind: 'number', value, at: token.at };
      }
      case 'string':
        this.i++;
        return { kind: 'string', value: token.text, at: token.at };
      case 'name':
        this.i++;
        if (this.peek().kind !== '(') return { kind: 'name', name: token.text, at: token.at };
        this.i++;
        return { kind: 'call', fn: token.text, args: this.nested(token, () => this.args()), at: token.at };
      case '(': {
        this.i++;
        const inner = this.nested(token, () => this.binary(0));
        this.expect(')');
        return inner;
      }
      default:
        return this.fail("a number, name, string or '('", token);
    }
  }

  /** Arguments after the opening parenthesis, up to and including the closing one. */
  private args(): FormulaNode[] {
    const args: FormulaNode[] = [];
    if (this.peek().kind === ')') {
      this.i++;
      return args;
    }
    for (;;) {
      args.push(this.binary(0));
      const next = this.peek();
      this.i++;
      if (next.kind === ')') return args;
      if (next.kind !== ',') this.fail("',' or ')'", next);
    }
  }

  private nested<T>(opening: Token, parse: () => T): T {
    if (++this.depth > MAX_FORMULA_DEPTH)
      throw new FormulaError(`expected at most ${MAX_FORMULA_DEPTH} levels of nesting at ${opening.at}, found more`, opening.at);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private operator(ops: readonly BinaryOp[]): Token | null {
    const next = this.peek();
    if (next.kind !== 'op' || !ops.includes(next.text as BinaryOp)) return null;
    this.i++;
    return next;
  }

  private expect(kind: Token['kind']): void {
    const next = this.peek();
    if (next.kind !== kind) this.fail(`'${kind}'`, next);
    this.i++;
  }

  private peek(): Token {
    return this.tokens[this.i]!;
  }

  private fail(expected: string, found: Token): never {
    throw new FormulaError(`expected ${expected} at ${found.at}, found ${describe(found)}`, found.at);
  }
}

function describe(token: Token): string {
  if (token.kind === 'end') return 'the end';
  if (token.kind === 'string') return `the string '${token.text}'`;
  return `'${token.text}'`;
}
