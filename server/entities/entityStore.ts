import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from '../db/database';
import { hashPassword } from '../auth/password';
import { keyField, storedFields, writable, type EntityDefinition, type FieldDefinition } from './definition';

// Entities name their tables in JSON, so queries here are typed loosely on purpose.
export type LooseDb = Kysely<any>;

function columnType(f: FieldDefinition): 'integer' | 'double precision' | 'text' {
  if (f.type === 'integer' || f.type === 'boolean') return 'integer';
  // Arrays (time ranges, months) are kept as JSON text.
  return f.type === 'number' ? 'double precision' : 'text';
}

/**
 * The columns of each table of this store. On PostgreSQL only the connection's own schema counts: another
 * schema's table of the same name (another portal, a test run) is not ours, and may vanish mid-query.
 */
export async function storedColumns(db: Db, dialect: Dialect): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  if (dialect === 'postgres') {
    const rows = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns where table_schema = current_schema()`.execute(db);
    for (const r of rows.rows) (out.get(r.table_name) ?? out.set(r.table_name, new Set()).get(r.table_name)!).add(r.column_name);
    return out;
  }
  for (const t of await db.introspection.getTables()) out.set(t.name, new Set(t.columns.map((c) => c.name)));
  return out;
}

/**
 * Storage follows the definition: a missing table is created, a missing column added (nullable), so a
 * configurator adds an entity by adding its JSON file. A column added to existing rows gives them the
 * field's default, as a create without the field would.
 */
export async function ensureStorage(db: Db, dialect: Dialect, def: EntityDefinition): Promise<void> {
  const columns = (await storedColumns(db, dialect)).get(def.table);
  const loose = db as unknown as LooseDb;
  const key = keyField(def);
  if (!columns) {
    let create = loose.schema.createTable(def.table);
    for (const [name, f] of storedFields(def)) {
      if (name === key)
        create =
          dialect === 'postgres'
            ? create.addColumn(f.column, 'serial', (c) => c.primaryKey())
            : create.addColumn(f.column, 'integer', (c) => c.primaryKey().autoIncrement());
      else create = create.addColumn(f.column, columnType(f));
    }
    await create.execute();
    return;
  }
  for (const [, f] of storedFields(def)) {
    if (columns.has(f.column)) continue;
    const scalar = ['number', 'string', 'boolean'].includes(typeof f.default);
    await loose.schema
      .alterTable(def.table)
      .addColumn(f.column, columnType(f), (c) => (scalar ? c.defaultTo(f.type === 'boolean' ? Number(f.default) : f.default) : c))
      .execute();
  }
}

/** A stored row as the API shows it, by field name; secrets are never answered. */
export function toDto(def: EntityDefinition, row: Record<string, unknown>): Record<string, unknown> {
  const dto: Record<string, unknown> = {};
  for (const [name, f] of storedFields(def)) {
    if (f.secret) continue;
    const value = row[f.column] ?? null;
    dto[name] = f.type === 'array' && typeof value === 'string' ? JSON.parse(value) : value;
  }
  return dto;
}

/** Field values as storage columns, with defaults for what a create leaves out; secrets hashed. */
export async function toColumns(
  def: EntityDefinition,
  body: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<Record<string, unknown>> {
  const key = keyField(def);
  const out: Record<string, unknown> = {};
  for (const [name, f] of storedFields(def)) {
    if (f.auto === 'writeTime' || (f.auto === 'createTime' && mode === 'create')) out[f.column] = Date.now();
    if (name === key || !writable(f)) continue;
    let value = name in body ? (body[name] ?? null) : mode === 'create' ? (f.default ?? null) : undefined;
    // A field with a default never stores null: a cleared switch or select falls back to it.
    if (value === null && f.default !== undefined) value = f.default;
    if (value === undefined || (f.secret && value === null)) continue;
    if (f.secret) value = await hashPassword(String(value));
    else if (f.type === 'array' && value !== null) value = JSON.stringify(value);
    out[f.column] = value;
  }
  return out;
}

/** A LIKE pattern matching the text literally and case-insensitively. */
export function contains(text: string) {
  return sql<string>`${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`;
}
