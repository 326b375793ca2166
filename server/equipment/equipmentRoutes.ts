import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, NO_INPUT, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from '../stations/scope';
import { INVERTER_TYPES } from '../telemetry/deviceStates';
import { domainPlugin } from '../http/domainPlugin';
import { envelope, arrayOf, object, integer, string, nullable, anyValue } from '../http/responseSchemas';

const equipmentSchema = object({
  equipId: integer,
  equipName: string,
  equipType: string,
  collectId: integer,
  parentId: nullable('integer'),
  place: nullable('string'),
});
/** A node of the equipment tree: deeper levels pass as they are (the schema would otherwise recurse). */
const equipmentNodeSchema = {
  ...equipmentSchema,
  properties: { ...(equipmentSchema.properties as object), children: arrayOf(anyValue) },
};

/** A stored id: a positive 32-bit integer (PostgreSQL refuses a larger one with a fault, not an answer). */
const idProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const psIdParam = { type: 'object', required: ['psId'], properties: { psId: idProperty } } as const;
const typeText = { type: 'string', pattern: '^[A-Z]{1,8}$' } as const;

/** A device as the selects and trees of the equipment family show it. */
function brief(row: {
  equip_id: number;
  equip_name: string;
  equip_type: string;
  collect_id: number;
  parent_id: number | null;
  place: string | null;
}) {
  return {
    equipId: row.equip_id,
    equipName: row.equip_name,
    equipType: row.equip_type,
    collectId: row.collect_id,
    parentId: row.parent_id,
    place: row.place,
  };
}

/**
 * The equipment family's calls beyond its generic CRUD and psEqType (stationRoutes) (spec-digest 001 §7): lookups by plant, type, place and
 * parent, the device tree, binding a communication number, and refreshing what telemetry caches.
 */
