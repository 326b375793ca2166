/**
 * Contracts of the generic entity CRUD (docs/entities.md): each entity definition (schemas/entities/*.json)
 * asks for a list, one row, add, edit, remove, export, template, import and upload below its own `basePath`,
 * and `/ui/entity/:name` and `/ui/options/:name` describe entities to the generic CRUD page.
 *
 * A row's fields, the list's filters and the upload's file fields come from the definition at run time, so
 * these contracts declare the shape that is fixed (envelopes, a page of rows that are records, ids, the
 * forms) and take the per-entity parts as arguments; add and edit take no declared body: each entity's
 * create and update schemas are checked in server/entities/entityValidation.ts, with localized messages.
 */
import { Type, type TSchema } from 'typebox';
import type { EntityMeta } from '../entityMeta';
import { FILE, anyValue, contract, emptyEnvelope, envelope, id, openObject, pageEnvelope, type PageLimits } from './common';

/** Every entity's list: up to 500 rows a page, 20 unless asked. */
export const ENTITY_PAGES: PageLimits = { maxPageSize: 500, defaultPageSize: 20 };

/** A row of an entity: its fields by name, as the definition's row schema lists them. */
export type EntityRow = Record<string, unknown>;

/** What an entity's contracts take from its definition. */
export interface EntityShape<B extends string> {
  basePath: B;
  /** The list's (and the export's) query: paging, sort and the definition's filters. */
  listQuery: TSchema;
  /** One row as the routes answer it (server/entities/entitySchemas.ts). */
  row: TSchema;
  /** The names of the fields that take a file. */
  fileFields: string[];
}

/** A row of the definition's row schema, typed as a record. */
const rowOf = (row: TSchema) => Type.Unsafe<EntityRow>(row);

/** The generic routes of one entity. */
export function entityContracts<const B extends string>({ basePath, listQuery, row, fileFields }: EntityShape<B>) {
  return {
    list: contract({
      method: 'GET',
      url: `${basePath}/list` as `${B}/list`,
      querystring: Type.Unsafe<Record<string, unknown>>(listQuery),
      response: pageEnvelope(rowOf(row)),
    }),
    get: contract({
      method: 'GET',
      url: `${basePath}/:id` as `${B}/:id`,
      params: Type.Object({ id }),
      response: envelope(rowOf(row)),
    }),
    /** Answers the new row's key, named as the definition names it. */
    add: contract({ method: 'POST', url: basePath, response: envelope(openObject) }),
    edit: contract({ method: 'PUT', url: basePath, response: emptyEnvelope }),
    remove: contract({
      method: 'DELETE',
      url: `${basePath}/remove` as `${B}/remove`,
      body: Type.Object({ ids: Type.Array(id, { minItems: 1, maxItems: 500 }) }),
      response: emptyEnvelope,
    }),
    export: contract({
      method: 'GET',
      url: `${basePath}/export` as `${B}/export`,
      querystring: Type.Unsafe<Record<string, unknown>>(listQuery),
      response: FILE,
    }),
    template: contract({ method: 'GET', url: `${basePath}/template` as `${B}/template`, response: FILE }),
    /** A multipart spreadsheet; a refused import answers 400 with each refused row's field and message. */
    import: contract({
      method: 'POST',
      url: `${basePath}/import` as `${B}/import`,
      response: envelope(Type.Object({ inserted: Type.Integer() })),
    }),
    /** A multipart file for one of the definition's file fields; answers where it is kept. */
    upload: contract({
      method: 'POST',
      url: `${basePath}/upload` as `${B}/upload`,
      querystring: Type.Object({ field: Type.Unsafe<string>({ type: 'string', enum: fileFields }) }),
      response: envelope(Type.Object({ url: Type.String(), name: Type.String(), size: Type.Integer() })),
    }),
  };
}

/** The contracts of an entity whose base path is only known at run time (the browser's). */
export type EntityContracts = ReturnType<typeof entityContracts<string>>;

/** An entity's name as the two description routes take it. */
const entityName = Type.Object({ name: Type.String({ pattern: '^[a-zA-Z0-9]{1,41}$' }) });

/** What the generic CRUD page needs of an entity: fields, list columns, filters and the titled form schemas. */
export const entityDescription = contract({
  method: 'GET',
  url: '/ui/entity/:name',
  params: entityName,
  response: envelope(Type.Unsafe<EntityMeta>(openObject)),
});

/** Rows of an entity by their label field, as a select offers them; a tree's rows name their parent. */
export const entityOptions = contract({
  method: 'GET',
  url: '/ui/options/:name',
  params: entityName,
  // Each value is answered as it is stored (the serializer keeps it as JSON.stringify would): a label column
  // holds text, a tree's parent column a row's id.
  response: envelope(
    Type.Array(
      Type.Object({ value: anyValue, label: Type.Unsafe<string>({}), parent: Type.Optional(Type.Unsafe<number | null>({})) }),
    ),
  ),
});
