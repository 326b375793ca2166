import type { FastifyInstance } from 'fastify';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { requireVisibleStation } from './scope';
import { envelope, pageEnvelope, object, integer, string, number } from '../http/responseSchemas';

const collectionSchema = object({ collectionId: integer, psId: integer, psName: string, createTime: number });

const psIdProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;

/** Favourite stations ("follow"): each user keeps their own; no one reads or changes another's. */
export function registerCollectionRoutes(app: FastifyInstance): void {
  const { db } = app;
  const own = (userId: number) =>
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

  registerRoutes(app, [
    route<{ Querystring: { pageNum: number; pageSize: number } }>({
      method: 'GET',
      url: '/user/collection/list',
      access: 'user:collection:list',
      response: pageEnvelope(collectionSchema),
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
          },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const q = request.query;
        const { total } = await own(caller.userId)
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        const rows = await own(caller.userId)
          .select(columns)
          .orderBy('user_collection.created_at', 'desc')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(rows.map(toDto), Number(total), q.pageSize);
      },
    }),

    route<{ Params: { id: number } }>({
      method: 'GET',
      url: '/user/collection/:id',
      access: 'user:collection:query',
      response: envelope(collectionSchema),
      schema: { params: { type: 'object', properties: { id: psIdProperty } } },
      handler: async (request) => {
        const row = await own(callerOf(request).userId)
          .select(columns)
          .where('user_collection.collection_id', '=', request.params.id)
          .executeTakeFirst();
        if (!row) throw new ApiError(404, 'server.notFound');
        return ok(toDto(row));
      },
    }),

    route<{ Body: { psId: number } }>({
      method: 'POST',
      url: '/user/collection',
      access: 'user:collection:add',
      response: envelope(object({ collectionId: integer })),
      schema: { body: { type: 'object', required: ['psId'], additionalProperties: false, properties: { psId: psIdProperty } } },
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

    route<{ Body: { collectionId: number; psId: number } }>({
      method: 'PUT',
      url: '/user/collection',
      access: 'user:collection:edit',
      response: envelope(),
      schema: {
        body: {
          type: 'object',
          required: ['collectionId', 'psId'],
          additionalProperties: false,
          properties: { collectionId: psIdProperty, psId: psIdProperty },
        },
      },
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

    route<{ Body: { ids?: number[]; psIds?: number[] } }>({
      method: 'DELETE',
      url: '/user/collection/remove',
      access: 'user:collection:remove',
      response: envelope(),
      schema: {
        // By collection ids, by stations, or both; never an empty filter that would take every collection.
        body: {
          type: 'object',
          additionalProperties: false,
          anyOf: [{ required: ['ids'] }, { required: ['psIds'] }],
          properties: {
            ids: { type: 'array', minItems: 1, maxItems: 500, items: psIdProperty },
            psIds: { type: 'array', minItems: 1, maxItems: 500, items: psIdProperty },
          },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        let q = db.deleteFrom('user_collection').where('user_id', '=', caller.userId);
        if (request.body.ids) q = q.where('collection_id', 'in', request.body.ids);
        if (request.body.psIds) q = q.where('ps_id', 'in', request.body.psIds);
        await q.execute();
        return ok();
      },
    }),
  ]);
}
