import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, NO_INPUT, route } from '../http/route';
import { arrayOf, envelope, integer, object, string } from '../http/responseSchemas';
import { seesStation } from '../stations/scope';
import type { Shelf } from './shelves';
import type { EventReader } from './eventReader';
import { eventIdBody } from './eventInput';

/** A point's alarms stay shelved at most a week. */
const SHELVE_MAX_MINUTES = 7 * 24 * 60;

const shelfSchema = object({
  psId: integer,
  psName: string,
  equipType: string,
  collectId: integer,
  pointCode: string,
  shelvedUntil: integer,
  reason: string,
  shelvedBy: string,
  shelvedAt: integer,
});

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
    route<{ Body: { eventId: number; minutes: number; reason: string } }>({
      method: 'POST',
      url: '/event/shelve',
      access: 'event:event:shelve',
      response: envelope(object({ shelvedUntil: integer })),
      schema: eventIdBody(
        {
          minutes: { type: 'integer', minimum: 5, maximum: SHELVE_MAX_MINUTES },
          reason: { type: 'string', minLength: 1, maxLength: 200 },
        },
        ['minutes', 'reason'],
      ),
      handler: async (request) => {
        const event = await events.oneEvent(request, request.body.eventId);
        const reason = request.body.reason.trim();
        if (!event.point_code || !reason)
          throw new ApiError(400, event.point_code ? 'server.event.reasonRequired' : 'server.event.notShelvable', {}, 'reason');
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

    route<{ Body: { eventId: number } }>({
      method: 'POST',
      url: '/event/unshelve',
      access: 'event:event:shelve',
      response: envelope(),
      schema: eventIdBody(),
      handler: async (request) => {
        const event = await events.oneEvent(request, request.body.eventId);
        await shelves.unshelve({ ...event, point_code: event.point_code ?? '' });
        announce({ kind: 'changed', psId: event.ps_id });
        return ok();
      },
    }),

    route({
      method: 'GET',
      url: '/event/shelves',
      access: 'event:event:list',
      response: envelope(arrayOf(shelfSchema)),
      schema: NO_INPUT,
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
