import { Ajv } from 'ajv';
import entityMetaSchema from '../../schemas/meta/entity.schema.json';
import type { FieldType } from '../../shared/entityMeta';
import type { ColumnType } from '../db/storeModel';

export type { FieldType } from '../../shared/entityMeta';

export type GenericRoute = 'list' | 'get' | 'add' | 'edit' | 'remove' | 'export' | 'template' | 'import' | 'upload';
const DEFAULT_ROUTES: GenericRoute[] = ['list', 'get', 'add', 'edit', 'remove', 'export', 'template', 'import'];

export interface FieldDefinition {
  column: string;
  type: FieldType;
  key?: boolean;
  readOnly?: boolean;
  required?: boolean;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: 'host-port' | 'phone' | 'email' | 'date' | 'time' | 'range-time' | 'formula' | 'upload-url' | 'stream-url';
  items?: object;
  minItems?: number;
  maxItems?: number;
  secret?: boolean;
  stored?: boolean;
  auto?: 'writeTime' | 'createTime';
  unique?: boolean;
  labels?: string;
  accept?: string[];
  pair?: string;
  enum?: unknown[];
  dict?: string;
  ref?: string;
  /** What a tree's top row holds in its reference instead of a parent (a root group's parent 0). */
  rootValue?: number;
  /** A reference field of this entity naming a group: only the choices in that group or below it are offered. */
  within?: string;
  default?: unknown;
  label?: string;
  message?: string;
  list?: boolean;
  filter?: 'eq' | 'like';
  widget?: string;
  /** Storage: the column's SQL type when the field's type does not say it (epoch ms in `bigint`). */
  columnType?: ColumnType;
  /** Storage: not null even though the field is neither required nor defaulted (a server-set owner). */
  notNull?: boolean;
  /** Storage: `false` for a key the server numbers itself (seeded groups keep fixed ids). */
  autoNumber?: boolean;
  /** What the column holds, for readers of the generated table types. */
  description?: string;
}

/** A column the server keeps beside the fields (lockout counters, a tree path): stored, never in the API. */
export interface StorageColumn {
  type: ColumnType;
  notNull?: boolean;
  default?: number | string;
  description?: string;
}

/** A row's owner: set to its creator; with `shared` set, the owner's group (and the groups below it) reads it too. */
export interface OwnerRule {
  /** The field holding the owner's user id (read-only: the server sets it). */
  field: string;
  /** The entity of users, whose department field names the owner's group. */
  entity: string;
  /** A 0/1 field: 1 shares the row with the owner's group. */
  shared?: string;
}

/** A child entity's rows, linked by `field`; `cascade` removes them with their parent in one transaction. */
export interface ChildLink {
  entity: string;
  field: string;
  label: string;
  path: string;
  cascade?: boolean;
}

/** An action on one row beyond edit and delete: a form of some fields, sent with the row's key. */
export interface RowAction {
  name: string;
  label: string;
  icon: string;
  method: 'POST' | 'PUT';
  path: string;
  fields: string[];
}

export interface EntityDefinition {
  schemaVersion: number;
  name: string;
  table: string;
  basePath: string;
  permission: string;
  title: string;
  scopeField?: string;
  order?: string;
  export?: boolean;
  import?: boolean;
  generic?: GenericRoute[];
  labelField?: string;
  deptField?: string;
  importFormats?: ('xlsx' | 'csv' | 'mod')[];
  children?: ChildLink[];
  rowActions?: RowAction[];
  uniqueKeys?: string[][];
  owner?: OwnerRule;
  /** Rows of scoped entities that use this one: a row used outside the caller's scope is read-only to him. */
  usedBy?: { entity: string; field: string }[];
  fields: Record<string, FieldDefinition>;
  /** Storage-only columns by column name. */
  columns?: Record<string, StorageColumn>;
  /** Lookups to index: lists of field names (or storage-only column names), in index order. */
  indexes?: string[][];
}

