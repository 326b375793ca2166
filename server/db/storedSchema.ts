import { sql, type Kysely } from 'kysely';
import type { Dialect } from './database';

/** A column as the store has it: its type as declared, and its default as SQL text. */
export interface StoredColumn {
  name: string;
  type: string;
  notNull: boolean;
  default: string | null;
  key: boolean;
}

export interface StoredIndex {
  name: string;
  unique: boolean;
  columns: string[];
}

export interface StoredTable {
  columns: StoredColumn[];
  indexes: StoredIndex[];
}

/**
 * The tables of this store with their columns and indexes. On PostgreSQL only the connection's own schema
 * counts: another schema's table of the same name (another portal, a test run) is not ours.
 */
export async function readStoredSchema(db: Kysely<any>, dialect: Dialect): Promise<Map<string, StoredTable>> {
  return dialect === 'postgres' ? readPostgres(db) : readSqlite(db);
}

async function readSqlite(db: Kysely<any>): Promise<Map<string, StoredTable>> {
  const out = new Map<string, StoredTable>();
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  for (const { name } of tables.rows) {
    const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`
      select name, type, "notnull", dflt_value, pk from pragma_table_info(${name})`.execute(db);
    const indexes: StoredIndex[] = [];
    const list = await sql<{ name: string; unique: number }>`select name, "unique" from pragma_index_list(${name})`.execute(db);
    for (const index of list.rows) {
      const cols = await sql<{ name: string }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      indexes.push({ name: index.name, unique: index.unique === 1, columns: cols.rows.map((c) => c.name) });
    }
    out.set(name, {
      columns: columns.rows.map((c) => ({
        name: c.name,
        type: c.type.toLowerCase(),
        notNull: c.notnull === 1 || c.pk > 0,
        default: c.dflt_value,
        key: c.pk > 0,
      })),
      indexes,
    });
  }
  return out;
}

async function readPostgres(db: Kysely<any>): Promise<Map<string, StoredTable>> {
  const out = new Map<string, StoredTable>();
  const table = (name: string) => out.get(name) ?? out.set(name, { columns: [], indexes: [] }).get(name)!;
  const columns = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`
    select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
    where table_schema = current_schema() order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<{ table_name: string; index_name: string; unique: boolean; primary: boolean; columns: string[] }>`
    select t.relname as table_name, i.relname as index_name, ix.indisunique as unique, ix.indisprimary as primary,
      array_agg(a.attname::text order by k.ord) as columns
    from pg_index ix
      join pg_class t on t.oid = ix.indrelid
      join pg_class i on i.oid = ix.indexrelid
      join pg_namespace n on n.oid = t.relnamespace
      cross join lateral unnest(ix.indkey) with ordinality as k(attnum, ord)
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema()
    group by t.relname, i.relname, ix.indisunique, ix.indisprimary`.execute(db);
  const keys = new Set(indexes.rows.filter((i) => i.primary).flatMap((i) => i.columns.map((c) => `${i.table_name}.${c}`)));
  for (const c of columns.rows)
    table(c.table_name).columns.push({
      name: c.column_name,
      type: c.data_type,
      notNull: c.is_nullable === 'NO',
      default: c.column_default,
      key: keys.has(`${c.table_name}.${c.column_name}`),
    });
  for (const i of indexes.rows)
    if (!i.primary) table(i.table_name).indexes.push({ name: i.index_name, unique: i.unique, columns: i.columns });
  return out;
}

/**
 * A stored default as a plain value text: `'0'::text`, `(-1)` and `0` become `0` and `-1`, so that defaults
 * compare alike on both stores. An auto-number's `nextval(...)` is no default of the definition's.
 */
export function plainDefault(raw: string | null): string | null {
  if (raw === null) return null;
  let s = raw.trim();
  if (/^nextval\(/i.test(s)) return null;
  for (let before = ''; before !== s;) {
    before = s;
    s = s.replace(/::[a-z ]+(\(\d+(,\d+)?\))?$/i, '');
    if (s.startsWith('(') && s.endsWith(')')) s = s.slice(1, -1);
  }
  if (/^'.*'$/s.test(s)) return s.slice(1, -1).replace(/''/g, "'");
  if (/^null$/i.test(s)) return null;
  const n = Number(s);
  return s !== '' && Number.isFinite(n) ? String(n) : s;
}
