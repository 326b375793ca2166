import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { holds, type Permission } from '../../shared/permissions';
import { translatorFor } from '../http/language';
import type { EntityDefinition } from './definition';
import { describeEntity } from './entityMeta';
import { EntityAccess } from './entityAccess';
import { entityDescription, entityOptions } from '../../shared/contracts/entities';

/**
 * What the generic CRUD page needs of an entity: its fields, list columns and filters, and the create and
 * update JSON Schemas with localized titles, the same schemas the server validates with.
 */
export function registerEntityUiRoutes(app: FastifyInstance, entities: EntityDefinition[]): void {
  const byName = new Map(entities.map((e) => [e.name, e]));
  const accessOf = new Map(entities.map((e) => [e.name, new EntityAccess(app, e, byName)]));
  // A page that lists an entity shows the names of the rows its fields refer to (a plant's group), so whoever
  // may list the referring entity may read the referred one's names too, within their own scope.
  const namesNeededBy = new Map<string, Permission[]>();
  for (const e of entities)
    for (const f of Object.values(e.fields))
      if (f.ref && f.ref !== e.name)
        namesNeededBy.set(f.ref, [...(namesNeededBy.get(f.ref) ?? []), `${e.permission}:list` as Permission]);
  registerRoutes(app, [
    route(entityDescription, {
      access: 'signed-in',
      handler: async (request) => {
        const def = byName.get(request.params.name);
        if (!def) throw new ApiError(404, 'server.notFound');
        return ok(describeEntity(def, translatorFor(request)));
      },
    }),
    route(entityOptions, {
      access: 'signed-in',
      handler: async (request) => {
        const access = accessOf.get(request.params.name);
        if (!access?.def.labelField) throw new ApiError(404, 'server.notFound');
        const { permissions } = callerOf(request);
        const readers = [access.can('list'), ...(namesNeededBy.get(access.def.name) ?? [])];
        if (!readers.some((p) => holds(permissions, p))) throw new ApiError(403, 'server.auth.forbidden');
        const label = access.def.fields[access.def.labelField]!.column;
        // A tree (groups) answers each row's parent too, so a form knows which rows lie below a chosen one.
        const parent = Object.values(access.def.fields).find((f) => f.ref === access.def.name)?.column;
        const columns = parent ? [access.keyColumn, label, parent] : [access.keyColumn, label];
        const rows = await access.query(request).select(columns).orderBy(label).limit(2000).execute();
        // The columns are the definition's, known at run time only: a label column holds text, a parent an id.
        return ok(
          rows.map((r: Record<string, unknown>) =>
            parent
              ? { value: r[access.keyColumn], label: r[label] as string, parent: r[parent] as number | null }
              : { value: r[access.keyColumn], label: r[label] as string },
          ),
        );
      },
    }),
  ]);
}
