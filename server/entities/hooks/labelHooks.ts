import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { callerOf } from '../../http/route';
import { requireVisibleStation, withinScope } from '../../stations/scope';
import type { EntityHooks } from './types';

/** The plants the caller may see, as a subquery. */
const visibleStations = (app: FastifyInstance, request: FastifyRequest) =>
  withinScope(app.db.selectFrom('power_station').select('power_station.ps_id'), callerOf(request));

/**
 * A label's plants live in tag_station (its owner and sharing are the definition's `owner` rule). Each reader
 * sees only the plants of his scope; an edit replaces those and keeps the others, which the editor cannot see.
 */
export const labelHooks: EntityHooks = {
  async afterWrite({ app, db, request }, id, body) {
    if (!Array.isArray(body.psIds)) return;
    const psIds = [...new Set(body.psIds as number[])];
    for (const psId of psIds) await requireVisibleStation(db as unknown as Db, callerOf(request), psId);
    await db.deleteFrom('tag_station').where('tag_id', '=', id).where('ps_id', 'in', visibleStations(app, request)).execute();
    if (psIds.length)
      await db
        .insertInto('tag_station')
        .values(psIds.map((ps_id) => ({ tag_id: id, ps_id })))
        .execute();
  },

  async beforeRemove({ db }, ids) {
    await db.deleteFrom('tag_station').where('tag_id', 'in', ids).execute();
  },

  async decorate({ app, db, request }, rows) {
    const ids = rows.map((r) => r.tagId as number);
    const links = ids.length
      ? await db
          .selectFrom('tag_station')
          .select(['tag_id', 'ps_id'])
          .where('tag_id', 'in', ids)
          .where('ps_id', 'in', visibleStations(app, request))
          .orderBy('ps_id')
          .execute()
      : [];
    for (const r of rows) r.psIds = links.filter((l) => l.tag_id === r.tagId).map((l) => l.ps_id);
  },
};