export const routesOf = (def: EntityDefinition): Set<GenericRoute> => new Set(def.generic ?? DEFAULT_ROUTES);

/** Fields that have a storage column (all but those a hook keeps elsewhere). */
export const storedFields = (def: EntityDefinition) => Object.entries(def.fields).filter(([, f]) => f.stored !== false);

/** Fields a create or an edit may carry. */
export const writable = (f: FieldDefinition) => !f.readOnly && !f.auto;

const metaValidator = new Ajv({ allErrors: true, strict: false }).compile(entityMetaSchema);

/** The key field of an entity (exactly one field carries `key`). */
export function keyField(def: EntityDefinition): string {
  const keys = Object.entries(def.fields).filter(([, f]) => f.key);
  if (keys.length !== 1) throw new Error(`entity "${def.name}" needs exactly one key field`);
  return keys[0]![0];
}

/** Checks a definition; each problem names the file, the JSON path and what was expected. */
export function checkEntity(raw: unknown, file: string): string[] {
  if (!metaValidator(raw)) return (metaValidator.errors ?? []).map((e) => `${file} ${e.instancePath || '/'}: ${e.message}`);
  const def = raw as unknown as EntityDefinition;
  const problems: string[] = [];
  try {
    keyField(def);
  } catch (error) {
    problems.push(`${file} /fields: ${(error as Error).message}`);
  }
  for (const name of [def.scopeField, def.order, def.labelField, def.deptField].filter(Boolean) as string[]) {
    if (!def.fields[name])
      problems.push(`${file} /: field "${name}" is not among the fields (${Object.keys(def.fields).join(', ')})`);
  }
  if (def.owner) {
    for (const name of [def.owner.field, def.owner.shared].filter(Boolean) as string[])
      if (!def.fields[name]) problems.push(`${file} /owner: no field "${name}"`);
    if (def.fields[def.owner.field] && !def.fields[def.owner.field]!.readOnly)
      problems.push(`${file} /owner/field: the owner field is set by the server and must be "readOnly"`);
  }
  for (const [i, action] of (def.rowActions ?? []).entries())
    for (const name of action.fields)
      if (!def.fields[name] || !writable(def.fields[name]))
        problems.push(`${file} /rowActions/${i}: no writable field "${name}"`);
  for (const [i, set] of (def.uniqueKeys ?? []).entries())
    for (const name of set) if (!def.fields[name]) problems.push(`${file} /uniqueKeys/${i}: no field "${name}"`);
  const columns = Object.values(def.fields)
    .filter((f) => f.stored !== false)
    .map((f) => f.column);
  for (const column of Object.keys(def.columns ?? {}))
    if (columns.includes(column)) problems.push(`${file} /columns/${column}: a field already stores this column`);
  for (const [i, list] of (def.indexes ?? []).entries())
    for (const name of list)
      if (!def.fields[name] && !def.columns?.[name]) problems.push(`${file} /indexes/${i}: no field or storage column "${name}"`);
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.autoNumber !== undefined && !f.key) problems.push(`${file} /fields/${name}/autoNumber: only the key is numbered`);
    if (f.notNull === false && (f.required || f.auto || f.key))
      problems.push(`${file} /fields/${name}/notNull: a required, key or server-set field is never null`);
  }
  for (const [name, f] of Object.entries(def.fields)) {
    if ((f.type === 'array') !== Boolean(f.items))
      problems.push(`${file} /fields/${name}: "items" belongs to array fields and every array field needs it`);
    if (f.pair && !def.fields[f.pair]) problems.push(`${file} /fields/${name}/pair: no field "${f.pair}"`);
    if (f.widget === 'file' && !f.accept) problems.push(`${file} /fields/${name}: a file field needs "accept"`);
    if (f.pattern) {
      try {
        new RegExp(f.pattern);
      } catch {
        problems.push(`${file} /fields/${name}/pattern: not a regular expression`);
      }
    }
  }
  return problems;
}

