import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { route } from '../http/route';
import { commentEvent, confirmAllEvents, confirmEvents, removeEvents } from '../../shared/contracts/alarms';
import { acknowledgeable } from './eventQuery';
import { acknowledge } from './eventAcknowledgement';
import type { EventReader } from './eventReader';

/** What an operator does to events: acknowledge some or all of a list, comment an acknowledgement, remove events. */
export function eventCommandRoutes(app: FastifyInstance, events: EventReader) {
  const { db } = app;
  return [
    route(confirmEvents, {
      access: 'event:event:confirm',
      handler: async (request) => {
        await app.telemetry.events.flush();
        const ids = await events.visibleIds(request, request.body.eventIds);
        const alarms = acknowledgeable(events.matching(request, {}, true))
          .select('event.event_id')
          .where('event.event_id', 'in', ids);
        return ok({ confirmed: await acknowledge(app, request, alarms, request.body.comment) });
      },
    }),

    route(confirmAllEvents, {
      access: 'event:event:confirm',
      handler: async (request) => {
        await app.telemetry.events.flush();
        const { comment: note, ...filter } = request.body ?? {};
        const alarms = acknowledgeable(events.matching(request, filter)).select('event.event_id');
        return ok({ confirmed: await acknowledge(app, request, alarms, note) });
      },
    }),

    route(commentEvent, {
      access: 'event:event:confirm',
      handler: async (request) => {
        await app.telemetry.events.flush();
        const event = await events.oneEvent(request, request.body.eventId);
        if (!event.confirmed) throw new ApiError(400, 'server.alarms.notConfirmed', {}, 'comment');
        await db
          .updateTable('event')
          .set({ confirm_comment: request.body.comment.trim() || null })
          .where('event_id', '=', event.event_id)
          .execute();
        const updated = await db.selectFrom('event').selectAll().where('event_id', '=', event.event_id).executeTakeFirstOrThrow();
        return ok(events.rowsOf(request, [updated])[0]);
      },
    }),

    route(removeEvents, {
      access: 'event:event:remove',
      handler: async (request) => {
        await app.telemetry.events.flush();
        const ids = await events.visibleIds(request, request.body.eventIds);
        const result = await db.deleteFrom('event').where('event_id', 'in', ids).executeTakeFirst();
        return ok({ removed: Number(result.numDeletedRows) });
      },
    }),
  ];
}
