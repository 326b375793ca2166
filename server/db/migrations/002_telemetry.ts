import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';

/** Point tables, channels, history in day blocks, daily statistics and events. */
export function telemetry(dialect: Dialect): Migration {
  const withId = <T extends string>(t: CreateTableBuilder<T, never>, column: string) =>
    dialect === 'postgres'
      ? t.addColumn(column, 'serial', (c) => c.primaryKey())
      : t.addColumn(column, 'integer', (c) => c.primaryKey().autoIncrement());
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
      // Device point configuration: one per device type and model (spec 001 §3).
      await withId(s.createTable('point_config'), 'point_config_id')
        .addColumn('ps_id', 'integer')
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('model_name', 'text', (c) => c.notNull())
        .addColumn('equip_range', 'text')
        .addColumn('history_minutes', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('peak_valley', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text')
        .execute();

      await withId(s.createTable('point_def'), 'point_id')
        .addColumn('point_config_id', 'integer', (c) => c.notNull())
        .addColumn('point_code', 'text', (c) => c.notNull())
        .addColumn('db_code', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('point_type', 'text', (c) => c.notNull())
        .addColumn('unit', 'text')
        .addColumn('show_in_list', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('show_in_card', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('history_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('alarm_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('event_level', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('calc_type', 'text')
        .addColumn('formula', 'text')
        .addColumn('upper_limit', 'double precision')
        .addColumn('lower_limit', 'double precision')
        .addColumn('min_value', 'double precision')
        .addColumn('max_value', 'double precision')
        .addColumn('options', 'text')
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('point_def_code', ['point_config_id', 'point_code'])
        .execute();

      await withId(s.createTable('channel'), 'channel_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('channel_name', 'text', (c) => c.notNull())
        .addColumn('param', 'text', (c) => c.notNull())
        .addColumn('address', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('channel_type', 'text', (c) => c.notNull().defaultTo('modbus-tcp'))
        .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('modbus-tcp'))
        .addColumn('period_ms', 'integer', (c) => c.notNull().defaultTo(3000))
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('order_num', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('remark', 'text')
        .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await withId(s.createTable('channel_point'), 'cp_id')
        .addColumn('channel_id', 'integer', (c) => c.notNull())
        .addColumn('point_type', 'text', (c) => c.notNull())
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('collect_id', 'integer', (c) => c.notNull())
        .addColumn('point_code', 'text', (c) => c.notNull())
        .addColumn('point_name', 'text')
        .addColumn('original_name', 'text')
        .addColumn('register', 'integer', (c) => c.notNull())
        .addColumn('function_code', 'integer', (c) => c.notNull())
        .addColumn('data_type', 'text', (c) => c.notNull().defaultTo('uint16'))
        .addColumn('word_order', 'text', (c) => c.notNull().defaultTo('BE'))
        .addColumn('byte_order', 'text', (c) => c.notNull().defaultTo('BE'))
        .addColumn('coefficient', 'double precision', (c) => c.notNull().defaultTo(1))
        .addColumn('tag', 'text')
        .execute();
      await s.createIndex('channel_point_channel').on('channel_point').column('channel_id').execute();

      // One row per historized point; samples live in day blocks keyed by it.
      await withId(s.createTable('series'), 'series_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('collect_id', 'integer', (c) => c.notNull())
        .addColumn('point_code', 'text', (c) => c.notNull())
        .addColumn('period_minutes', 'integer', (c) => c.notNull())
        .addUniqueConstraint('series_key', ['ps_id', 'equip_type', 'collect_id', 'point_code'])
        .execute();

      // The samples of one point on one station-local day: float64 per period slot, NaN where none.
      await s
        .createTable('history_day')
        .addColumn('series_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('start_ts', 'bigint', (c) => c.notNull())
        .addColumn('samples', blob, (c) => c.notNull())
        .addPrimaryKeyConstraint('history_day_pk', ['series_id', 'day'])
        .execute();

      await s
        .createTable('daily_stat')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('equip_id', 'integer', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('generation', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('charge', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('discharge', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('equivalent_hours', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('max_power', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('irradiation', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('daily_stat_pk', ['ps_id', 'equip_id', 'day'])
        .execute();

      await withId(s.createTable('event'), 'event_id')
        .addColumn('ps_id', 'integer', (c) => c.notNull())
        .addColumn('equip_id', 'integer')
        .addColumn('equip_type', 'text', (c) => c.notNull())
        .addColumn('collect_id', 'integer', (c) => c.notNull())
        .addColumn('point_code', 'text')
        .addColumn('level', 'integer', (c) => c.notNull())
        .addColumn('event_time', 'bigint', (c) => c.notNull())
        .addColumn('event_type', 'integer', (c) => c.notNull())
        .addColumn('action', 'integer', (c) => c.notNull())
        .addColumn('content_key', 'text', (c) => c.notNull())
        .addColumn('content_params', 'text', (c) => c.notNull())
        .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await s.createIndex('event_station_time').on('event').columns(['ps_id', 'event_time']).execute();
    },
  };
}
