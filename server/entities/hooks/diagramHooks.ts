import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EntityHooks } from './types';

async function forget(app: FastifyInstance, url: string | null | undefined) {
  if (!url?.startsWith('/profile/diagram/')) return;
  await fs.rm(path.join(app.config.dataDir, 'uploads', url.slice('/profile/'.length)), { force: true });
}

/** One master diagram per plant; a replaced or removed diagram takes its file with it. */
export const diagramHooks: EntityHooks = {
  async beforeWrite({ db, app }, columns, _body, mode, id) {
    if (mode !== 'update' || columns.svg_path === undefined) return;
    const before = await db.selectFrom('svg_config').select('svg_path').where('svg_id', '=', id!).executeTakeFirst();
    if (before && before.svg_path !== columns.svg_path) await forget(app, before.svg_path as string);
  },

  async afterWrite({ db }, id, body) {
    if (body.isMaster !== 1) return;
    const row = await db.selectFrom('svg_config').select('ps_id').where('svg_id', '=', id).executeTakeFirstOrThrow();
    await db.updateTable('svg_config').set({ is_master: 0 }).where('ps_id', '=', row.ps_id).where('svg_id', '!=', id).execute();
  },

  async beforeRemove({ db, app }, ids) {
    const rows = await db.selectFrom('svg_config').select('svg_path').where('svg_id', 'in', ids).execute();
    for (const r of rows) await forget(app, r.svg_path as string);
  },
};
