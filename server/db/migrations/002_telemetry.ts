import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../database';
import { idColumn } from './steps';

/**
 * History in day blocks, daily statistics and events. Point tables and channels are entity tables, created
 * from their definitions (storageSync.ts).
 */
export function telemetry(dialect: Dialect): Migration {
  const withId = idColumn(dialect);
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';

  return {
    async up(db: Kysely<unknown>) {
      const s = db.schema;
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
