import { FORMATTERS } from '../shared/formatters';
import { getPath } from './path';

/** What `${...}` can look into: the session, the plant, route params, page state, source data, a list item, a form. */
export interface Scope {
  session?: unknown;
  plant?: unknown;
  route?: Record<string, string | undefined>;
  state?: Record<string, unknown>;
  data?: Record<string, unknown>;
  item?: unknown;
  /** The data of a form being submitted, for the action it runs (`body: "${form}"`). */
  form?: Record<string, unknown>;
  locale?: string;
}

const WHOLE = /^\$\{([^}]+)\}$/;
const ANY = /\$\{([^}]+)\}/g;

/** `path | formatter:arg` → the looked-up value, formatted to text when a formatter is named. */
function evaluate(expression: string, scope: Scope): unknown {
  const [path, ...pipes] = expression.split('|').map((p) => p.trim());
  let value = getPath(scope, path ?? '');
  for (const pipe of pipes) {
    const [name, arg] = pipe.split(':').map((p) => p.trim());
    const formatter = FORMATTERS[name ?? ''];
    if (!formatter) throw new Error(`unknown formatter "${name}" (known: ${Object.keys(FORMATTERS).join(', ')})`);
    value = formatter(value, arg, scope.locale ?? 'en');
  }
  return value;
}

/**
 * Resolves bindings in a value: a string that is one `${...}` becomes the value itself (a number stays a
 * number), a string with several becomes text, arrays and objects are resolved member by member.
 */
export function resolve<T>(value: T, scope: Scope): T {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (whole) return evaluate(whole[1]!, scope) as T;
    if (!value.includes('${')) return value;
    return value.replace(ANY, (_, expr: string) => {
      const v = evaluate(expr, scope);
      return v === undefined || v === null ? '' : String(v);
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolve(v, scope)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v, scope)])) as T;
  }
  return value;
}
