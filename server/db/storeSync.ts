import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { EntityDefinition } from '../entities/definition';
import type { Dialect } from './database';
import { tableModel, type ColumnModel, type TableModel } from './storeModel';
import { plainDefault, readStoredSchema, type StoredColumn, type StoredTable } from './storedSchema';

// Names come from definitions the meta-schema checked (lower-case letters, digits and underscores).
const id = (name: string) => `"${name}"`;
const literal = (value: number | string) => (typeof value === 'number' ? String(value) : `'${value.replace(/'/g, "''")}'`);
/** Any lock id of our own: two portals starting at once on one PostgreSQL store sync one after the other. */
const SYNC_LOCK = 160_001;

function columnSql(c: ColumnModel, dialect: Dialect): string {
  if (c.key && c.autoNumber)
    return dialect === 'postgres' ? `${id(c.name)} serial primary key` : `${id(c.name)} integer primary key autoincrement`;
  if (c.key) return `${id(c.name)} integer primary key`;
  return `${id(c.name)} ${c.type}${c.notNull ? ' not null' : ''}${c.default !== null ? ` default ${literal(c.default)}` : ''}`;
}

/** A stored column that no definition declares: kept as it is when SQLite rebuilds its table. */
const keptColumnSql = (c: StoredColumn) =>
  `${id(c.name)} ${c.type || 'text'}${c.notNull ? ' not null' : ''}${c.default !== null ? ` default ${c.default}` : ''}`;

/** What differs between a declared column and the stored one (the key only needs to be the key). */
function differs(want: ColumnModel, have: StoredColumn): boolean {
  if (want.key) return !have.key;
  return (
    want.type !== have.type ||
    want.notNull !== have.notNull ||
    (want.default === null ? null : String(want.default)) !== plainDefault(have.default)
  );
}

/** An index name that fits PostgreSQL's 63 characters and is the same for the same columns. */
function indexName(table: string, columns: string[], unique: boolean): string {
  const name = `${table}_${columns.join('_')}_${unique ? 'key' : 'idx'}`;
  if (name.length <= 63) return name;
  return `${table.slice(0, 40)}_${crypto.createHash('sha1').update(name).digest('hex').slice(0, 10)}_${unique ? 'key' : 'idx'}`;
}

/**
 * Makes every entity table what its definition declares: a missing table is created; a missing column added;
 * a column of another type, nullability or default changed (SQLite cannot alter a column, so the table is
 * rebuilt with its rows, its undeclared columns and its auto-number); declared indexes created. Nothing is
 * dropped: a column no definition declares stays until a migration removes it. Runs after the migrations
 * (which rename or backfill what a comparison cannot tell), in one transaction; a row that breaks the
 * declaration (null in a not-null column without default, two rows sharing a unique value) stops it with
 * the store unchanged.
 */
