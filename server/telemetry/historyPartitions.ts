import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The month a station-local day ('2026-11-28') belongs to: '2026-11'. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month after: the exclusive upper bound of a month's partition. */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** PostgreSQL's code for "relation already exists": another process made the partition first. */
const DUPLICATE_TABLE = '42P07';

/**
 * On PostgreSQL, `history_day` is partitioned by month of its day (migration 013): a day curve's read touches
 * one partition, and a retention drops a whole month at once instead of deleting its rows. A month's partition
 * is made before the first write into it, by whichever process writes first (docs/scale-out.md).
 */
export class HistoryPartitions {
  private readonly made = new Set<string>();

  constructor(private readonly db: Db) {}

  /** Makes the partitions of the months these days fall in, unless this process knows they exist. */
  async ensure(days: Iterable<string>): Promise<void> {
    for (const month of new Set([...days].map(monthOf))) {
      if (this.made.has(month)) continue;
      await createMonth(this.db, month);
      this.made.add(month);
    }
  }
}

export function partitionName(month: string): string {
  return `history_day_${month.replace('-', '_')}`;
}

export async function createMonth(db: Db, month: string): Promise<void> {
  if (!/^\d{4}-\d{2}$/.test(month)) throw new Error(`bad history month "${month}"`);
  try {
    await sql`create table if not exists ${sql.ref(partitionName(month))} partition of history_day
      for values from (${sql.lit(`${month}-01`)}) to (${sql.lit(nextMonthStart(month))})`.execute(db);
  } catch (error) {
    if ((error as { code?: string }).code !== DUPLICATE_TABLE) throw error;
  }
}

/** The month partitions of `history_day` in the store's schema, oldest first. */
export async function monthPartitions(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
      join pg_namespace n on n.oid = p.relnamespace
    where p.relname = 'history_day' and n.nspname = current_schema()
    order by c.relname`.execute(db);
  return rows.map((r) => r.name).filter((name) => /^history_day_\d{4}_\d{2}$/.test(name));
}

/** How long history is kept: five-minute (and coarser) series in years, finer series in days; 0 keeps all. */
export interface HistoryRetention {
  years: number;
  fineDays: number;
}

/** The day `n` days before `now`, UTC: retention is counted in whole days, not station-local ones. */
const daysBefore = (now: number, n: number) => new Date(now - n * 86_400_000).toISOString().slice(0, 10);

/**
 * Drops history older than the retention: on PostgreSQL whole month partitions ending before the cut are
 * detached and dropped (no row-by-row delete, no bloat); on SQLite their rows are deleted. Rows of series
 * finer than five minutes go after `fineDays`. Daily statistics and quotas stay, so months and years still
 * read. Answers the partitions dropped.
 */
export async function applyRetention(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  retention: HistoryRetention,
  now = Date.now(),
): Promise<string[]> {
  const dropped: string[] = [];
  if (retention.years > 0) {
    const cut = daysBefore(now, Math.round(retention.years * 365.25));
    if (dialect === 'postgres') {
      for (const name of await monthPartitions(db)) {
        const month = name.slice('history_day_'.length).replace('_', '-');
        if (nextMonthStart(month) > cut) continue;
        await sql`alter table history_day detach partition ${sql.ref(name)}`.execute(db);
        await sql`drop table ${sql.ref(name)}`.execute(db);
        dropped.push(name);
      }
    } else await db.deleteFrom('history_day').where('day', '<', cut).execute();
  }
  if (retention.fineDays > 0) {
    const fine = db.selectFrom('series').select('series_id').where('period_minutes', '<', 5);
    await db
      .deleteFrom('history_day')
      .where('day', '<', daysBefore(now, retention.fineDays))
      .where('series_id', 'in', fine)
      .execute();
  }
  return dropped;
}
