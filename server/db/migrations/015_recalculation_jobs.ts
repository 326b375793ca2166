import type { Kysely, Migration } from 'kysely';

/**
 * Quota recalculations (docs/quotas.md): one row per plant, the job under way or last run. The row is the
 * plant's slot, shared by every API node on the store, and what tells after a restart that a job was cut off.
 */
export function recalculationJobs(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('quota_recalculation')
        .addColumn('ps_id', 'integer', (c) => c.primaryKey())
        .addColumn('ps_name', 'text', (c) => c.notNull())
        .addColumn('day_from', 'text', (c) => c.notNull())
        .addColumn('day_to', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('started_by', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .addColumn('node_id', 'text', (c) => c.notNull())
        .addColumn('heartbeat_at', 'bigint', (c) => c.notNull())
        .addColumn('cancel_requested', 'integer', (c) => c.notNull())
        .execute();
    },
  };
}
