/**
 * Response schemas of the API. Fastify serializes a 2xx answer with fast-json-stringify compiled from them:
 * faster than JSON.stringify, and the schemas document what each route answers. The flip side: a property
 * the schema does not list is dropped without a word, and a value of another type is coerced (null to 0 or
 * ""). So fixed DTOs list every property with its exact type (nullable ones as `[type, 'null']`), and only
 * genuinely open objects (live value maps keyed by point, page schemas) say `additionalProperties: true`.
 * `tests/api/responseSchemas.test.ts` proves every route has one and that representative answers lose nothing.
 */

/** A JSON Schema as Fastify takes it (plain data). */
export type JsonSchema = Record<string, unknown>;

/** Marks a route that answers a file (image, SVG, xlsx) rather than JSON: it has no response schema. */
export const BINARY = Symbol('binary response');

const code = { type: 'integer' } as const;
const msg = { type: 'string' } as const;

/** `{code, msg, data}`, the one answer shape of the API; no `data` schema for answers that carry none. */
export function envelope(data?: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg'],
    properties: data ? { code, msg, data } : { code, msg },
  };
}

/** `{code, msg, rows, total, pages?}`: one page of a list. */
export function pageEnvelope(row: JsonSchema): JsonSchema {
  return {
    type: 'object',
    required: ['code', 'msg', 'rows', 'total'],
    properties: { code, msg, rows: { type: 'array', items: row }, total: { type: 'integer' }, pages: { type: 'integer' } },
  };
}

/** An object whose properties are listed exactly; all of them required unless named optional. */
export function object(properties: Record<string, JsonSchema>, optional: string[] = []): JsonSchema {
  return {
    type: 'object',
    required: Object.keys(properties).filter((p) => !optional.includes(p)),
    properties,
  };
}

/** An object whose keys are data (point keys, station ids): every property is kept as it is. */
export function openObject(values: JsonSchema | true = true): JsonSchema {
  return { type: 'object', additionalProperties: values };
}

export const arrayOf = (items: JsonSchema): JsonSchema => ({ type: 'array', items });
export const nullable = (type: 'string' | 'number' | 'integer' | 'boolean'): JsonSchema => ({ type: [type, 'null'] });

export const integer: JsonSchema = { type: 'integer' };
export const number: JsonSchema = { type: 'number' };
export const string: JsonSchema = { type: 'string' };
