import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { countRows, onePage, pageOf } from '../http/pagination';
import { requireVisibleStation } from './scope';
import {
  addFavourite,
  FAVOURITE_PAGES,
  favouriteInfo,
  favouriteList,
  moveFavourite,
  removeFavourites,
} from '../../shared/contracts/stations';

/** The user's own favourites with their stations; nobody's query reaches another user's. */
const ownCollections = (db: Db, userId: number) =>
  db
    .selectFrom('user_collection')
    .innerJoin('power_station', 'power_station.ps_id', 'user_collection.ps_id')
    .where('user_collection.user_id', '=', userId);

const columns = [
  'user_collection.collection_id',
  'user_collection.ps_id',
  'user_collection.created_at',
  'power_station.ps_name',
] as const;

const toDto = (r: { collection_id: number; ps_id: number; created_at: number; ps_name: string }) => ({
  collectionId: r.collection_id,
  psId: r.ps_id,
  psName: r.ps_name,
  createTime: r.created_at,
});

/** Favourite stations ("follow"): each user keeps their own; no one reads or changes another's. */
export function registerCollectionRoutes(app: FastifyInstance): void {
  registerRoutes(app, [...collectionReadRoutes(app.db), ...collectionChangeRoutes(app.db)]);
}

/** The caller's favourites, a page at a time, and one of them. */
function collectionReadRoutes(db: Db) {
  return [
    route(favouriteList, {
      access: 'user:collection:list',
      handler: async (request) => {
        const paging = pageOf(request.query, FAVOURITE_PAGES);
        const own = ownCollections(db, callerOf(request).userId);
        const total = await countRows(own);
        const rows = await own.select(columns).orderBy('user_collection.created_at', 'desc').$call(onePage(paging)).execute();
        return page(rows.map(toDto), total, paging.pageSize);
      },
    }),

    route(favouriteInfo, {
      access: 'user:collection:query',
      handler: async (request) => {
        const row = await ownCollections(db, callerOf(request).userId)
          .select(columns)
          .where('user_collection.collection_id', '=', request.params.id)
          .executeTakeFirst();
        if (!row) throw new ApiError(404, 'server.notFound');
        return ok(toDto(row));
      },
    }),
  ];
}

/** Following a station, moving a favourite to another, and unfollowing. */
function collectionChangeRoutes(db: Db) {
  return [
    route(addFavourite, {
      access: 'user:collection:add',
      handler: async (request) => {
        const caller = callerOf(request);
        await requireVisibleStation(db, caller, request.body.psId);
        const existing = await db
          .selectFrom('user_collection')
          .select('collection_id')
          .where('user_id', '=', caller.userId)
          .where('ps_id', '=', request.body.psId)
          .executeTakeFirst();
        if (existing) return ok({ collectionId: existing.collection_id });
        const row = await db
          .insertInto('user_collection')
          .values({ user_id: caller.userId, ps_id: request.body.psId, created_at: Date.now() })
          .returning('collection_id')
          .executeTakeFirstOrThrow();
        return ok({ collectionId: row.collection_id });
      },
    }),

    route(moveFavourite, {
      access: 'user:collection:edit',
      handler: async (request) => {
        const caller = callerOf(request);
        await requireVisibleStation(db, caller, request.body.psId);
        const result = await db
          .updateTable('user_collection')
          .set({ ps_id: request.body.psId })
          .where('collection_id', '=', request.body.collectionId)
          .where('user_id', '=', caller.userId)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, 'server.notFound');
        return ok();
      },
    }),

    route(removeFavourites, {
      access: 'user:collection:remove',
      handler: async (request) => {
        const caller = callerOf(request);
        let q = db.deleteFrom('user_collection').where('user_id', '=', caller.userId);
        if (request.body.ids) q = q.where('collection_id', 'in', request.body.ids);
        if (request.body.psIds) q = q.where('ps_id', 'in', request.body.psIds);
        await q.execute();
        return ok();
      },
    }),
  ];
}
