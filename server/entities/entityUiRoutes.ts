import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { holds } from '../auth/permissions';
import { translatorFor } from '../http/language';
import { bodySchema, keyField, routesOf, type EntityDefinition } from './definition';
import { EntityAccess } from './entityAccess';

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
      schema: {
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', pattern: '^[a-zA-Z0-9]{1,41}$' } } },
      },
      handler: async (request) => {
        const def = byName.get(request.params.name);
        if (!def) throw new ApiError(404, 'server.notFound');
        const t = translatorFor(request);
        const titled = (schema: object) => {
          const s = structuredClone(schema) as { properties: Record<string, Record<string, unknown>> };
          for (const [name, p] of Object.entries(s.properties)) {
            const f = def.fields[name]!;
            p.title = f.label ? t(f.label) : name;
            if (f.default !== undefined) p.default = f.default;
          }
          return s;
        };
        return ok({
          name: def.name,
          title: def.title,
          basePath: def.basePath,
          permission: def.permission,
          key: keyField(def),
          export: Boolean(def.export),
          import: Boolean(def.import),
          importFormats: def.importFormats ?? ['xlsx'],
          uploads: routesOf(def).has('upload'),
          children: (def.children ?? []).map((c) => ({ ...c, label: t(c.label) })),
          fields: Object.fromEntries(
            Object.entries(def.fields).map(([name, f]) => [
              name,
              {
                label: f.label ? t(f.label) : name,
                message: f.message ? t(f.message, { field: f.label ? t(f.label) : name }) : null,
                type: f.type,
                list: Boolean(f.list),
                filter: f.filter ?? null,
                ref: f.ref ?? null,
                dict: f.dict ?? null,
                widget: f.widget ?? null,
                enum: f.enum ?? null,
                enumLabels: f.enum ? f.enum.map((v) => (f.labels ? t(`${f.labels}.${String(v)}`) : String(v))) : null,
                readOnly: Boolean(f.readOnly || f.auto),
                secret: Boolean(f.secret),
                accept: f.accept ?? null,
                pair: f.pair ?? null,
              },
            ]),
          ),
          createSchema: titled(bodySchema(def, 'create')),
          updateSchema: titled(bodySchema(def, 'update')),
        });
      },
    }),
    route<{ Params: { name: string } }>({
      method: 'GET',
      url: '/ui/options/:name',
      access: 'signed-in',
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
