import type { Kysely, Migration } from 'kysely';

/**
 * A day's energy runs from boundary to boundary (server/telemetry/counterEnergy.ts) and a storage plant's day
 * says what it left in the battery (`stored_change`, kWh, for the round trip of docs/energy-storage.md). Rows counted
 * before, first sample to last, keep `boundaries` 0: the ingest process counts them again after its start
 * (restatedDays.ts), and their quotas with them.
 */
export function dayBoundaries(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('daily_stat').addColumn('stored_change', 'double precision').execute();
      await db.schema
        .alterTable('daily_stat')
        .addColumn('boundaries', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}