/** Problems between definitions: references and children naming entities that do not exist. */
export function checkEntitySet(defs: { def: EntityDefinition; file: string }[]): string[] {
  const names = new Set(['powerStation', ...defs.map((d) => d.def.name)]);
  const problems: string[] = [];
  for (const { def, file } of defs) {
    for (const [name, f] of Object.entries(def.fields))
      if (f.ref && !names.has(f.ref))
        problems.push(`${file} /fields/${name}/ref: no entity "${f.ref}" (known: ${[...names].sort().join(', ')})`);
    for (const [name, f] of Object.entries(def.fields))
      if (f.within && def.fields[f.within]?.ref !== 'group')
        problems.push(`${file} /fields/${name}/within: "${f.within}" is not a field of this entity referring to a group`);
    for (const [i, c] of (def.children ?? []).entries()) {
      const child = defs.find((d) => d.def.name === c.entity)?.def;
      if (!names.has(c.entity)) problems.push(`${file} /children/${i}/entity: no entity "${c.entity}"`);
      else if (c.cascade && !child?.fields[c.field])
        problems.push(`${file} /children/${i}/field: entity "${c.entity}" has no field "${c.field}" to cascade through`);
    }
    if (def.owner) {
      const users = defs.find((d) => d.def.name === def.owner!.entity)?.def;
      if (!users?.deptField)
        problems.push(`${file} /owner/entity: "${def.owner.entity}" is not an entity of users with a "deptField"`);
    }
    for (const [i, use] of (def.usedBy ?? []).entries()) {
      const user = defs.find((d) => d.def.name === use.entity)?.def;
      if (!user) problems.push(`${file} /usedBy/${i}/entity: no entity "${use.entity}"`);
      else if (user.fields[use.field]?.ref !== def.name)
        problems.push(`${file} /usedBy/${i}/field: "${use.entity}.${use.field}" is not a reference to "${def.name}"`);
      else if (!user.scopeField && !user.deptField && !user.owner)
        problems.push(`${file} /usedBy/${i}/entity: "${use.entity}" has no scope, so it is never used outside one`);
    }
  }
  return problems;
}

/** Integer columns are 32-bit in PostgreSQL: an integer field without bounds of its own takes this range. */
export const INTEGER_COLUMN = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;

/** An integer schema bounded to what its column stores (declared bounds stay); other schemas unchanged. */
export function storable<S extends { type?: unknown; minimum?: unknown; maximum?: unknown }>(schema: S): S {
  if (![schema.type].flat().includes('integer')) return schema;
  return { ...schema, minimum: schema.minimum ?? INTEGER_COLUMN.minimum, maximum: schema.maximum ?? INTEGER_COLUMN.maximum };
}

/** The JSON Schema of a create (without the key) or an update (with it): the one the form and the server use. */
export function bodySchema(def: EntityDefinition, mode: 'create' | 'update'): object {
  const key = keyField(def);
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const [name, f] of Object.entries(def.fields)) {
    if (name === key) {
      if (mode === 'update') {
        properties[name] = storable({ type: 'integer', minimum: 1 });
        required.push(name);
      }
      continue;
    }
    if (!writable(f)) continue;
    // A secret left out of an edit keeps the stored one.
    const needed = f.required && !(f.secret && mode === 'update');
    const p: Record<string, unknown> = { type: needed ? f.type : [f.type, 'null'] };
    for (const k of [
      'minimum',
      'maximum',
      'multipleOf',
      'minLength',
      'maxLength',
      'pattern',
      'format',
      'items',
      'minItems',
      'maxItems',
    ] as const)
      if (f[k] !== undefined) p[k] = f[k];
    if (f.enum) p.enum = needed ? f.enum : [...f.enum, null];
    if (f.items) p.items = storable(f.items);
    properties[name] = storable(p);
    if (needed) required.push(name);
  }
  return { type: 'object', additionalProperties: false, required, properties };
}
