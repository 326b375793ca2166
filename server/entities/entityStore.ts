import { sql, type Kysely } from 'kysely';
import type { Db, Dialect } from '../db/database';
import { hashPassword } from '../auth/password';
import { readStoredSchema } from '../db/storedSchema';
import { keyField, storedFields, writable, type EntityDefinition } from './definition';

// Entities name their tables in JSON, so queries here are typed loosely on purpose.
export type LooseDb = Kysely<any>;

/** The columns of each table of this store (only the connection's own schema on PostgreSQL). */
export async function storedColumns(db: Db, dialect: Dialect): Promise<Map<string, Set<string>>> {
  const tables = await readStoredSchema(db, dialect);
  return new Map([...tables].map(([name, t]) => [name, new Set(t.columns.map((c) => c.name))]));
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
