import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../database';
import type { Db } from '../database';
import { createMonth, monthOf } from '../../telemetry/historyPartitions';

/**
 * On PostgreSQL, history day blocks move into a table partitioned by month of their day (docs/scale-out.md):
 * a day curve reads one partition, and retention drops whole months. The rows of a store made before are
 * copied into their months' partitions. SQLite keeps its one table.
 */
export function historyPartitions(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`alter table history_day rename to history_day_flat`.execute(db);
      await sql`alter table history_day_flat rename constraint history_day_pk to history_day_flat_pk`.execute(db);
      await sql`create table history_day (
        series_id integer not null,
        day text not null,
        start_ts bigint not null,
        samples bytea not null,
        constraint history_day_pk primary key (series_id, day)
      ) partition by range (day)`.execute(db);
      const { rows } = await sql<{ day: string }>`select distinct day from history_day_flat`.execute(db);
      for (const month of new Set(rows.map((r) => monthOf(r.day)))) await createMonth(db as Db, month);
      await sql`insert into history_day select series_id, day, start_ts, samples from history_day_flat`.execute(db);
      await sql`drop table history_day_flat`.execute(db);
    },
  };
}
