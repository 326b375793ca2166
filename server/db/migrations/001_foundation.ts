import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Users, groups, sessions, stations and what hangs off them: the foundation's storage. */
export function foundation(dialect: Dialect): Migration {
  // SQLite and PostgreSQL spell an auto-numbered key differently; everything else is shared.
  const withId = <T extends string>(t: CreateTableBuilder<T, never>, column: string) =>
    dialect === 'postgres'
      ? t.addColumn(column, 'serial', (c) => c.primaryKey())
      : t.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());

  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      await s
        .createTable('sys_dept')
        .addColumn('dept_id', 'integer', (c) => c.primaryKey())
        .addColumn('parent_id', 'integer', (c) => c.notNull())
        .addColumn('ancestors', 'text', (c) => c.notNull())
        .addColumn('dept_name', 'text', (c) => c.notNull())
        .addColumn('logo', 'text')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(s.createTable('sys_user'), 'user_id')
        .addColumn('dept_id', 'integer', (c) => c.notNull())
        .addColumn('user_name', 'text', (c) => c.notNull().unique())
        .addColumn('nick_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('sex', 'text', (c) => c.notNull().defaultTo('0'))
        .addColumn('avatar', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('operation_password_hash', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('remark', 'text')
        .execute();

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

      await withId(s.createTable('power_station'), 'ps_id')
        .addColumn('ps_name', 'text', (c) => c.notNull())
        .addColumn('ps_short_name', 'text')
        .addColumn('ps_code', 'text')
        .addColumn('ps_type', 'text', (c) => c.notNull())
        .addColumn('pv_type', 'text')
        .addColumn('dept_id', 'integer', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('district', 'text')
        .addColumn('address', 'text')
        .addColumn('longitude', 'double precision', (c) => c.notNull())
        .addColumn('latitude', 'double precision', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('capacity', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('battery_capacity', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('operation_date', 'text')
        .addColumn('grid_type', 'text')
        .addColumn('contact_person', 'text')
        .addColumn('contact_phone', 'text')
        .addColumn('price', 'double precision')
        .addColumn('redirect_mname', 'text')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('power_station_dept').on('power_station').column('dept_id').execute();

      await withId(s.createTable('ps_param'), 'param_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('param_name', 'text', (c) => c.notNull())
        .addColumn('param_code', 'text', (c) => c.notNull())
        .addColumn('param_value', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('0'))
        .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text')
        .execute();
      await s.createIndex('ps_param_ps').on('ps_param').column('ps_id').execute();

      await withId(s.createTable('ps_attachment'), 'att_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('att_name', 'text', (c) => c.notNull())
        .addColumn('att_url', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await s.createIndex('ps_attachment_ps').on('ps_attachment').column('ps_id').execute();

      await withId(s.createTable('equipment'), 'equip_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('equip_name', 'text', (c) => c.notNull())
        .addColumn('collect_id', 'integer', (c) => c.notNull())
        .addColumn('point_config_id', 'integer')
        .addColumn('parent_id', 'integer')
        .addColumn('place', 'text')
        .addColumn('model', 'text')
        .addColumn('sn', 'text')
        .addColumn('peak_power', 'double precision')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s.createIndex('equipment_ps').on('equipment').columns(['ps_id', 'equip_type']).execute();

      await withId(s.createTable('svg_config'), 'svg_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('svg_name', 'text', (c) => c.notNull())
        .addColumn('svg_path', 'text', (c) => c.notNull())
        .addColumn('is_master', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();

      await withId(s.createTable('user_tag'), 'tag_id')
        .addColumn('tag_name', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('is_effective', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('remark', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
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
