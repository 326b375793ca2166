import type { EntityDefinition, FieldDefinition, StorageColumn } from '../entities/definition';

/** The column types storage knows; the same words are valid SQL on SQLite and PostgreSQL. */
export type ColumnType = 'integer' | 'bigint' | 'double precision' | 'text';

/** One column as a definition declares it: the facts the storage sync creates and the table types derive from. */
export interface ColumnModel {
  name: string;
  type: ColumnType;
  notNull: boolean;
  /** The column default (a number or a text), or null for none. */
  default: number | string | null;
  /** The primary key: auto-numbered unless the definition says `autoNumber: false`. */
  key: boolean;
  autoNumber: boolean;
  /** The field's description, for the generated table type. */
  description?: string;
}

export interface TableModel {
  table: string;
  columns: ColumnModel[];
  /** Column sets no two rows share. */
  unique: string[][];
  /** Column lists looked up by (in order). */
  indexes: string[][];
}

/**
 * A field's column type: its own `columnType`, else epoch milliseconds (`bigint`) for server-set times, 0/1
 * integers for flags, floating point for numbers and text for strings and arrays (kept as JSON text).
 */
function columnTypeOf(f: FieldDefinition): ColumnType {
  if (f.columnType) return f.columnType;
  if (f.auto) return 'bigint';
  if (f.type === 'integer' || f.type === 'boolean') return 'integer';
  return f.type === 'number' ? 'double precision' : 'text';
}

/** A scalar default as storage keeps it (a boolean as 0/1); arrays and objects have none in storage. */
function storedDefault(value: unknown): number | string | null {
  if (typeof value === 'boolean') return Number(value);
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/**
 * The table a definition declares. A column is not null when its field says `notNull`, or is required, or is
 * set by the server (`auto`), or has a default (a write never stores null in a field with a default).
 */
export function tableModel(def: EntityDefinition): TableModel {
  const columns: ColumnModel[] = [];
  const byName = new Map<string, string>();
  for (const [name, f] of Object.entries(def.fields)) {
    if (f.stored === false) continue;
    const dflt = storedDefault(f.default);
    const key = Boolean(f.key);
    columns.push({
      name: f.column,
      type: key ? 'integer' : columnTypeOf(f),
      notNull: key || (f.notNull ?? (Boolean(f.required) || Boolean(f.auto) || dflt !== null)),
      default: key ? null : dflt,
      key,
      autoNumber: key && f.autoNumber !== false,
      ...(f.description ? { description: f.description } : {}),
    });
    byName.set(name, f.column);
  }
  for (const [column, c] of Object.entries(def.columns ?? {}) as [string, StorageColumn][]) {
    const dflt = storedDefault(c.default);
    columns.push({
      name: column,
      type: c.type,
      notNull: c.notNull ?? dflt !== null,
      default: dflt,
      key: false,
      autoNumber: false,
      ...(c.description ? { description: c.description } : {}),
    });
    byName.set(column, column);
  }
  const resolve = (names: string[]) => names.map((n) => byName.get(n) ?? n);
  const unique = [
    ...Object.values(def.fields)
      .filter((f) => f.unique && f.stored !== false)
      .map((f) => [f.column]),
    ...(def.uniqueKeys ?? []).map(resolve),
  ];
  return { table: def.table, columns, unique, indexes: (def.indexes ?? []).map(resolve) };
}
