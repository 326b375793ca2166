import type { TFunction } from 'i18next';
import { bodySchema, keyField, routesOf, type EntityDefinition } from './definition';
import type { EntityMeta, TitledSchema } from '../../shared/entityMeta';

/**
 * What the generic CRUD page needs of an entity: its fields, list columns and filters, and the create and
 * update JSON Schemas with localized titles, the same schemas the server validates with. Pure, so stories
 * can describe a definition without a server.
 */
export function describeEntity(def: EntityDefinition, t: TFunction): EntityMeta {
  const titled = (schema: object) => {
    const s = structuredClone(schema) as TitledSchema;
    for (const [name, p] of Object.entries(s.properties)) {
      const f = def.fields[name]!;
      p.title = f.label ? t(f.label) : name;
      if (f.default !== undefined) p.default = f.default;
    }
    return s;
  };
  return {
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
          within: f.within ?? null,
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
    rowActions: (def.rowActions ?? []).map(({ fields, ...action }) => {
      const create = bodySchema(def, 'create') as TitledSchema;
      return {
        ...action,
        label: t(action.label),
        schema: titled({
          ...create,
          required: fields.filter((f) => def.fields[f]?.required),
          properties: Object.fromEntries(fields.map((f) => [f, create.properties[f]!])),
        }),
      };
    }),
    createSchema: titled(bodySchema(def, 'create')),
    updateSchema: titled(bodySchema(def, 'update')),
  };
}
