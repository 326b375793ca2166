import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, NO_INPUT, registerRoutes, route } from '../http/route';
import { requestLanguage, translatorFor, translatorIn } from '../http/language';
import { formatZonedTime } from '../../shared/zonedTime';
import { languages } from '../../locales/index';
import { domainPlugin } from '../http/domainPlugin';
import { sessionCredential } from '../auth/sessionCookie';
import { toXlsx } from '../entities/spreadsheet';
import { visibleStation } from '../monitor/stationAccess';
import { seesStation } from '../stations/scope';
import {
  BINARY,
  arrayOf,
  envelope,
  pageEnvelope,
  object,
  openObject,
  integer,
  nullable,
  slotQualitySchema,
  string,
} from '../http/responseSchemas';
import { acknowledgeable, eventsMatching, filterProperties, type EventFilter } from './eventQuery';
import { isAcknowledgeable } from '../../shared/eventFilter';
import { eventRow, eventRowSchema } from './eventRows';
import { eventCurve } from './eventCurve';
import type { StoredEvent } from '../telemetry/eventLog';

/** The export's row limit: beyond it the caller narrows the filter (a spreadsheet of millions helps nobody). */
const EXPORT_MAX_ROWS = 50_000;
const SHELVE_MAX_MINUTES = 7 * 24 * 60;

const idList = {
  type: 'array',
  minItems: 1,
  maxItems: 500,
  uniqueItems: true,
  items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
};
const comment = { type: 'string', maxLength: 500 };
const pagingProperties = {
  pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
};
const countsResponse = envelope(object({ total: integer, byLevel: openObject(integer), unconfirmed: integer, active: integer }));
const eventIdBody = (extra: Record<string, unknown> = {}, required: string[] = []) => ({
  body: {
    type: 'object',
    required: ['eventId', ...required],
    additionalProperties: false,
    properties: { eventId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 }, ...extra },
  },
});

