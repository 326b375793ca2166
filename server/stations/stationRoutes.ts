import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { countRows, onePage, pageOf, type PageRequest } from '../http/pagination';
import { stationDtos } from './stationDto';
import { stationInfo } from './stationInfo';
import { filteredStations, parseTypeList, readableLabels } from './stationQuery';
import { requireVisibleStation } from './scope';
import { equipmentFlags, hasDiagram } from './equipmentFlags';
import {
  cachedStationInfo,
  refreshStationCache,
  stationEquipmentFlags,
  stationHasDiagram,
  stationIdsOfUser,
  stationInfo as stationInfoCall,
  STATION_PAGES,
  stationList,
  stationMapOfUser,
  stationSearch,
  stationsOfUser,
} from '../../shared/contracts/stations';

/** Reading stations: lists, one station, the cached info and the per-user selections (spec-digest 000 §7, Stations). */
export function registerStationRoutes(app: FastifyInstance): void {
  registerRoutes(app, [...stationListRoutes(app), ...stationInfoRoutes(app), ...userStationRoutes(app)]);
}

/** One page of the filtered stations in the portal's station order. */
async function stationPage(db: Db, stations: ReturnType<typeof filteredStations>, paging: PageRequest) {
  const total = await countRows(stations);
  const rows = await stations.selectAll().orderBy('order_num').orderBy('ps_id').$call(onePage(paging)).execute();
  return page(await stationDtos(db, rows), total, paging.pageSize);
}

/** The station list and the navigator's advanced search, a page at a time. */
function stationListRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(stationList, {
      access: 'info:powerStation:list',
      handler: async (request) => {
        const q = request.query;
        return stationPage(
          db,
          filteredStations(db, callerOf(request), { psName: q.psName, state: q.state, psType: q.psType }),
          pageOf(q, STATION_PAGES),
        );
      },
    }),

    route(stationSearch, {
      access: 'info:powerStation:list',
      handler: async (request) => {
        const q = request.query;
        if (q.capacityMin !== undefined && q.capacityMax !== undefined && q.capacityMin > q.capacityMax) {
          throw new ApiError(400, 'server.station.capacityRange', {}, 'capacityMin');
        }
        const tagIds = await readableLabels(app, request, q.tagIds);
        return stationPage(
          db,
          filteredStations(db, callerOf(request), { ...q, tagIds, follow: q.follow === 1 }),
          pageOf(q, STATION_PAGES),
        );
      },
    }),
  ];
}

/** One station: its details, the cached copy and the cache's reset, which of the optional screens it has. */
function stationInfoRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(stationInfoCall, {
      access: 'info:powerStation:query',
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.params.id);
        return ok(await stationInfo(db, request.params.id));
      },
    }),

    route(cachedStationInfo, {
      access: 'info:powerStation:query',
      handler: async (request) => {
        const psId = request.params.id;
        await requireVisibleStation(db, callerOf(request), psId);
        return ok(await app.stationCache.get(psId, () => stationInfo(db, psId)));
      },
    }),

    route(refreshStationCache, {
      access: 'info:powerStation:edit',
      handler: async () => {
        app.stationCache.clear();
        return ok();
      },
    }),

    route(stationEquipmentFlags, {
      access: 'info:powerStation:query',
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.params.psId);
        return ok(await equipmentFlags(db, request.params.psId));
      },
    }),

    route(stationHasDiagram, {
      access: 'info:powerStation:query',
      handler: async (request) => {
        await requireVisibleStation(db, callerOf(request), request.query.psId);
        return ok(await hasDiagram(db, request.query.psId));
      },
    }),
  ];
}

/** Every station the caller sees, of the types asked for, in the portal's station order. */
async function stationsByUser(db: Db, request: FastifyRequest, psTypes: string | undefined) {
  const rows = await filteredStations(db, callerOf(request), { psTypes: parseTypeList(psTypes) })
    .selectAll()
    .orderBy('order_num')
    .orderBy('ps_id')
    .execute();
  return stationDtos(db, rows);
}

/** The caller's whole station selection, as a list, a map by id, or the ids alone. */
function userStationRoutes(app: FastifyInstance) {
  const { db } = app;
  return [
    route(stationsOfUser, {
      access: 'info:powerStation:list',
      handler: async (request) => ok(await stationsByUser(db, request, request.query.psTypes)),
    }),

    route(stationMapOfUser, {
      access: 'info:powerStation:list',
      handler: async (request) => {
        const list = await stationsByUser(db, request, request.query.psTypes);
        return ok(Object.fromEntries(list.map((s) => [s.psId, s])));
      },
    }),

    route(stationIdsOfUser, {
      access: 'info:powerStation:list',
      handler: async (request) => {
        const rows = await filteredStations(db, callerOf(request), {})
          .select('ps_id')
          .orderBy('order_num')
          .orderBy('ps_id')
          .execute();
        return ok(rows.map((r) => r.ps_id));
      },
    }),
  ];
}
