import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The report's generation no longer counts a storage plant's discharge (schemas/quotas/report.json): stored
 * report days are dropped, and the next report that reads a day computes and stores it again (docs/quotas.md).
 */
export function reportGeneration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`delete from quota_day where catalogue = 'report'`.execute(db);
    },
  };
}
