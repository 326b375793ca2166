import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import { callerOf } from '../http/route';

/**
 * Acknowledges the unacknowledged events among `ids` (a query of event ids), with who, when and why, and tells
 * open browsers when any changed. Answers how many were acknowledged.
 */
export async function acknowledge(
  app: FastifyInstance,
  request: FastifyRequest,
  ids: SelectQueryBuilder<Tables, 'event', { event_id: number }>,
  note: string | undefined,
): Promise<number> {
  const result = await app.db
    .updateTable('event')
    .where('event_id', 'in', ids)
    .set({
      confirmed: 1,
      confirmed_by: callerOf(request).userName,
      confirmed_at: Date.now(),
      confirm_comment: note?.trim() || null,
    })
    .where('confirmed', '=', 0)
    .executeTakeFirst();
  const changed = Number(result.numUpdatedRows);
  if (changed) app.alarms.announce({ kind: 'changed', psId: null });
  return changed;
}
