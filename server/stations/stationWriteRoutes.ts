import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from './scope';
import type { Principal } from '../auth/principal';

interface StationBody {
  psId?: number;
  psName: string;
  psShortName?: string;
  psCode?: string;
  psType: 'PV' | 'WP' | 'ES' | 'PVES';
  pvType?: string;
  deptId: number;
  country: string;
  district?: string;
  address?: string;
  longitude: number;
  latitude: number;
  timeZone: string;
  capacity: number;
  batteryCapacity?: number;
  operationDate?: string;
  gridType?: string;
  contactPerson?: string;
  contactPhone?: string;
  price?: number;
  orderNum?: number;
  remark?: string;
}

const stationProperties = {
  psName: { type: 'string', minLength: 1, maxLength: 100 },
  psShortName: { type: 'string', maxLength: 50 },
  psCode: { type: 'string', maxLength: 50 },
  psType: { type: 'string', enum: ['PV', 'WP', 'ES', 'PVES'] },
  pvType: { type: 'string', maxLength: 20 },
  deptId: { type: 'integer', minimum: 1 },
  country: { type: 'string', minLength: 2, maxLength: 2 },
  district: { type: 'string', maxLength: 100 },
  address: { type: 'string', maxLength: 200 },
  longitude: { type: 'number', minimum: -180, maximum: 180 },
  latitude: { type: 'number', minimum: -90, maximum: 90 },
  timeZone: { type: 'string', minLength: 1, maxLength: 64 },
  capacity: { type: 'number', minimum: 0, maximum: 1e8 },
  batteryCapacity: { type: 'number', minimum: 0, maximum: 1e8 },
  operationDate: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  gridType: { type: 'string', maxLength: 20 },
  contactPerson: { type: 'string', maxLength: 50 },
  contactPhone: { type: 'string', pattern: '^\\+?[0-9 ()-]{5,20}$' },
  price: { type: 'number', minimum: 0, maximum: 100 },
  orderNum: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  remark: { type: 'string', maxLength: 500 },
} as const;

const required = ['psName', 'psType', 'deptId', 'country', 'longitude', 'latitude', 'timeZone', 'capacity'];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Creating, editing and removing stations: administrators only, within their own departments. */
export function registerStationWriteRoutes(app: FastifyInstance): void {
  const { db } = app;

  async function checkBody(caller: Principal, body: StationBody) {
    if (!isTimeZone(body.timeZone)) throw new ApiError(400, 'server.station.timeZone', {}, 'timeZone');
    const dept = await db.selectFrom('sys_dept').select('dept_id').where('dept_id', '=', body.deptId).executeTakeFirst();
    if (!dept) throw new ApiError(400, 'server.station.deptUnknown', {}, 'deptId');
    if (caller.deptScope && !caller.deptScope.includes(body.deptId)) throw new ApiError(403, 'server.auth.forbidden');
  }

  function columns(body: StationBody) {
    return {
      ps_name: body.psName.trim(),
      ps_short_name: body.psShortName ?? null,
      ps_code: body.psCode ?? null,
      ps_type: body.psType,
      pv_type: body.pvType ?? null,
      dept_id: body.deptId,
      country: body.country.toUpperCase(),
      district: body.district ?? null,
      address: body.address ?? null,
      longitude: body.longitude,
      latitude: body.latitude,
      time_zone: body.timeZone,
      capacity: body.capacity,
      battery_capacity: body.batteryCapacity ?? 0,
      operation_date: body.operationDate ?? null,
      grid_type: body.gridType ?? null,
      contact_person: body.contactPerson ?? null,
      contact_phone: body.contactPhone ?? null,
      price: body.price ?? null,
      order_num: body.orderNum ?? 0,
      remark: body.remark ?? null,
    };
  }

  registerRoutes(app, [
    route<{ Body: StationBody }>({
      method: 'POST',
      url: '/info/powerStation',
      access: 'info:powerStation:add',
      schema: { body: { type: 'object', required, additionalProperties: false, properties: stationProperties } },
      handler: async (request) => {
        await checkBody(callerOf(request), request.body);
        const row = await db
          .insertInto('power_station')
          .values({ ...columns(request.body), state: 1, redirect_mname: null, created_at: Date.now() })
          .returning('ps_id')
          .executeTakeFirstOrThrow();
        return ok({ psId: row.ps_id });
      },
    }),

    route<{ Body: StationBody }>({
      method: 'PUT',
      url: '/info/powerStation',
      access: 'info:powerStation:edit',
      schema: {
        body: {
          type: 'object',
          required: ['psId', ...required],
          additionalProperties: false,
          properties: { psId: { type: 'integer', minimum: 1 }, ...stationProperties },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const psId = request.body.psId!;
        await requireVisibleStation(db, caller, psId);
        await checkBody(caller, request.body);
        await db.updateTable('power_station').set(columns(request.body)).where('ps_id', '=', psId).execute();
        app.stationCache.forget(psId);
        return ok();
      },
    }),

    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: '/info/powerStation/remove',
      access: 'info:powerStation:remove',
      schema: {
        body: {
          type: 'object',
          required: ['ids'],
          properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        for (const id of request.body.ids) await requireVisibleStation(db, caller, id);
        const ids = request.body.ids;
        await db.transaction().execute(async (trx) => {
          for (const table of ['ps_param', 'ps_attachment', 'equipment', 'svg_config', 'tag_station', 'user_collection'] as const)
            await trx.deleteFrom(table).where('ps_id', 'in', ids).execute();
          await trx.deleteFrom('power_station').where('ps_id', 'in', ids).execute();
        });
        for (const id of ids) app.stationCache.forget(id);
        return ok();
      },
    }),
  ]);
}
