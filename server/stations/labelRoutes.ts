import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { containsPattern, requireVisibleStation } from './scope';
import type { Db } from '../db/database';

interface LabelBody {
  tagId?: number;
  tagName: string;
  psIds?: number[];
  isEffective?: number;
  remark?: string;
}

const labelProperties = {
  tagName: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
  psIds: { type: 'array', maxItems: 1000, uniqueItems: true, items: { type: 'integer', minimum: 1 } },
  isEffective: { type: 'integer', enum: [0, 1] },
  remark: { type: 'string', maxLength: 200 },
} as const;

const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'integer', minimum: 1 } } },
} as const;

async function labelDto(db: Db, tagIds: number[]) {
  if (tagIds.length === 0) return [];
  const tags = await db.selectFrom('user_tag').selectAll().where('tag_id', 'in', tagIds).orderBy('tag_id').execute();
  const links = await db.selectFrom('tag_station').selectAll().where('tag_id', 'in', tagIds).execute();
  return tags.map((t) => ({
    tagId: t.tag_id,
    tagName: t.tag_name,
    userId: t.user_id,
    isEffective: t.is_effective,
    remark: t.remark,
    createTime: t.created_at,
    psIds: links.filter((l) => l.tag_id === t.tag_id).map((l) => l.ps_id),
  }));
}

/** Station labels (user tags): everyone reads them for filtering; administrators maintain them. */
export function registerLabelRoutes(app: FastifyInstance): void {
  const { db } = app;

  async function saveStations(tagId: number, psIds: number[] | undefined, caller: ReturnType<typeof callerOf>) {
    if (!psIds) return;
    for (const psId of psIds) await requireVisibleStation(db, caller, psId);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('tag_station').where('tag_id', '=', tagId).execute();
      if (psIds.length)
        await trx
          .insertInto('tag_station')
          .values(psIds.map((ps_id) => ({ tag_id: tagId, ps_id })))
          .execute();
    });
  }

  registerRoutes(app, [
    route<{ Querystring: { pageNum: number; pageSize: number; tagName?: string; isEffective?: number } }>({
      method: 'GET',
      url: '/user/labeling/list',
      access: 'user:labeling:list',
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 15 },
            tagName: { type: 'string', maxLength: 30 },
            isEffective: { type: 'integer', enum: [0, 1] },
          },
        },
      },
      handler: async (request) => {
        const q = request.query;
        let base = db.selectFrom('user_tag');
        if (q.tagName?.trim())
          base = base.where(sql<string>`lower(tag_name)`, 'like', sql<string>`${containsPattern(q.tagName.trim())} escape '\\'`);
        if (q.isEffective !== undefined) base = base.where('is_effective', '=', q.isEffective);
        const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const ids = await base
          .select('tag_id')
          .orderBy('tag_id')
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize)
          .execute();
        return page(
          await labelDto(
            db,
            ids.map((r) => r.tag_id),
          ),
          Number(total),
          q.pageSize,
        );
      },
    }),

    route<{ Params: { id: number } }>({
      method: 'GET',
      url: '/user/labeling/:id',
      access: 'user:labeling:query',
      schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } },
      handler: async (request) => {
        const [label] = await labelDto(db, [request.params.id]);
        if (!label) throw new ApiError(404, 'server.notFound');
        return ok(label);
      },
    }),

    route<{ Body: LabelBody }>({
      method: 'POST',
      url: '/user/labeling',
      access: 'user:labeling:add',
      schema: { body: { type: 'object', required: ['tagName'], additionalProperties: false, properties: labelProperties } },
      handler: async (request) => {
        const caller = callerOf(request);
        const b = request.body;
        const row = await db
          .insertInto('user_tag')
          .values({
            tag_name: b.tagName.trim(),
            user_id: caller.userId,
            is_effective: b.isEffective ?? 1,
            remark: b.remark ?? null,
            created_at: Date.now(),
          })
          .returning('tag_id')
          .executeTakeFirstOrThrow();
        await saveStations(row.tag_id, b.psIds, caller);
        return ok({ tagId: row.tag_id });
      },
    }),

    route<{ Body: LabelBody }>({
      method: 'PUT',
      url: '/user/labeling',
      access: 'user:labeling:edit',
      schema: {
        body: {
          type: 'object',
          required: ['tagId', 'tagName'],
          additionalProperties: false,
          properties: { tagId: { type: 'integer', minimum: 1 }, ...labelProperties },
        },
      },
      handler: async (request) => {
        const b = request.body;
        const result = await db
          .updateTable('user_tag')
          .set({ tag_name: b.tagName.trim(), is_effective: b.isEffective ?? 1, remark: b.remark ?? null })
          .where('tag_id', '=', b.tagId!)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, 'server.notFound');
        await saveStations(b.tagId!, b.psIds, callerOf(request));
        return ok();
      },
    }),

    route<{ Body: { ids: number[] } }>({
      method: 'DELETE',
      url: '/user/labeling/remove',
      access: 'user:labeling:remove',
      schema: { body: idsBody },
      handler: async (request) => {
        const ids = request.body.ids;
        await db.transaction().execute(async (trx) => {
          await trx.deleteFrom('tag_station').where('tag_id', 'in', ids).execute();
          await trx.deleteFrom('user_tag').where('tag_id', 'in', ids).execute();
        });
        return ok();
      },
    }),
  ]);
}
