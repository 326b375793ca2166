import type { Kysely, Migration } from 'kysely';

/**
 * The run settings an operator applied to a storage station's energy management (periods, run, grid and
 * control mode, manual dispatch), as JSON of shared/runSettings.ts; a station without a row runs its defaults.
 */
export function storage(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('storage_run_settings')
        .addColumn('ps_id', 'integer', (c) => c.primaryKey())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('applied_by', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