export async function syncStore(db: Kysely<any>, dialect: Dialect, entities: EntityDefinition[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${SYNC_LOCK})`.execute(trx);
    const store = await readStoredSchema(trx, dialect);
    for (const def of entities) {
      const model = tableModel(def);
      try {
        const stored = store.get(model.table);
        if (!stored)
          await sql
            .raw(`create table ${id(model.table)} (${model.columns.map((c) => columnSql(c, dialect)).join(', ')})`)
            .execute(trx);
        else if (dialect === 'postgres') await alterPostgres(trx, model, stored);
        else await alterSqlite(trx, model, stored);
        await createIndexes(trx, model, (await readStoredSchema(trx, dialect)).get(model.table)!);
      } catch (error) {
        throw new Error(`storage of entity "${def.name}" (table ${model.table}): ${(error as Error).message}`, { cause: error });
      }
    }
  });
}

async function alterPostgres(db: Kysely<any>, model: TableModel, stored: StoredTable): Promise<void> {
  const have = new Map(stored.columns.map((c) => [c.name, c]));
  const table = id(model.table);
  for (const want of model.columns) {
    const old = have.get(want.name);
    if (!old) {
      await sql.raw(`alter table ${table} add column ${columnSql(want, 'postgres')}`).execute(db);
      continue;
    }
    if (!differs(want, old)) continue;
    if (want.key) throw new Error(`column ${want.name} is not the primary key`);
    const column = `alter table ${table} alter column ${id(want.name)}`;
    if (want.type !== old.type) await sql.raw(`${column} type ${want.type} using ${id(want.name)}::${want.type}`).execute(db);
    const wanted = want.default === null ? null : String(want.default);
    if (wanted !== plainDefault(old.default))
      await sql
        .raw(want.default === null ? `${column} drop default` : `${column} set default ${literal(want.default)}`)
        .execute(db);
    if (want.notNull && !old.notNull) {
      if (want.default !== null)
        await sql
          .raw(`update ${table} set ${id(want.name)} = ${literal(want.default)} where ${id(want.name)} is null`)
          .execute(db);
      await sql.raw(`${column} set not null`).execute(db);
    }
    if (!want.notNull && old.notNull) await sql.raw(`${column} drop not null`).execute(db);
  }
}

async function alterSqlite(db: Kysely<any>, model: TableModel, stored: StoredTable): Promise<void> {
  const have = new Map(stored.columns.map((c) => [c.name, c]));
  const missing = model.columns.filter((c) => !have.has(c.name));
  const changed = model.columns.filter((c) => have.has(c.name) && differs(c, have.get(c.name)!));
  if (changed.some((c) => c.key)) throw new Error(`column ${changed.find((c) => c.key)!.name} is not the primary key`);
  // SQLite adds a not-null column only with a default, and changes no column in place.
  if (!changed.length && !missing.some((c) => c.notNull && c.default === null)) {
    for (const c of missing) await sql.raw(`alter table ${id(model.table)} add column ${columnSql(c, 'sqlite')}`).execute(db);
    return;
  }
  await rebuildSqlite(db, model, stored);
}

/**
 * SQLite's way to change columns: a new table as declared, the rows copied (a null in a column that now has a
 * default takes the default), the old one dropped and the new one renamed; its indexes and its auto-number
 * carry over.
 */
async function rebuildSqlite(db: Kysely<any>, model: TableModel, stored: StoredTable): Promise<void> {
  const table = id(model.table);
  const next = id(`${model.table}_sync`);
  const declared = new Set(model.columns.map((c) => c.name));
  const have = new Set(stored.columns.map((c) => c.name));
  const kept = stored.columns.filter((c) => !declared.has(c.name));
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'index' and tbl_name = ${model.table} and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${model.table}`
    .execute(db)
    .catch(() => ({ rows: [] as { seq: number }[] }));

  const columns = [...model.columns.map((c) => columnSql(c, 'sqlite')), ...kept.map(keptColumnSql)];
  await sql.raw(`create table ${next} (${columns.join(', ')})`).execute(db);
  const copied = [...model.columns.filter((c) => have.has(c.name)), ...kept.map((c) => ({ name: c.name }) as ColumnModel)];
  const values = copied.map((c) =>
    c.notNull && c.default !== null && c.default !== undefined ? `coalesce(${id(c.name)}, ${literal(c.default)})` : id(c.name),
  );
  await sql
    .raw(`insert into ${next} (${copied.map((c) => id(c.name)).join(', ')}) select ${values.join(', ')} from ${table}`)
    .execute(db);
  await sql.raw(`drop table ${table}`).execute(db);
  await sql.raw(`alter table ${next} rename to ${table}`).execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  // The next number stays above every number ever given, as AUTOINCREMENT promises, even past removed rows.
  const before = sequence.rows[0]?.seq;
  if (before !== undefined && model.columns.some((c) => c.autoNumber)) {
    const now = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${model.table}`.execute(db);
    await sql`delete from sqlite_sequence where name = ${model.table}`.execute(db);
    const seq = Math.max(before, now.rows[0]?.seq ?? 0);
    await sql`insert into sqlite_sequence (name, seq) values (${model.table}, ${seq})`.execute(db);
  }
}

async function createIndexes(db: Kysely<any>, model: TableModel, stored: StoredTable): Promise<void> {
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((c, i) => c === b[i]);
  const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));
  for (const columns of model.unique)
    if (!stored.indexes.some((i) => i.unique && sameSet(i.columns, columns)))
      await sql
        .raw(
          `create unique index ${id(indexName(model.table, columns, true))} on ${id(model.table)} (${columns.map(id).join(', ')})`,
        )
        .execute(db);
  for (const columns of model.indexes)
    if (!stored.indexes.some((i) => same(i.columns, columns)))
      await sql
        .raw(`create index ${id(indexName(model.table, columns, false))} on ${id(model.table)} (${columns.map(id).join(', ')})`)
        .execute(db);
}
