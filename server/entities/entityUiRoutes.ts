import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { holds } from '../../shared/permissions';
import { translatorFor } from '../http/language';
import type { EntityDefinition } from './definition';
import { describeEntity } from './entityMeta';
import { EntityAccess } from './entityAccess';
import { envelope, arrayOf, object, openObject, anyValue } from '../http/responseSchemas';

/**
 * What the generic CRUD page needs of an entity: its fields, list columns and filters, and the create and
 * update JSON Schemas with localized titles, the same schemas the server validates with.
 */
export function registerEntityUiRoutes(app: FastifyInstance, entities: EntityDefinition[]): void {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const accessOf = new Map(entities.map((e) => [e.name, new EntityAccess(app, e, byName)]));
  registerRoutes(app, [
    route<{ Params: { name: string } }>({
      method: 'GET',
      url: '/ui/entity/:name',
      access: 'signed-in',
      response: envelope(openObject()),
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-zA-Z0-9]{1,41}$' } } },
      },
      handler: async (request) => {
        const def = byName.get(request.params.name);
        if (!def) throw new ApiError(404, 'server.notFound');
        return ok(describeEntity(def, translatorFor(request)));
      },
    }),
    route<{ Params: { name: string } }>({
      method: 'GET',
      url: '/ui/options/:name',
      access: 'signed-in',
      response: envelope(arrayOf(object({ value: anyValue, label: anyValue }))),
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-zA-Z0-9]{1,41}$' } } },
      },
      handler: async (request) => {
        const access = accessOf.get(request.params.name);
        if (!access?.def.labelField) throw new ApiError(404, 'server.notFound');
        if (!holds(callerOf(request).permissions, access.can('list'))) throw new ApiError(403, 'server.auth.forbidden');
        const label = access.def.fields[access.def.labelField]!.column;
        const rows = await access.query(request).select([access.keyColumn, label]).orderBy(label).limit(2000).execute();
        return ok(rows.map((r: Record<string, unknown>) => ({ value: r[access.keyColumn], label: r[label] })));
      },
    }),
  ]);
}
