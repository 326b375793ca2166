/** Reads `a.b[0].c` from an object; undefined when any step is missing. No code is ever evaluated. */
export function getPath(scope: unknown, path: string): unknown {
  const steps = path
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .map((s) => s.trim())
    .filter(Boolean);
  let value: unknown = scope;
  for (const step of steps) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[step];
  }
  return value;
}

/** Writes a value at a dotted path, creating objects on the way; answers a new top-level object. */
export function setPath<T extends Record<string, unknown>>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (!head) return target;
  const copy: Record<string, unknown> = { ...target };
  copy[head] = rest.length ? setPath((copy[head] as Record<string, unknown>) ?? {}, rest.join('.'), value) : value;
  return copy as T;
}

/** "METHOD /path" → method and path; the path may hold bindings with spaces (`${x | pick:a=b}`). */
export function splitApi(api: string): [string, string] {
  const at = api.indexOf(' ');
  return [api.slice(0, at), api.slice(at + 1)];
}
