import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callerOf } from '../http/route';
import { translatorFor } from '../http/language';
import { EVENT_TYPE } from '../telemetry/eventLog';
import { eventRow } from '../alarms/eventRows';

/**
 * The caller's own latest remote-control and remote-adjustment attempts, from the audit events that name
 * him (server/remote/remoteAudit.ts), in his language. Login names hold no quote, so the quoted name in
 * the event's parameters matches exactly; `_` and `.` are escaped for LIKE.
 */
export async function recentRemoteActions(app: FastifyInstance, request: FastifyRequest, limit: number) {
  const caller = callerOf(request);
  const t = translatorFor(request);
  const name = caller.userName.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await app.db
    .selectFrom('event')
    .selectAll()
    .where('event_type', 'in', [EVENT_TYPE.control, EVENT_TYPE.adjust])
    .where('content_params', 'like', sql<string>`${`%"user":"${name}"%`} escape '\\'`)
    .orderBy('event_time', 'desc')
    .limit(limit)
    .execute();
  const { stations } = app.telemetry.registry;
  return rows.map((e) => eventRow(e, stations.get(e.ps_id), t, false));
}
