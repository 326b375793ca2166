// Follows a binding's path through a route's response schema as the browser receives the answer: Fastify
// serializes with fast-json-stringify, which drops every property the schema does not list (an object schema
// without properties answers `{}`), so a field is there only when the schema says so. Only the runtime JSON
// Schema is read, never TypeScript types: hand-written schemas and TypeBox contracts are the same plain data.

/** A JSON Schema as Fastify holds it. */
export type Schema = Record<string, unknown> | boolean;

/** A step that stands for any key: a binding inside a source's `dataPath` (a point key). */
export const ANY_KEY = Symbol('any key');
/** A step that stands for any element of an array: the item a list widget's templates read. */
export const ITEM = Symbol('item');
export type Step = string | typeof ANY_KEY | typeof ITEM;

export type Followed =
  | {
      found: true;
      /** A step went into a schema that allows anything (`{}`, `additionalProperties: true`): any key is ok there. */
      open?: true;
    }
  | {
      found: false;
      /** How many steps were found before the missing one. */
      depth: number;
      /** The keys the answer has where the step is missing (empty when it is not an object there). */
      known: string[];
      /** What the answer holds there when it is no object: "array", "string", ... */
      kind?: string;
    };

/** Resolves `$ref`: local pointers into the root, or ids of shared schemas (Fastify's `addSchema`). */
function dereference(schema: Schema, root: Schema, shared: ReadonlyMap<string, Schema>): Schema {
  const seen = new Set<string>();
  let current = schema;
  while (typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) throw new Error(`$ref "${ref}" refers to itself`);
    seen.add(ref);
    const [id, pointer = ''] = ref.split('#');
    let target: unknown = id ? shared.get(id) : root;
    for (const part of pointer.split('/').filter(Boolean))
      target = (target as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    if (target === undefined) throw new Error(`$ref "${ref}" leads nowhere`);
    current = target as Schema;
  }
  return current;
}

/** The branches a value of the schema may take: anyOf/oneOf members (nested ones too), or the schema itself. */
function branches(schema: Schema, root: Schema, shared: ReadonlyMap<string, Schema>): Schema[] {
  const s = dereference(schema, root, shared);
  if (typeof s === 'boolean') return [s];
  const alternatives = [s.anyOf, s.oneOf].find(Array.isArray) as Schema[] | undefined;
  if (!alternatives) return [s];
  return alternatives.flatMap((a) => branches(a, root, shared));
}

function typesOf(schema: Record<string, unknown>): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties || schema.additionalProperties !== undefined || schema.patternProperties) return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  return [];
}

/**
 * What a step leads to in one branch: `'any'` when anything may be there (an open schema), a list of
 * schemas (several when a wildcard key or `allOf` opens more than one), or the keys and kind found instead.
 */
function stepInto(
  schema: Schema,
  step: Step,
  root: Schema,
  shared: ReadonlyMap<string, Schema>,
): 'any' | Schema[] | { known: string[]; kind?: string } {
  const s = dereference(schema, root, shared);
  if (s === true) return 'any';
  if (s === false) return { known: [] };
  if (Array.isArray(s.allOf)) {
    const parts = (s.allOf as Schema[]).map((part) => stepInto(part, step, root, shared));
    if (parts.includes('any')) return 'any';
    const found = parts.filter(Array.isArray).flat();
    if (found.length) return found;
    return { known: parts.flatMap((p) => (Array.isArray(p) || p === 'any' ? [] : p.known)) };
  }
  const types = typesOf(s);
  // No type and no structure: any JSON value, serialized as JSON.stringify would.
  if (!types.length) return 'any';
  if (step === ITEM) {
    if (!types.includes('array')) return { known: [], kind: types.filter((t) => t !== 'null').join(' or ') };
    if (Array.isArray(s.prefixItems)) return s.prefixItems as Schema[];
    return s.items === undefined ? 'any' : [s.items as Schema];
  }
  if (types.includes('array') && (step === ANY_KEY || /^\d+$/.test(step))) {
    if (Array.isArray(s.prefixItems)) {
      const fixed = step === ANY_KEY ? (s.prefixItems as Schema[]) : [(s.prefixItems as Schema[])[Number(step)]];
      return fixed.filter((f): f is Schema => f !== undefined);
    }
    return s.items === undefined ? 'any' : [s.items as Schema];
  }
  if (types.includes('object')) {
    const properties = (s.properties ?? {}) as Record<string, Schema>;
    const known = Object.keys(properties);
    if (step === ANY_KEY) {
      const open = [...Object.values((s.patternProperties ?? {}) as Record<string, Schema>), ...Object.values(properties)];
      if (s.additionalProperties === true) return 'any';
      if (s.additionalProperties && typeof s.additionalProperties === 'object') open.push(s.additionalProperties as Schema);
      return open.length ? open : { known };
    }
    if (Object.hasOwn(properties, step)) return [properties[step]!];
    const patterns = Object.entries((s.patternProperties ?? {}) as Record<string, Schema>)
      .filter(([pattern]) => new RegExp(pattern, 'u').test(step))
      .map(([, value]) => value);
    if (patterns.length) return patterns;
    if (s.additionalProperties === true) return 'any';
    if (s.additionalProperties && typeof s.additionalProperties === 'object') return [s.additionalProperties as Schema];
    return { known };
  }
  return { known: [], kind: types.filter((t) => t !== 'null').join(' or ') || 'null' };
}

/**
 * Whether a path exists in what a response schema answers. A step exists when any branch of a union has it
 * (`anyOf`/`oneOf`, `[type, 'null']`), any key of an open object (`additionalProperties`, `patternProperties`),
 * an index of an array (its `items`); a schema without type or structure (`{}`) lets any path through.
 */
export function followPath(schema: Schema, steps: readonly Step[], shared: ReadonlyMap<string, Schema> = new Map()): Followed {
  let current: Schema[] = [schema];
  for (let depth = 0; depth < steps.length; depth++) {
    const next: Schema[] = [];
    const known = new Set<string>();
    const kinds = new Set<string>();
    for (const branch of current.flatMap((c) => branches(c, schema, shared))) {
      const step = stepInto(branch, steps[depth]!, schema, shared);
      if (step === 'any') return { found: true, open: true };
      if (Array.isArray(step)) next.push(...step);
      else {
        step.known.forEach((k) => known.add(k));
        if (step.kind) kinds.add(step.kind);
      }
    }
    if (!next.length)
      return { found: false, depth, known: [...known].sort(), ...(kinds.size ? { kind: [...kinds].join(' or ') } : {}) };
    current = next;
  }
  return { found: true };
}

/** The schema a route registered for its 200 answer (or its first 2xx), undefined when it answers a file. */
export function answerSchema(response: unknown): Schema | undefined {
  if (!response || typeof response !== 'object') return undefined;
  const byStatus = response as Record<string, Schema>;
  return byStatus['200'] ?? byStatus['2xx'] ?? Object.entries(byStatus).find(([status]) => /^2/.test(status))?.[1];
}