/** Events the alarm rules raised and remote control wrote: list, counts, acknowledgement, shelving, export. */
function registerEventRoutes(app: FastifyInstance): void {
  const { db } = app;
  const { shelves, hub, announce } = app.alarms;

  const matching = (request: FastifyRequest, f: EventFilter, anyShelf = false) =>
    eventsMatching(app, request, f, anyShelf ? null : shelves);

  /** The caller's events among `ids`, all of them or none: an id outside the caller's scope is refused like a missing one. */
  async function visibleIds(request: FastifyRequest, ids: number[]): Promise<number[]> {
    const rows = await matching(request, {}, true).select('event.event_id').where('event.event_id', 'in', ids).execute();
    if (rows.length !== ids.length) throw new ApiError(404, 'server.event.notFound');
    return ids;
  }

  async function oneEvent(request: FastifyRequest, eventId: number): Promise<StoredEvent> {
    await visibleIds(request, [eventId]);
    return db.selectFrom('event').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();
  }

  const rowsOf = (request: FastifyRequest, events: StoredEvent[]) => {
    const t = translatorFor(request);
    const now = Date.now();
    return events.map((e) => eventRow(e, app.telemetry.registry.stations.get(e.ps_id), t, shelves.covers(e, now)));
  };

  /**
   * What the cards above the list show, over the list's own rows: all of them, by level, standing now, and the
   * alarm occurrences not yet acknowledged (the rows that offer the button).
   */
  async function countsOf(request: FastifyRequest, f: EventFilter) {
    await app.telemetry.events.flushForRead();
    const rows = await matching(request, f)
      .select(['event.level', 'event.confirmed', 'event.active', 'event.action', 'event.event_type'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .groupBy(['event.level', 'event.confirmed', 'event.active', 'event.action', 'event.event_type'])
      .execute();
    const sum = (pick: (r: (typeof rows)[number]) => boolean) => rows.filter(pick).reduce((total, r) => total + Number(r.n), 0);
    return {
      total: sum(() => true),
      byLevel: Object.fromEntries([0, 1, 2, 3].map((level) => [level, sum((r) => r.level === level)])),
      unconfirmed: sum((r) => r.confirmed === 0 && isAcknowledgeable({ action: r.action, eventType: r.event_type })),
      active: sum((r) => r.active === 1),
    };
  }

  registerRoutes(app, [
    route<{ Body: EventFilter & { pageNum: number; pageSize: number } }>({
      method: 'POST',
      url: '/event/list',
      access: 'event:event:list',
      response: pageEnvelope(eventRowSchema),
      schema: {
        body: {
          type: 'object',
          properties: {
            ...pagingProperties,
            ...filterProperties,
          },
        },
      },
      handler: async (request) => {
        const f = request.body ?? { pageNum: 1, pageSize: 20 };
        const pageSize = f.pageSize ?? 20;
        await app.telemetry.events.flushForRead();
        const base = matching(request, f);
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const events = await base
          .selectAll()
          .orderBy('event.event_time', 'desc')
          .orderBy('event.event_id', 'desc')
          .limit(pageSize)
          .offset(((f.pageNum ?? 1) - 1) * pageSize)
          .execute();
        return page(rowsOf(request, events), Number(total), pageSize);
      },
    }),

    route<{ Querystring: EventFilter }>({
      method: 'GET',
      url: '/event/count',
      access: 'event:event:list',
      response: countsResponse,
      schema: { querystring: { type: 'object', properties: filterProperties } },
      handler: async (request) => ok(await countsOf(request, request.query)),
    }),

    // The list's own body (paging included and ignored): the cards above a list count exactly its rows.
    route<{ Body: EventFilter }>({
      method: 'POST',
      url: '/event/count',
      access: 'event:event:list',
      response: countsResponse,
      schema: { body: { type: 'object', properties: { ...pagingProperties, ...filterProperties } } },
      handler: async (request) => ok(await countsOf(request, request.body ?? {})),
    }),

    route<{ Body: { eventIds: number[]; comment?: string } }>({
      method: 'POST',
      url: '/event/confirm',
      access: 'event:event:confirm',
      response: envelope(object({ confirmed: integer })),
      schema: {
        body: { type: 'object', required: ['eventIds'], additionalProperties: false, properties: { eventIds: idList, comment } },
      },
      handler: async (request) => {
        await app.telemetry.events.flush();
        const ids = await visibleIds(request, request.body.eventIds);
        const alarms = acknowledgeable(matching(request, {}, true))
          .select('event.event_id')
          .where('event.event_id', 'in', ids);
        return ok({ confirmed: await acknowledge(request, alarms, request.body.comment) });
      },
    }),

    route<{ Body: EventFilter & { comment?: string } }>({
      method: 'POST',
      url: '/event/confirmAll',
      access: 'event:event:confirm',
      response: envelope(object({ confirmed: integer })),
      schema: { body: { type: 'object', additionalProperties: false, properties: { ...filterProperties, comment } } },
      handler: async (request) => {
        await app.telemetry.events.flush();
        const { comment: note, ...filter } = request.body ?? {};
        const alarms = acknowledgeable(matching(request, filter)).select('event.event_id');
        return ok({ confirmed: await acknowledge(request, alarms, note) });
      },
    }),

    route<{ Body: { eventId: number; comment: string } }>({
      method: 'PUT',
      url: '/event',
      access: 'event:event:confirm',
      response: envelope(eventRowSchema),
      schema: eventIdBody({ comment }, ['comment']),
      handler: async (request) => {
        await app.telemetry.events.flush();
        const event = await oneEvent(request, request.body.eventId);
        if (!event.confirmed) throw new ApiError(400, 'server.event.notConfirmed', {}, 'comment');
        await db
          .updateTable('event')
          .set({ confirm_comment: request.body.comment.trim() || null })
          .where('event_id', '=', event.event_id)
          .execute();
        const updated = await db.selectFrom('event').selectAll().where('event_id', '=', event.event_id).executeTakeFirstOrThrow();
        return ok(rowsOf(request, [updated])[0]);
      },
    }),

    route<{ Body: { eventIds: number[] } }>({
      method: 'DELETE',
      url: '/event/remove',
      access: 'event:event:remove',
      response: envelope(object({ removed: integer })),
      schema: { body: { type: 'object', required: ['eventIds'], additionalProperties: false, properties: { eventIds: idList } } },
      handler: async (request) => {
        await app.telemetry.events.flush();
        const ids = await visibleIds(request, request.body.eventIds);
        const result = await db.deleteFrom('event').where('event_id', 'in', ids).executeTakeFirst();
        return ok({ removed: Number(result.numDeletedRows) });
      },
    }),

    route<{ Body: EventFilter }>({
      method: 'POST',
      url: '/event/export',
      access: 'event:event:export',
      response: BINARY,
      schema: { body: { type: 'object', additionalProperties: false, properties: filterProperties } },
      handler: async (request, reply) => {
        await app.telemetry.events.flushForRead();
        const f = request.body ?? {};
        const base = matching(request, f);
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        if (Number(total) > EXPORT_MAX_ROWS)
          throw new ApiError(400, 'server.event.exportTooLarge', { count: Number(total), max: EXPORT_MAX_ROWS });
        const events = await base.selectAll().orderBy('event.event_time', 'desc').orderBy('event.event_id', 'desc').execute();
        const t = translatorFor(request);
        const when = (ms: number | null, psId: number) => (ms === null ? null : localTime(ms, psId));
        // The station's local time with its offset (the reader's zone is unknown here), in the reader's language
        // (docs/formats.md).
        const language = requestLanguage(request);
        const localTime = (ms: number, psId: number) =>
          formatZonedTime(ms, language, app.telemetry.registry.stations.get(psId)?.timeZone ?? 'UTC', 'second', null);
        const rows = rowsOf(request, events).map((r) => [
          when(r.eventTime, r.psId),
          r.psName,
          r.equipName,
          t(`events.level.${r.level}`),
          t(`events.types.${r.eventType}`),
          t(`events.actions.${r.action}`),
          r.content,
          r.repeats || null,
          t(r.active ? 'events.state.active' : r.clearedAt !== null ? 'events.state.cleared' : 'events.state.none'),
          when(r.clearedAt, r.psId),
          r.confirmedBy,
          when(r.confirmedAt, r.psId),
          r.confirmComment,
        ]);
        const header = [
          'events.time',
          'events.station',
          'events.device',
          'events.levelColumn',
          'events.type',
          'events.action',
          'events.content',
          'events.repeats',
          'events.stateColumn',
          'events.clearedAt',
          'events.confirmedBy',
          'events.confirmedAt',
          'events.comment',
        ].map((key) => t(key));
        const file = await toXlsx(header, rows);
        return reply
          .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', 'attachment; filename="events.xlsx"')
          .send(file);
      },
    }),

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
        const event = await oneEvent(request, request.body.eventId);
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
        const event = await oneEvent(request, request.body.eventId);
        await shelves.unshelve({ ...event, point_code: event.point_code ?? '' });
        announce({ kind: 'changed', psId: event.ps_id });
        return ok();
      },
    }),

    route({
      method: 'GET',
      url: '/event/shelves',
      access: 'event:event:list',
      response: envelope(
        arrayOf(
          object({
            psId: integer,
            psName: string,
            equipType: string,
            collectId: integer,
            pointCode: string,
            shelvedUntil: integer,
            reason: string,
            shelvedBy: string,
            shelvedAt: integer,
          }),
        ),
      ),
      schema: NO_INPUT,
      handler: async (request) => {
        const caller = callerOf(request);
        const { stations } = app.telemetry.registry;
        return ok(
          shelves
            .standing(Date.now())
            .filter((s) => {
              const station = stations.get(s.ps_id);
              return station !== undefined && seesStation(caller, station);
            })
            .map((s) => ({
              psId: s.ps_id,
              psName: stations.get(s.ps_id)!.psName,
              equipType: s.equip_type,
              collectId: s.collect_id,
              pointCode: s.point_code,
              shelvedUntil: s.shelved_until,
              reason: s.reason,
              shelvedBy: s.shelved_by,
              shelvedAt: s.shelved_at,
            })),
        );
      },
    }),

    route<{ Querystring: { eventId: number } }>({
      method: 'GET',
      url: '/event/curve',
      access: 'event:event:list',
      response: envelope(
        object({
          name: string,
          unit: string,
          eventTime: integer,
          times: arrayOf(integer),
          values: arrayOf(nullable('number')),
          slotQuality: slotQualitySchema,
        }),
      ),
      schema: {
        querystring: {
          type: 'object',
          required: ['eventId'],
          properties: { eventId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        },
      },
      handler: async (request) => {
        const event = await oneEvent(request, request.query.eventId);
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
        hub.open(request, reply, callerOf(request), t, sessionCredential(request)!.token);
      },
    }),
  ]);

  /** Acknowledges the unacknowledged events among `ids` (a query of event ids), with who, when and why. */
  async function acknowledge(
    request: FastifyRequest,
    ids: SelectQueryBuilder<Tables, 'event', { event_id: number }>,
    note: string | undefined,
  ): Promise<number> {
    const result = await db
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
    if (changed) announce({ kind: 'changed', psId: null });
    return changed;
  }
}

/** Alarms and events. */
export const eventRoutes = domainPlugin(
  'event-routes',
  { plugins: ['storage', 'telemetry', 'alarms'], decorators: ['db', 'telemetry', 'alarms'] },
  registerEventRoutes,
);
