/**
 * Syntax of a point calculation formula: numbers, point codes, + - * / and parentheses, unary minus,
 * and a few functions. Only checked here; a formula is never evaluated with eval.
 */
export const FORMULA_FUNCTIONS = ['abs', 'min', 'max', 'sum', 'avg', 'round', 'sqrt'] as const;

type Token = { kind: 'num' | 'name' | 'op' | '(' | ')' | ','; text: string };

function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  const re = /\s*(?:(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([A-Za-z_][A-Za-z0-9_.]*)|([-+*/])|([(),]))/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) return null;
    at = re.lastIndex;
    if (m[1]) tokens.push({ kind: 'num', text: m[1] });
    else if (m[2]) tokens.push({ kind: 'name', text: m[2] });
    else if (m[3]) tokens.push({ kind: 'op', text: m[3] });
    else tokens.push({ kind: m[4] as '(' | ')' | ',', text: m[4]! });
  }
  return tokens;
}

/** True when the text is a well-formed formula. */
export function isFormula(text: string): boolean {
  const tokens = tokenize(text);
  if (!tokens || tokens.length === 0 || text.length > 500) return false;
  let i = 0;
  const peek = () => tokens[i];
  const take = (kind: Token['kind'], value?: string) => {
    const t = tokens[i];
    if (t?.kind === kind && (value === undefined || t.text === value)) {
      i++;
      return true;
    }
    return false;
  };
  // expression := term (('+'|'-') term)* ; term := factor (('*'|'/') factor)* ; factor := '-' factor | atom
  const expression = (): boolean => {
    if (!term()) return false;
    while (peek()?.kind === 'op' && (peek()!.text === '+' || peek()!.text === '-')) {
      i++;
      if (!term()) return false;
    }
    return true;
  };
  const term = (): boolean => {
    if (!factor()) return false;
    while (peek()?.kind === 'op' && (peek()!.text === '*' || peek()!.text === '/')) {
      i++;
      if (!factor()) return false;
    }
    return true;
  };
  const factor = (): boolean => {
    if (take('op', '-')) return factor();
    if (take('num')) return true;
    if (take('(')) return expression() && take(')');
    const name = peek();
    if (!take('name')) return false;
    if (!take('(')) return true;
    if (!(FORMULA_FUNCTIONS as readonly string[]).includes(name!.text.toLowerCase())) return false;
    if (!expression()) return false;
    while (take(',')) if (!expression()) return false;
    return take(')');
  };
  return expression() && i === tokens.length;
}
