const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
};

/**
 * A new answer in which every part equal to the previous answer's is that very part (structural sharing):
 * a poll that renews only one inverter's figures leaves every other inverter the same object, so what shows
 * them can tell at a glance that nothing changed, and an answer equal to the last one is the last one.
 * Neither answer is changed; plain objects and arrays are compared, anything else must be the same value.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    let same = previous.length === next.length;
    const out = next.map((value: unknown, i) => {
      const shared = shareUnchanged(previous[i], value);
      if (shared !== previous[i]) same = false;
      return shared;
    });
    return (same ? previous : out) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(previous).length;
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const shared = shareUnchanged(previous[key], next[key]);
      if (shared !== previous[key] || !(key in previous)) same = false;
      // "__proto__" as the data property JSON.parse makes of it: an assignment would set the prototype.
      if (key === '__proto__')
        Object.defineProperty(out, key, { value: shared, enumerable: true, writable: true, configurable: true });
      else out[key] = shared;
    }
    return (same ? previous : out) as T;
  }
  return next;
}
