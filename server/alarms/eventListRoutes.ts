import type { FastifyInstance } from 'fastify';
import { ok, page } from '../http/envelope';
import { callerOf, route } from '../http/route';
import { translatorFor, translatorIn } from '../http/language';
import { countRows, onePage, pageOf } from '../http/pagination';
import { sessionCredential } from '../auth/sessionCookie';
import { visibleStation } from '../monitor/stationAccess';
import {
  EVENT_PAGES,
  eventCount,
  eventCurve as eventCurveContract,
  eventList,
  eventListCount,
  eventStream,
} from '../../shared/contracts/alarms';
import { eventCurve } from './eventCurve';
import type { EventReader } from './eventReader';

/** Reading events: the list a page at a time, the counts above it, one event's curve, and the push stream. */
export function eventListRoutes(app: FastifyInstance, events: EventReader) {
  return [
    route(eventList, {
      access: 'event:event:list',
      handler: async (request) => {
        const { pageNum, pageSize, ...filter } = request.body;
        const paging = pageOf({ pageNum, pageSize }, EVENT_PAGES);
        await app.telemetry.events.flushForRead();
        const matching = events.matching(request, filter);
        const total = await countRows(matching);
        const rows = await matching
          .selectAll()
          .orderBy('event.event_time', 'desc')
          .orderBy('event.event_id', 'desc')
          .$call(onePage(paging))
          .execute();
        return page(events.rowsOf(request, rows), total, paging.pageSize);
      },
    }),

    route(eventCount, {
      access: 'event:event:list',
      handler: async (request) => ok(await events.countsOf(request, request.query)),
    }),

    // The list's own body (paging included and ignored): the cards above a list count exactly its rows.
    route(eventListCount, {
      access: 'event:event:list',
      handler: async (request) => ok(await events.countsOf(request, request.body ?? {})),
    }),

    route(eventCurveContract, {
      access: 'event:event:list',
      handler: async (request) => {
        const event = await events.oneEvent(request, request.query.eventId);
        return ok(await eventCurve(app, visibleStation(app, request, event.ps_id), event));
      },
    }),

    route(eventStream, {
      access: 'event:event:list',
      handler: async (request, reply) => {
        const t = request.query.lang ? translatorIn(request.query.lang) : translatorFor(request);
        app.alarms.hub.open(request, reply, callerOf(request), t, sessionCredential(request)!.token);
      },
    }),
  ];
}