function registerEquipmentRoutes(app: FastifyInstance): void {
  const { db } = app;
  const devices = async (request: FastifyRequest, psId: number) => {
    await requireVisibleStation(db, callerOf(request), psId);
    return db
      .selectFrom('equipment')
      .select(['equip_id', 'equip_name', 'equip_type', 'collect_id', 'parent_id', 'place', 'model'])
      .where('ps_id', '=', psId)
      .orderBy('order_num')
      .orderBy('equip_id');
  };
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))].sort();

  registerRoutes(app, [
    route<{ Params: { psId: number } }>({
      method: 'GET',
      url: '/info/equipment/equipByPsId/:psId',
      access: 'info:equipment:list',
      response: envelope(arrayOf(equipmentSchema)),
      schema: { params: psIdParam },
      handler: async (request) => ok((await (await devices(request, request.params.psId)).execute()).map(brief)),
    }),

    route<{ Querystring: { psId: number } }>({
      method: 'GET',
      url: '/info/equipment/root',
      access: 'info:equipment:list',
      response: envelope(arrayOf(equipmentSchema)),
      schema: { querystring: psIdParam },
      handler: async (request) =>
        ok((await (await devices(request, request.query.psId)).where('parent_id', 'is', null).execute()).map(brief)),
    }),

    route<{ Querystring: { psId: number; parentId: number } }>({
      method: 'GET',
      url: '/info/equipment/children',
      access: 'info:equipment:list',
      response: envelope(arrayOf(equipmentSchema)),
      schema: {
        querystring: {
          type: 'object',
          required: ['psId', 'parentId'],
          properties: { psId: idProperty, parentId: idProperty },
        },
      },
      handler: async (request) =>
        ok(
          (await (await devices(request, request.query.psId)).where('parent_id', '=', request.query.parentId).execute()).map(
            brief,
          ),
        ),
    }),

    route<{ Querystring: { psId: number; types?: string } }>({
      method: 'GET',
      url: '/info/equipment/equipTreeByTypes',
      access: 'info:equipment:list',
      response: envelope(arrayOf(equipmentNodeSchema)),
      schema: {
        querystring: {
          type: 'object',
          required: ['psId'],
          properties: { psId: idProperty, types: { type: 'string', pattern: '^[A-Z]{1,8}(,[A-Z]{1,8})*$' } },
        },
      },
      handler: async (request) => {
        const types = request.query.types?.split(',');
        const rows = (await (await devices(request, request.query.psId)).execute()).map(brief);
        const wanted = types ? rows.filter((r) => types.includes(r.equipType)) : rows;
        const ids = new Set(wanted.map((r) => r.equipId));
        type Node = ReturnType<typeof brief> & { children: Node[] };
        const nodes = new Map<number, Node>(wanted.map((r) => [r.equipId, { ...r, children: [] }]));
        const roots: Node[] = [];
        for (const node of nodes.values()) {
          const parent = node.parentId !== null && ids.has(node.parentId) ? nodes.get(node.parentId) : undefined;
          (parent ? parent.children : roots).push(node);
        }
        return ok(roots);
      },
    }),

    route<{ Querystring: { psId: number; equipType?: string } }>({
      method: 'GET',
      url: '/info/equipment/psEquipPlace',
      access: 'info:equipment:list',
      response: envelope(arrayOf(nullable('string'))),
      schema: { querystring: { ...psIdParam, properties: { ...psIdParam.properties, equipType: typeText } } },
      handler: async (request) => {
        let q = await devices(request, request.query.psId);
        if (request.query.equipType) q = q.where('equip_type', '=', request.query.equipType);
        return ok(distinct((await q.execute()).map((r) => r.place)));
      },
    }),

    route<{ Querystring: { equipType: string; psId: number } }>({
      method: 'GET',
      url: '/info/equipment/selectPlaceByEquipType',
      access: 'info:equipment:list',
      response: envelope(arrayOf(nullable('string'))),
      schema: {
        querystring: {
          type: 'object',
          required: ['equipType', 'psId'],
          properties: { equipType: typeText, psId: idProperty },
        },
      },
      handler: async (request) => {
        const rows = await (
          await devices(request, request.query.psId)
        )
          .where('equip_type', '=', request.query.equipType)
          .execute();
        return ok(distinct(rows.map((r) => r.place)));
      },
    }),

    route<{ Querystring: { psId: number } }>({
      method: 'GET',
      url: '/info/equipment/nbqModel',
      access: 'info:equipment:list',
      response: envelope(arrayOf(nullable('string'))),
      schema: { querystring: psIdParam },
      handler: async (request) => {
        const rows = await (await devices(request, request.query.psId)).where('equip_type', 'in', [...INVERTER_TYPES]).execute();
        return ok(distinct(rows.map((r) => r.model)));
      },
    }),

    route<{ Querystring: { psId: number; equipType: string; collectId: number } }>({
      method: 'GET',
      url: '/info/equipment/getEquipment',
      access: 'info:equipment:query',
      response: envelope(object({ ...(equipmentSchema.properties as object), model: nullable('string') })),
      schema: {
        querystring: {
          type: 'object',
          required: ['psId', 'equipType', 'collectId'],
          properties: { psId: idProperty, equipType: typeText, collectId: idProperty },
        },
      },
      handler: async (request) => {
        const q = request.query;
        const row = await (
          await devices(request, q.psId)
        )
          .where('equip_type', '=', q.equipType)
          .where('collect_id', '=', q.collectId)
          .executeTakeFirst();
        if (!row) throw new ApiError(404, 'server.notFound');
        return ok({ ...brief(row), model: row.model });
      },
    }),

    route<{ Querystring: { psId: number; equipType?: string } }>({
      method: 'GET',
      url: '/info/equipment/selectParentEquipList',
      access: 'info:equipment:list',
      response: envelope(arrayOf(equipmentSchema)),
      schema: { querystring: { ...psIdParam, properties: { ...psIdParam.properties, equipType: typeText } } },
      handler: async (request) => {
        // A device's parent is another kind of device of the same plant (a combiner box under its inverter).
        let q = await devices(request, request.query.psId);
        if (request.query.equipType) q = q.where('equip_type', '!=', request.query.equipType);
        return ok((await q.execute()).map(brief));
      },
    }),

    route<{ Body: { equipId: number; collectId: number } }>({
      method: 'POST',
      url: '/info/equipment/bindCollectId',
      access: 'info:equipment:edit',
      response: envelope(),
      schema: {
        body: {
          type: 'object',
          required: ['equipId', 'collectId'],
          additionalProperties: false,
          properties: { equipId: idProperty, collectId: { type: 'integer', minimum: 1, maximum: 65535 } },
        },
      },
      handler: async (request) => {
        const { equipId, collectId } = request.body;
        const device = await db.selectFrom('equipment').selectAll().where('equip_id', '=', equipId).executeTakeFirst();
        if (!device) throw new ApiError(404, 'server.notFound');
        await requireVisibleStation(db, callerOf(request), device.ps_id).catch(() =>
          Promise.reject(new ApiError(404, 'server.notFound')),
        );
        const taken = await db
          .selectFrom('equipment')
          .select('equip_id')
          .where('ps_id', '=', device.ps_id)
          .where('equip_type', '=', device.equip_type)
          .where('collect_id', '=', collectId)
          .where('equip_id', '!=', equipId)
          .executeTakeFirst();
        if (taken) throw new ApiError(409, 'server.equipment.collectIdTaken', { collectId }, 'collectId');
        await db.updateTable('equipment').set({ collect_id: collectId }).where('equip_id', '=', equipId).execute();
        await app.telemetry.configChanged();
        return ok();
      },
    }),

    ...(['refreshCache', 'equipsCache'] as const).map((name) =>
      route({
        method: 'POST',
        url: `/info/equipment/${name}`,
        access: 'info:equipment:edit',
        response: envelope(),
        schema: NO_INPUT,
        handler: async () => {
          // Devices feed telemetry's point registry and the stations' flags: both are rebuilt from storage.
          await app.telemetry.configChanged();
          app.stationCache.clear();
          return ok();
        },
      }),
    ),
  ]);
}

/** Equipment of a station. */
export const equipmentRoutes = domainPlugin(
  'equipment-routes',
  { plugins: ['storage', 'station-cache', 'telemetry'], decorators: ['db', 'stationCache', 'telemetry'] },
  registerEquipmentRoutes,
);
