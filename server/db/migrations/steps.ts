import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import type { Dialect } from '../database';

/** A table's generated integer key: serial in PostgreSQL, an autoincrement rowid in SQLite. */
export function idColumn(dialect: Dialect) {
  return <T extends string>(t: CreateTableBuilder<T, never>, column: string) =>
    dialect === 'postgres'
      ? t.addColumn(column, 'serial', (c) => c.primaryKey())
      : t.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
}

/** A built-in role of a store made before gets permissions the demo roles now hold (server/auth/roles.ts). */
export async function grant(db: Kysely<unknown>, roleKey: string, permissions: string[]): Promise<void> {
  await sql`update sys_role set permissions = permissions || ${`,${permissions.join(',')}`} where role_key = ${roleKey}`.execute(
    db,
  );
}
