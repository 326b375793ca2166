import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, route } from '../http/route';
import { eventShelves, shelveEvent, unshelveEvent } from '../../shared/contracts/alarms';
import { seesStation } from '../stations/scope';
import type { Shelf } from './shelves';
import type { EventReader } from './eventReader';

/** A standing shelf as the list of shelves shows it. */
const shelfRow = (s: Shelf, psName: string) => ({
  psId: s.ps_id,
  psName,
  equipType: s.equip_type,
  collectId: s.collect_id,
  pointCode: s.point_code,
  shelvedUntil: s.shelved_until,
  reason: s.reason,
  shelvedBy: s.shelved_by,
  shelvedAt: s.shelved_at,
});

/** Shelving a point's alarms for a while with a reason, taking the shelf down early, and the shelves standing now. */
export function shelfRoutes(app: FastifyInstance, events: EventReader) {
  const { shelves, announce } = app.alarms;
  return [
    route(shelveEvent, {
      access: 'event:event:shelve',
      handler: async (request) => {
        const event = await events.oneEvent(request, request.body.eventId);
        const reason = request.body.reason.trim();
        if (!event.point_code || !reason)
          throw new ApiError(400, event.point_code ? 'server.alarms.reasonRequired' : 'server.alarms.notShelvable', {}, 'reason');
        const now = Date.now();
        const shelf = await shelves.shelve({
          ps_id: event.ps_id,
          equip_type: event.equip_type,
          collect_id: event.collect_id,
          point_code: event.point_code,
          shelved_until: now + request.body.minutes * 60_000,
          reason,
          shelved_by: callerOf(request).userName,
          shelved_at: now,
        });
        announce({ kind: 'changed', psId: event.ps_id });
        return ok({ shelvedUntil: shelf.shelved_until });
      },
    }),

    route(unshelveEvent, {
      access: 'event:event:shelve',
      handler: async (request) => {
        const event = await events.oneEvent(request, request.body.eventId);
        await shelves.unshelve({ ...event, point_code: event.point_code ?? '' });
        announce({ kind: 'changed', psId: event.ps_id });
        return ok();
      },
    }),

    route(eventShelves, {
      access: 'event:event:list',
      handler: async (request) => {
        const caller = callerOf(request);
        const { stations } = app.telemetry.registry;
        return ok(
          shelves.standing(Date.now()).flatMap((s) => {
            const station = stations.get(s.ps_id);
            return station !== undefined && seesStation(caller, station) ? [shelfRow(s, station.psName)] : [];
          }),
        );
      },
    }),
  ];
}
