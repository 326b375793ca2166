import { ApiError } from '../../http/envelope';
import { callerOf } from '../../http/route';
import type { EntityHooks } from './types';

/** Groups are departments: a tree kept in `ancestors`, never cut loose or made its own ancestor. */
export const groupHooks: EntityHooks = {
  async beforeWrite({ db, request }, columns, body, mode, id) {
    const parentId = Number(body.parentId);
    const caller = callerOf(request);
    if (parentId === 0) {
      // The top of the tree stays the top, changed by an unrestricted administrator only; no other group becomes one.
      const root =
        mode === 'update' && (await db.selectFrom('sys_dept').select('parent_id').where('dept_id', '=', id!).executeTakeFirst());
      if (!root || root.parent_id !== 0) throw new ApiError(400, 'validation.refUnknown', {}, 'parentId');
      if (caller.deptScope !== null) throw new ApiError(403, 'server.auth.forbidden');
      return;
    }
    if (caller.deptScope !== null && !caller.deptScope.includes(parentId)) throw new ApiError(403, 'server.auth.forbidden');
    const parent = await db
      .selectFrom('sys_dept')
      .select(['dept_id', 'ancestors'])
      .where('dept_id', '=', parentId)
      .executeTakeFirst();
    if (!parent) throw new ApiError(400, 'validation.refUnknown', {}, 'parentId');
    const ancestors = `${parent.ancestors},${parent.dept_id}`;
    if (mode === 'create') {
      // dept_id is a plain key (seeded ids are fixed), so the next one is taken here.
      const { top } = await db
        .selectFrom('sys_dept')
        .select((eb) => eb.fn.max('dept_id').as('top'))
        .executeTakeFirstOrThrow();
      columns.dept_id = Number(top ?? 0) + 1;
      columns.ancestors = ancestors;
      return;
    }
    if (ancestors.split(',').map(Number).includes(id!)) throw new ApiError(400, 'validation.groupCycle', {}, 'parentId');
    const before = await db.selectFrom('sys_dept').select('ancestors').where('dept_id', '=', id!).executeTakeFirstOrThrow();
    columns.ancestors = ancestors;
    // Descendants keep their place under the moved group.
    const below = await db
      .selectFrom('sys_dept')
      .select(['dept_id', 'ancestors'])
      .where('ancestors', 'like', `${before.ancestors},${id},%`)
      .union(db.selectFrom('sys_dept').select(['dept_id', 'ancestors']).where('ancestors', '=', `${before.ancestors},${id}`))
      .execute();
    for (const d of below)
      await db
        .updateTable('sys_dept')
        .set({ ancestors: `${ancestors},${id}${String(d.ancestors).slice(`${before.ancestors},${id}`.length)}` })
        .where('dept_id', '=', d.dept_id)
        .execute();
  },

  async beforeRemove({ db }, ids) {
    for (const table of ['sys_dept', 'sys_user', 'power_station'] as const) {
      const column = table === 'sys_dept' ? 'parent_id' : 'dept_id';
      const used = await db.selectFrom(table).select(column).where(column, 'in', ids).executeTakeFirst();
      if (used) throw new ApiError(409, 'validation.groupInUse');
    }
  },
};
