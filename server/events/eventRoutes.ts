import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { withinScope } from '../stations/scope';
import { domainPlugin } from '../http/domainPlugin';
import { envelope, pageEnvelope, object, openObject, integer, nullable, string } from '../http/responseSchemas';

interface EventFilter {
  pageNum: number;
  pageSize: number;
  psId?: number | null;
  level?: number;
  action?: number;
  eventType?: number;
  confirmed?: number;
  beginTime?: number;
  endTime?: number;
}

const timeProperty = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000 } as const;

/** One row of the event list: the device is named from the event's own parameters (null for station events). */
const eventRowSchema = object({
  eventId: integer,
  psId: integer,
  psName: string,
  equipId: nullable('integer'),
  equipType: string,
  equipName: nullable('string'),
  collectId: integer,
  pointCode: nullable('string'),
  level: integer,
  eventTime: integer,
  eventType: integer,
  action: integer,
  content: string,
  confirmed: integer,
});

/** Events the alarm rules raised: a page by filter, and counts by level (spec 000 §7, Events). */
function registerEventRoutes(app: FastifyInstance): void {
  const { db } = app;

  function scoped(request: Parameters<typeof callerOf>[0], f: Partial<EventFilter>) {
    const stations = withinScope(db.selectFrom('power_station').select('power_station.ps_id'), callerOf(request));
    let q = db.selectFrom('event').where('event.ps_id', 'in', stations);
    if (f.psId !== undefined && f.psId !== null) q = q.where('event.ps_id', '=', f.psId);
    if (f.level !== undefined) q = q.where('event.level', '=', f.level);
    if (f.action !== undefined) q = q.where('event.action', '=', f.action);
    if (f.eventType !== undefined) q = q.where('event.event_type', '=', f.eventType);
    if (f.confirmed !== undefined) q = q.where('event.confirmed', '=', f.confirmed);
    if (f.beginTime !== undefined) q = q.where('event.event_time', '>=', f.beginTime);
    if (f.endTime !== undefined) q = q.where('event.event_time', '<', f.endTime);
    return q;
  }

  function checkRange(f: { beginTime?: number; endTime?: number }) {
    if (f.beginTime !== undefined && f.endTime !== undefined && f.beginTime > f.endTime)
      throw new ApiError(400, 'server.event.range', {}, 'beginTime');
  }

  registerRoutes(app, [
    route<{ Body: EventFilter }>({
      method: 'POST',
      url: '/event/list',
      access: 'event:event:list',
      response: pageEnvelope(eventRowSchema),
      schema: {
        body: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
            psId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
            level: { type: 'integer', enum: [0, 1, 2, 3] },
            action: { type: 'integer', enum: [1, 2] },
            eventType: { type: 'integer', enum: [1, 2, 3, 4, 5] },
            confirmed: { type: 'integer', enum: [0, 1] },
            beginTime: timeProperty,
            endTime: timeProperty,
          },
        },
      },
      handler: async (request) => {
        const f = request.body ?? { pageNum: 1, pageSize: 20 };
        checkRange(f);
        await app.telemetry.events.flush();
        const t = translatorFor(request);
        const base = scoped(request, f);
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await base
          .innerJoin('power_station', 'power_station.ps_id', 'event.ps_id')
          .select([
            'event.event_id',
            'event.ps_id',
            'power_station.ps_name',
            'event.equip_id',
            'event.equip_type',
            'event.collect_id',
            'event.point_code',
            'event.level',
            'event.event_time',
            'event.event_type',
            'event.action',
            'event.content_key',
            'event.content_params',
            'event.confirmed',
          ])
          .orderBy('event.event_time', 'desc')
          .orderBy('event.event_id', 'desc')
          .limit(f.pageSize ?? 20)
          .offset(((f.pageNum ?? 1) - 1) * (f.pageSize ?? 20))
          .execute();
        return page(
          rows.map((r) => ({
            eventId: r.event_id,
            psId: r.ps_id,
            psName: r.ps_name,
            equipId: r.equip_id,
            equipType: r.equip_type,
            equipName: (JSON.parse(r.content_params) as { device?: string }).device ?? null,
            collectId: r.collect_id,
            pointCode: r.point_code,
            level: r.level,
            eventTime: r.event_time,
            eventType: r.event_type,
            action: r.action,
            content: t(r.content_key, JSON.parse(r.content_params)),
            confirmed: r.confirmed,
          })),
          Number(total),
          f.pageSize ?? 20,
        );
      },
    }),

    route<{ Querystring: { beginTime?: number; endTime?: number; psId?: number } }>({
      method: 'GET',
      url: '/event/count',
      access: 'event:event:list',
      response: envelope(object({ total: integer, byLevel: openObject(integer), unconfirmed: integer })),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            beginTime: timeProperty,
            endTime: timeProperty,
            psId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
      handler: async (request) => {
        checkRange(request.query);
        await app.telemetry.events.flush();
        const rows = await scoped(request, request.query)
          .select(['event.level', (eb) => eb.fn.countAll<number>().as('n')])
          .where('event.action', '=', 1)
          .groupBy('event.level')
          .execute();
        const unconfirmed = await scoped(request, request.query)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('event.action', '=', 1)
          .where('event.confirmed', '=', 0)
          .executeTakeFirstOrThrow();
        const byLevel = Object.fromEntries(
          [0, 1, 2, 3].map((level) => [level, Number(rows.find((r) => r.level === level)?.n ?? 0)]),
        );
        return ok({ total: Object.values(byLevel).reduce((a, b) => a + b, 0), byLevel, unconfirmed: Number(unconfirmed.n) });
      },
    }),
  ]);
}

/** Alarms and events. */
export const eventRoutes = domainPlugin(
  'event-routes',
  { plugins: ['storage', 'telemetry'], decorators: ['db', 'telemetry'] },
  registerEventRoutes,
);
