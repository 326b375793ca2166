import type { FastifyInstance } from 'fastify';
import { ok, page } from '../http/envelope';
import { callerOf, route } from '../http/route';
import { translatorFor, translatorIn } from '../http/language';
import { countRows, onePage, pagingProperties, type PageLimits, type PageRequest } from '../http/pagination';
import { languages } from '../../locales/index';
import { sessionCredential } from '../auth/sessionCookie';
import { visibleStation } from '../monitor/stationAccess';
import {
  BINARY,
  arrayOf,
  envelope,
  integer,
  nullable,
  object,
  openObject,
  pageEnvelope,
  slotQualitySchema,
  string,
} from '../http/responseSchemas';
import { filterProperties, type EventFilter } from './eventQuery';
import { eventRowSchema } from './eventRows';
import { eventCurve } from './eventCurve';
import type { EventReader } from './eventReader';

/** The event list: up to 500 events a page, 20 unless asked. */
const EVENT_PAGES: PageLimits = { maxPageSize: 500, defaultPageSize: 20 };

/** The point's curve around an event, with the event's time to mark on it. */
const curveResponse = envelope(
  object({
    name: string,
    unit: string,
    eventTime: integer,
    times: arrayOf(integer),
    values: arrayOf(nullable('number')),
    slotQuality: slotQualitySchema,
  }),
);
const countsResponse = envelope(object({ total: integer, byLevel: openObject(integer), unconfirmed: integer, active: integer }));

/** Reading events: the list a page at a time, the counts above it, one event's curve, and the push stream. */
export function eventListRoutes(app: FastifyInstance, events: EventReader) {
  return [
    route<{ Body: EventFilter & PageRequest }>({
      method: 'POST',
      url: '/event/list',
      access: 'event:event:list',
      response: pageEnvelope(eventRowSchema),
      schema: { body: { type: 'object', properties: { ...pagingProperties(EVENT_PAGES), ...filterProperties } } },
      handler: async (request) => {
        // Validation filled in the page and its size where the body left them out.
        const { pageNum, pageSize, ...filter } = request.body;
        await app.telemetry.events.flushForRead();
        const matching = events.matching(request, filter);
        const total = await countRows(matching);
        const rows = await matching
          .selectAll()
          .orderBy('event.event_time', 'desc')
          .orderBy('event.event_id', 'desc')
          .$call(onePage({ pageNum, pageSize }))
          .execute();
        return page(events.rowsOf(request, rows), total, pageSize);
      },
    }),

    route<{ Querystring: EventFilter }>({
      method: 'GET',
      url: '/event/count',
      access: 'event:event:list',
      response: countsResponse,
      schema: { querystring: { type: 'object', properties: filterProperties } },
      handler: async (request) => ok(await events.countsOf(request, request.query)),
    }),

    // The list's own body (paging included and ignored): the cards above a list count exactly its rows.
    route<{ Body: EventFilter }>({
      method: 'POST',
      url: '/event/count',
      access: 'event:event:list',
      response: countsResponse,
      schema: { body: { type: 'object', properties: { ...pagingProperties(EVENT_PAGES), ...filterProperties } } },
      handler: async (request) => ok(await events.countsOf(request, request.body ?? {})),
    }),

    route<{ Querystring: { eventId: number } }>({
      method: 'GET',
      url: '/event/curve',
      access: 'event:event:list',
      response: curveResponse,
      schema: {
        querystring: {
          type: 'object',
          required: ['eventId'],
          properties: { eventId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
      },
      handler: async (request) => {
        const event = await events.oneEvent(request, request.query.eventId);
        return ok(await eventCurve(app, visibleStation(app, request, event.ps_id), event));
      },
    }),

    route<{ Querystring: { lang?: string } }>({
      method: 'GET',
      url: '/event/stream',
      access: 'event:event:list',
      response: BINARY,
      // EventSource sends no headers of its own: the page's language comes as a parameter.
      schema: { querystring: { type: 'object', properties: { lang: { type: 'string', enum: [...languages] } } } },
      handler: async (request, reply) => {
        const t = request.query.lang ? translatorIn(request.query.lang) : translatorFor(request);
        app.alarms.hub.open(request, reply, callerOf(request), t, sessionCredential(request)!.token);
      },
    }),
  ];
}
