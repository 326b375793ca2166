import type { Db } from '../db/database';
import type { HistoryStore } from './historyStore';

/**
 * Days whose statistics were counted first sample to last (before migration 017) are counted again boundary to
 * boundary: marked touched, the next flush recomputes their statistics and, for days that are over, their
 * quotas, from the history the store keeps. Returns how many days were marked.
 */
export async function restateDays(db: Db, history: HistoryStore): Promise<number> {
  const rows = await db
    .selectFrom('daily_stat')
    .select(['ps_id', 'day'])
    .where('equip_id', '=', 0)
    .where('boundaries', '=', 0)
    .execute();
  for (const r of rows) history.retouch(r.ps_id, r.day);
  return rows.length;
}
