/** The value type of an entity field, as its JSON Schema names it. */
export type FieldType = 'integer' | 'number' | 'string' | 'boolean' | 'array';

/** One field as the generic CRUD page sees it: labels already in the caller's language. */
export interface FieldMeta {
  label: string;
  message: string | null;
  type: FieldType;
  list: boolean;
  filter: 'eq' | 'like' | null;
  ref: string | null;
  /** The field naming the group whose choices (and those of groups below it) the form offers. */
  within: string | null;
  dict: string | null;
  widget: string | null;
  enum: unknown[] | null;
  enumLabels: string[] | null;
  readOnly: boolean;
  secret: boolean;
  accept: string[] | null;
  pair: string | null;
}

/** A body JSON Schema with localized field titles, the same one the server validates with. */
export interface TitledSchema {
  properties: Record<string, Record<string, unknown>>;
}

/** What /ui/entity/:name answers: the facts the generic CRUD page needs of an entity. */
export interface EntityMeta {
  name: string;
  title: string;
  basePath: string;
  permission: string;
  key: string;
  export: boolean;
  import: boolean;
  importFormats: ('xlsx' | 'csv' | 'mod')[];
  uploads: boolean;
  children: { entity: string; field: string; label: string; path: string; cascade?: boolean }[];
  /** Actions on one row: a form of `schema` sent with the row's key to `method path`. */
  rowActions: { name: string; label: string; icon: string; method: 'POST' | 'PUT'; path: string; schema: TitledSchema }[];
  fields: Record<string, FieldMeta>;
  createSchema: TitledSchema;
  updateSchema: TitledSchema;
}
