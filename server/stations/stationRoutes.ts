import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route, NO_INPUT } from '../http/route';
import { stationDtos } from './stationDto';
import {
  filteredStations,
  pagingProperties,
  parseTypeList,
  readableLabels,
  stationFilterProperties,
  type StationFilterQuery,
} from './stationQuery';
import { requireVisibleStation } from './scope';
import { equipmentFlags, hasDiagram } from './equipmentFlags';
import { envelope, pageEnvelope, openObject, arrayOf, integer, boolean, object } from '../http/responseSchemas';
import { stationDtoSchema, stationInfoSchema } from './stationSchemas';

interface SearchQuery extends StationFilterQuery {
  pageNum: number;
  pageSize: number;
}

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

const psTypesQuery = {
  type: 'object',
  properties: { psTypes: { type: 'string', pattern: '^[A-Za-z, ]{0,40}$' } },
} as const;

/** Reading stations: lists, one station, the cached info and the per-user selections (spec-digest 000 §7, Stations). */
export function registerStationRoutes(app: FastifyInstance): void {
  const { db } = app;

  async function stationInfo(psId: number) {
    const row = await db.selectFrom('power_station').selectAll().where('ps_id', '=', psId).executeTakeFirstOrThrow();
    const [dto] = await stationDtos(db, [row]);
    const params = await db
      .selectFrom('ps_param')
      .select(['param_name', 'param_code', 'param_value', 'status', 'sort'])
      .where('ps_id', '=', psId)
      .orderBy('sort')
      .execute();
    return {
      ...dto!,
      params: Object.fromEntries(params.filter((p) => p.status === '0').map((p) => [p.param_code, p.param_value])),
      paramList: params.map((p) => ({
        paramName: p.param_name,
        paramCode: p.param_code,
        paramValue: p.param_value,
        status: p.status,
        sort: p.sort,
      })),
    };
  }

  async function stationsByUser(request: Parameters<typeof callerOf>[0], psTypes: string | undefined) {
    const rows = await filteredStations(db, callerOf(request), { psTypes: parseTypeList(psTypes) })
      .selectAll()
      .orderBy('order_num')
      .orderBy('ps_id')
      .execute();
    return stationDtos(db, rows);
  }

  registerRoutes(app, [
    route<{ Querystring: SearchQuery }>({
      method: 'GET',
      url: '/info/powerStation/list',
      access: 'info:powerStation:list',
      response: pageEnvelope(stationDtoSchema),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pagingProperties,
            psName: stationFilterProperties.psName,
            state: stationFilterProperties.state,
            psType: stationFilterProperties.psType,
          },
        },
      },
      handler: async (request) => {
        const q = request.query;
        const base = filteredStations(db, callerOf(request), { psName: q.psName, state: q.state, psType: q.psType });
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await base
          .selectAll()
          .orderBy('order_num')
          .orderBy('ps_id')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(await stationDtos(db, rows), Number(total), q.pageSize);
      },
    }),

    route<{ Querystring: SearchQuery }>({
      method: 'GET',
      url: '/info/powerStation/psAdvanceSearch',
      access: 'info:powerStation:list',
      response: pageEnvelope(stationDtoSchema),
      schema: { querystring: { type: 'object', properties: { ...pagingProperties, ...stationFilterProperties } } },
      handler: async (request) => {
        const q = request.query;
        if (q.capacityMin !== undefined && q.capacityMax !== undefined && q.capacityMin > q.capacityMax) {
          throw new ApiError(400, 'server.station.capacityRange', {}, 'capacityMin');
        }
        const base = filteredStations(db, callerOf(request), {
          ...q,
          tagIds: await readableLabels(app, request, q.tagIds),
          follow: q.follow === 1,
        });
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await base
          .selectAll()
          .orderBy('order_num')
          .orderBy('ps_id')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(await stationDtos(db, rows), Number(total), q.pageSize);
      },
    }),

    route<{ Params: { id: number } }>({
      method: 'GET',
      url: '/info/powerStation/:id',
      access: 'info:powerStation:query',
      response: envelope(stationInfoSchema),
      schema: { params: idParams },
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.params.id);
        return ok(await stationInfo(request.params.id));
      },
    }),

    route<{ Params: { id: number } }>({
      method: 'GET',
      url: '/info/powerStation/cache/:id',
      access: 'info:powerStation:query',
      response: envelope(stationInfoSchema),
      schema: { params: idParams },
      handler: async (request) => {
        const psId = request.params.id;
        await requireVisibleStation(db, callerOf(request), psId);
        return ok(await app.stationCache.get(psId, () => stationInfo(psId)));
      },
    }),

    route({
      method: 'POST',
      url: '/info/powerStation/refreshCache',
      access: 'info:powerStation:edit',
      response: envelope(),
      schema: NO_INPUT,
      handler: async () => {
        app.stationCache.clear();
        return ok();
      },
    }),

    route<{ Querystring: { psTypes?: string } }>({
      method: 'POST',
      url: '/info/powerStation/psListByUser',
      access: 'info:powerStation:list',
      response: envelope(arrayOf(stationDtoSchema)),
      schema: { querystring: psTypesQuery },
      handler: async (request) => ok(await stationsByUser(request, request.query.psTypes)),
    }),

    route<{ Querystring: { psTypes?: string } }>({
      method: 'POST',
      url: '/info/powerStation/psMapByUser',
      access: 'info:powerStation:list',
      response: envelope(openObject(stationDtoSchema)),
      schema: { querystring: psTypesQuery },
      handler: async (request) => {
        const list = await stationsByUser(request, request.query.psTypes);
        return ok(Object.fromEntries(list.map((s) => [s.psId, s])));
      },
    }),

    route({
      method: 'POST',
      url: '/info/powerStation/psIdListByUser',
      access: 'info:powerStation:list',
      response: envelope(arrayOf(integer)),
      schema: NO_INPUT,
      handler: async (request) => {
        const rows = await filteredStations(db, callerOf(request), {})
          .select('ps_id')
          .orderBy('order_num')
          .orderBy('ps_id')
          .execute();
        return ok(rows.map((r) => r.ps_id));
      },
    }),

    route<{ Params: { psId: number } }>({
      method: 'GET',
      url: '/info/equipment/psEqType/:psId',
      access: 'info:powerStation:query',
      response: envelope(object({ XB: boolean, ZCNBQ: boolean, HLX: boolean, TV: boolean })),
      schema: { params: { type: 'object', required: ['psId'], properties: { psId: idParams.properties.id } } },
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.params.psId);
        return ok(await equipmentFlags(db, request.params.psId));
      },
    }),

    route<{ Querystring: { psId: number } }>({
      method: 'GET',
      url: '/info/svgConfig/getIsSvg',
      access: 'info:powerStation:query',
      response: envelope(boolean),
      schema: { querystring: { type: 'object', required: ['psId'], properties: { psId: idParams.properties.id } } },
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.query.psId);
        return ok(await hasDiagram(db, request.query.psId));
      },
    }),
  ]);
}
