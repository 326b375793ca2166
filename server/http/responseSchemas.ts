/**
 * Response schemas of the API, as route.ts hands them to Fastify. Every route's is its contract's answer
 * (shared/contracts/, built from the pieces of common.ts); at run time it is plain JSON Schema, which
 * fast-json-stringify compiles to serialize a 2xx answer. `tests/api/responseSchemas.test.ts` proves every
 * route has one and that representative answers lose nothing.
 */

/** A JSON Schema as Fastify takes it (plain data). */
export type JsonSchema = Record<string, unknown>;

/** Marks a route that answers a file (image, SVG, xlsx) rather than JSON: it has no response schema. */
export const BINARY = Symbol('binary response');
