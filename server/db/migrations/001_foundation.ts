import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './steps';

/**
 * Sessions, captchas, roles, settings, dictionaries, labels' stations, favourites and to-dos. The entity tables
 * this migration once created (groups, users, plants and what hangs off them) are created from their
 * definitions now (storageSync.ts); a store made before keeps them and the sync brings them in line.
 */
export function foundation(dialect: Dialect): Migration {
  // SQLite and PostgreSQL spell an auto-numbered key differently; everything else is shared.
  const withId = idColumn(dialect);

  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await withId(s.createTable('sys_role'), 'role_id')
        .addColumn('role_key', 'text', (c) => c.notNull().unique())
        .addColumn('role_name', 'text', (c) => c.notNull())
        .addColumn('permissions', 'text', (c) => c.notNull())
        .execute();

      await s
        .createTable('sys_user_role')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sys_user_role_pk', ['user_id', 'role_id'])
        .execute();

      await s
        .createTable('sys_session')
        .addColumn('session_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_seen', 'bigint', (c) => c.notNull())
        .addColumn('client_ip', 'text')
        .execute();

      await s
        .createTable('sys_captcha')
        .addColumn('uuid', 'text', (c) => c.primaryKey())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .execute();

      await s
        .createTable('sys_config')
        .addColumn('config_key', 'text', (c) => c.primaryKey())
        .addColumn('config_value', 'text', (c) => c.notNull())
        .execute();

      await withId(s.createTable('sys_dict_data'), 'dict_code')
        .addColumn('dict_type', 'text', (c) => c.notNull())
        .addColumn('dict_value', 'text', (c) => c.notNull())
        .addColumn('label_key', 'text', (c) => c.notNull())
        .addColumn('dict_sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('list_class', 'text')
        .execute();

      await s
        .createTable('tag_station')
        .addColumn('tag_id', 'integer', (c) => c.notNull())
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('tag_station_pk', ['tag_id', 'ps_id'])
        .execute();

      await withId(s.createTable('user_collection'), 'collection_id')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('user_collection_once', ['user_id', 'ps_id'])
        .execute();

      await withId(s.createTable('todo_item'), 'todo_id')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('is_handle', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
