import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';

/** Fastify's own ajv options, less its coercion, which each part below decides for itself. */
const common: Options = {
  useDefaults: true,
  removeAdditional: true,
  addUsedSchema: false,
  allErrors: false,
  allowUnionTypes: true,
};

/**
 * Route input is validated by two ajv instances. Bodies are JSON and carry their own types: nothing is
 * coerced, so `{"ids": true}` is refused instead of becoming `[1]` and deleting the first station.
 * Query strings and path parameters are text by nature: `?pageNum=2` and `/:id` are coerced to the
 * numbers their schemas declare.
 */
export function installValidators(app: FastifyInstance): void {
  const bodies = new Ajv({ ...common, coerceTypes: false });
  const urlParts = new Ajv({ ...common, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : urlParts).compile(schema));
}
