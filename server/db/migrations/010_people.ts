import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './steps';

/**
 * The personal centre and staff management: each sign-in attempt on a known account (the user's own
 * history in the personal centre), and the plants a user is limited to. A user without rows in
 * `sys_user_station` sees every plant of the groups he sees, as before.
 */
export function people(dialect: Dialect): Migration {
  const withId = idColumn(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('sys_sign_in'), 'sign_in_id')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addColumn('client_ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('outcome', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sys_sign_in_user').on('sys_sign_in').columns(['user_id', 'at']).execute();
      await db.schema
        .createTable('sys_user_station')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sys_user_station_pk', ['user_id', 'ps_id'])
        .execute();
    },
  };
}
