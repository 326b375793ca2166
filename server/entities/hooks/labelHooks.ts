import type { Db } from '../../db/database';
import { callerOf } from '../../http/route';
import { requireVisibleStation } from '../../stations/scope';
import type { EntityHooks } from './types';

/** A label's plants live in tag_station; its owner is who created it. */
export const labelHooks: EntityHooks = {
  async beforeWrite({ request }, columns, _body, mode) {
    if (mode === 'create') columns.user_id = callerOf(request).userId;
  },

  async afterWrite({ db, request }, id, body) {
    if (!Array.isArray(body.psIds)) return;
    const psIds = [...new Set(body.psIds as number[])];
    for (const psId of psIds) await requireVisibleStation(db as unknown as Db, callerOf(request), psId);
    await db.deleteFrom('tag_station').where('tag_id', '=', id).execute();
    if (psIds.length)
      await db
        .insertInto('tag_station')
        .values(psIds.map((ps_id) => ({ tag_id: id, ps_id })))
        .execute();
  },

  async beforeRemove({ db }, ids) {
    await db.deleteFrom('tag_station').where('tag_id', 'in', ids).execute();
  },

  async decorate({ db }, rows) {
    const ids = rows.map((r) => r.tagId as number);
    const links = ids.length
      ? await db.selectFrom('tag_station').select(['tag_id', 'ps_id']).where('tag_id', 'in', ids).execute()
      : [];
    for (const r of rows) r.psIds = links.filter((l) => l.tag_id === r.tagId).map((l) => l.ps_id);
  },
};
