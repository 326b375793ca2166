import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from '../stations/scope';
import { INVERTER_TYPES } from '../telemetry/deviceStates';
import { domainPlugin } from '../http/domainPlugin';
import {
  bindCollectId,
  childDevices,
  deviceByCollector,
  devicePlaces,
  devicesOfStation,
  deviceTree,
  equipsCache,
  inverterModels,
  parentCandidates,
  placesOfType,
  refreshCache,
  rootDevices,
} from '../../shared/contracts/equipment';

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
    route(devicesOfStation, {
      access: 'info:equipment:list',
      handler: async (request) => ok((await (await devices(request, request.params.psId)).execute()).map(brief)),
    }),

    route(rootDevices, {
      access: 'info:equipment:list',
      handler: async (request) =>
        ok((await (await devices(request, request.query.psId)).where('parent_id', 'is', null).execute()).map(brief)),
    }),

    route(childDevices, {
      access: 'info:equipment:list',
      handler: async (request) =>
        ok(
          (await (await devices(request, request.query.psId)).where('parent_id', '=', request.query.parentId).execute()).map(
            brief,
          ),
        ),
    }),

    route(deviceTree, {
      access: 'info:equipment:list',
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

    route(devicePlaces, {
      access: 'info:equipment:list',
      handler: async (request) => {
        let q = await devices(request, request.query.psId);
        if (request.query.equipType) q = q.where('equip_type', '=', request.query.equipType);
        return ok(distinct((await q.execute()).map((r) => r.place)));
      },
    }),

    route(placesOfType, {
      access: 'info:equipment:list',
      handler: async (request) => {
        const rows = await (
          await devices(request, request.query.psId)
        )
          .where('equip_type', '=', request.query.equipType)
          .execute();
        return ok(distinct(rows.map((r) => r.place)));
      },
    }),

    route(inverterModels, {
      access: 'info:equipment:list',
      handler: async (request) => {
        const rows = await (await devices(request, request.query.psId)).where('equip_type', 'in', [...INVERTER_TYPES]).execute();
        return ok(distinct(rows.map((r) => r.model)));
      },
    }),

    route(deviceByCollector, {
      access: 'info:equipment:query',
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

    route(parentCandidates, {
      access: 'info:equipment:list',
      handler: async (request) => {
        // A device's parent is another kind of device of the same plant (a combiner box under its inverter).
        let q = await devices(request, request.query.psId);
        if (request.query.equipType) q = q.where('equip_type', '!=', request.query.equipType);
        return ok((await q.execute()).map(brief));
      },
    }),

    route(bindCollectId, {
      access: 'info:equipment:edit',
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

    ...[refreshCache, equipsCache].map((contract) =>
      route(contract, {
        access: 'info:equipment:edit',
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
  { plugins: ['store', 'station-cache', 'telemetry'], decorators: ['db', 'stationCache', 'telemetry'] },
  registerEquipmentRoutes,
);
