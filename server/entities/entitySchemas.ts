import { Type, type TSchema } from 'typebox';
import { anyValue, nullable } from '../../shared/contracts/common';
import type { EntityRow } from '../../shared/contracts/entities';
import { storedFields, type EntityDefinition } from './definition';

/**
 * One row of an entity as its routes answer it: every stored field that is not secret, typed from the
 * definition (null when empty). Hooks add derived fields (a station's name beside its id, `locked` on rows a
 * caller may not change); those differ by entity, so further properties pass as they are.
 */
export function entityRowSchema(def: EntityDefinition): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const [name, f] of storedFields(def)) {
    if (f.secret) continue;
    properties[name] = f.type === 'string' || f.type === 'integer' || f.type === 'number' ? nullable(f.type) : anyValue;
  }
  return Type.Unsafe<EntityRow>({ type: 'object', properties, additionalProperties: true });
}
