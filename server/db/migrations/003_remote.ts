import { sql, type Kysely, type Migration } from 'kysely';

/** The permission remote control needs; the migration grants it to existing group-administrator roles. */
const REMOTE_PERMISSION = 'remote:control:operate';

/**
 * Safe remote control: the plant's cloud remote operation setting, a device's override of it, and the
 * operation-password lockout of each user. Plain columns with defaults: the same SQL on SQLite and PostgreSQL.
 */
export function remote(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .alterTable('power_station')
        .addColumn('remote_enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .alterTable('equipment')
        .addColumn('remote_mode', 'text', (c) => c.notNull().defaultTo('inherit'))
        .execute();
      await s
        .alterTable('sys_user')
        .addColumn('op_failed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s
        .alterTable('sys_user')
        .addColumn('op_locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      // A store created before remote control: its group administrators gain it like new stores' do.
      await sql`update sys_role set permissions = permissions || ${`,${REMOTE_PERMISSION}`}
        where role_key = 'gadmin' and permissions not like ${`%${REMOTE_PERMISSION}%`}`.execute(db);
    },
  };
}
