/** Contracts of the ui domain: page schemas for the engine. */
import { Type } from 'typebox';
import { contract, envelope } from './common';

/** A page schema, migrated and checked; null with the problems when it is not valid. */
export const pageSchema = contract({
  method: 'GET',
  url: '/ui/schema/:id',
  params: Type.Object({ id: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }),
  response: envelope(
    Type.Object({
      page: Type.Unsafe<Record<string, unknown> | null>({ type: ['object', 'null'], additionalProperties: true }),
      problems: Type.Array(Type.String()),
    }),
  ),
});
