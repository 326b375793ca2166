import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder, SelectQueryBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { visibleStations } from '../monitor/stationAccess';
import { addDays, localMidnight } from '../../shared/stationDay';
import type { ShelfBook } from './shelves';
import { COMMAND_EVENT_TYPES, OCCURRENCE, type EventFilter } from '../../shared/eventFilter';

export type { EventFilter };

type EventQuery = SelectQueryBuilder<Tables, 'event', object>;

/**
 * Events the caller may see that match the filter. A station outside the caller's scope is refused like a
 * missing one (404), so ids do not leak. Shelved points' events are hidden unless asked for, or when no shelf
 * book is given (acting on events by id).
 */
export function eventsMatching(
  app: FastifyInstance,
  request: FastifyRequest,
  f: EventFilter,
  shelves: ShelfBook | null,
): EventQuery {
  checkRange(f);
  const caller = callerOf(request);
  const stations = visibleStations(app, caller);
  let q: EventQuery = app.db.selectFrom('event');
  let inScope = stations;
  if (f.psId !== undefined && f.psId !== null) {
    inScope = stations.filter((s) => s.psId === f.psId);
    if (!inScope.length) throw new ApiError(404, 'server.station.notFound', { psId: f.psId });
    q = q.where('event.ps_id', '=', f.psId);
  } else if (caller.deptScope !== null) {
    q = q.where('event.ps_id', 'in', stations.length ? stations.map((s) => s.psId) : [-1]);
  }
  if (f.level !== undefined) q = q.where('event.level', '=', f.level);
  if (f.equipType !== undefined) q = q.where('event.equip_type', '=', f.equipType);
  if (f.action !== undefined) q = q.where('event.action', '=', f.action);
  if (f.eventType !== undefined) q = q.where('event.event_type', '=', f.eventType);
  if (f.confirmed !== undefined) q = q.where('event.confirmed', '=', f.confirmed);
  if (f.state === 'active') q = q.where('event.active', '=', 1);
  if (f.state === 'cleared') q = q.where('event.active', '=', 0).where('event.cleared_at', 'is not', null);
  if (f.beginTime !== undefined) q = q.where('event.event_time', '>=', f.beginTime);
  if (f.endTime !== undefined) q = q.where('event.event_time', '<', f.endTime);
  if (f.beginDay !== undefined || f.endDay !== undefined) q = q.where((eb) => withinDays(eb, inScope, f));
  if (!shelves) return q;
  const shelved = shelves.standing(Date.now());
  if (f.shelved === 1)
    q = shelved.length ? q.where((eb) => eb.or(shelved.map((s) => samePoint(eb, s)))) : q.where('event.event_id', '=', -1);
  else if (shelved.length) q = q.where((eb) => eb.not(eb.or(shelved.map((s) => samePoint(eb, s)))));
  return q;
}

/** The alarm occurrences among `q`, the rows that are acknowledged (shared/eventFilter.ts `isAcknowledgeable`). */
export function acknowledgeable<Q extends SelectQueryBuilder<Tables, 'event', object>>(q: Q): Q {
  return q.where('event.action', '=', OCCURRENCE).where('event.event_type', 'not in', [...COMMAND_EVENT_TYPES]) as Q;
}

type PointRef = { ps_id: number; equip_type: string; collect_id: number; point_code: string };

/** Events of one point (a shelf's): lists and the alarm digest hide shelved points with it. */
export function samePoint(eb: ExpressionBuilder<Tables, 'event'>, p: PointRef) {
  return eb.and([
    eb('event.ps_id', '=', p.ps_id),
    eb('event.equip_type', '=', p.equip_type),
    eb('event.collect_id', '=', p.collect_id),
    eb('event.point_code', '=', p.point_code),
  ]);
}

/** The day range in each station's own zone: one condition per zone among the stations in scope. */
function withinDays(eb: ExpressionBuilder<Tables, 'event'>, stations: { psId: number; timeZone: string }[], f: EventFilter) {
  const byZone = new Map<string, number[]>();
  for (const s of stations) byZone.set(s.timeZone, [...(byZone.get(s.timeZone) ?? []), s.psId]);
  if (!byZone.size) return eb('event.event_id', '=', -1);
  return eb.or(
    [...byZone].map(([zone, ids]) => {
      const parts = [eb('event.ps_id', 'in', ids)];
      if (f.beginDay) parts.push(eb('event.event_time', '>=', localMidnight(zone, f.beginDay)));
      if (f.endDay) parts.push(eb('event.event_time', '<', localMidnight(zone, addDays(f.endDay, 1))));
      return eb.and(parts);
    }),
  );
}

function checkRange(f: EventFilter): void {
  if (f.beginTime !== undefined && f.endTime !== undefined && f.beginTime > f.endTime)
    throw new ApiError(400, 'server.alarms.range', {}, 'beginTime');
  if (f.beginDay !== undefined && f.endDay !== undefined && f.beginDay > f.endDay)
    throw new ApiError(400, 'server.alarms.range', {}, 'beginDay');
  for (const day of [f.beginDay, f.endDay])
    if (day !== undefined && Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
      throw new ApiError(400, 'server.alarms.badDay', { day }, 'beginDay');
}
