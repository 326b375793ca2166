import { FormulaError } from './ast';

export type TokenKind = 'number' | 'string' | 'name' | 'op' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** The text as written (a string's without its quotes). */
  text: string;
  at: number;
}

const NUMBER = /(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*/y;
/** Two-character operators first, so `<=` is not read as `<` then `=`. */
const OPERATORS = ['<=', '>=', '==', '!=', '&&', '||', '+', '-', '*', '/', '<', '>', '!'];
const WHITESPACE = /\s/;

/** The tokens of a formula, ending with an `end` token at its length. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const c = text[at]!;
    if (WHITESPACE.test(c)) {
      at++;
      continue;
    }
    const number = matchAt(NUMBER, text, at);
    if (number) {
      tokens.push({ kind: 'number', text: number, at });
      at += number.length;
      continue;
    }
    const name = matchAt(NAME, text, at);
    if (name) {
      tokens.push({ kind: 'name', text: name, at });
      at += name.length;
      continue;
    }
    if (c === "'") {
      const close = text.indexOf("'", at + 1);
      if (close < 0) throw new FormulaError(`expected a closing ' for the string at ${at}, found the end`, at);
      tokens.push({ kind: 'string', text: text.slice(at + 1, close), at });
      at = close + 1;
      continue;
    }
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c, text: c, at });
      at++;
      continue;
    }
    const op = OPERATORS.find((o) => text.startsWith(o, at));
    if (!op) throw new FormulaError(`expected a number, name, operator or parenthesis at ${at}, found '${c}'`, at);
    tokens.push({ kind: 'op', text: op, at });
    at += op.length;
  }
  tokens.push({ kind: 'end', text: '', at: text.length });
  return tokens;
}

function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}
