import type { EntityHooks } from './types';

/** One master diagram per plant. (A replaced or removed diagram's file goes with its last row: server/files.) */
export const diagramHooks: EntityHooks = {
  async afterWrite({ db }, id, body) {
    if (body.isMaster !== 1) return;
    const row = await db.selectFrom('svg_config').select('ps_id').where('svg_id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('svg_config').set({ is_master: 0 }).where('ps_id', '=', row.ps_id).where('svg_id', '!=', id).execute();
  },
};
