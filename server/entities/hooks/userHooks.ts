import { ApiError } from '../../http/envelope';
import { callerOf } from '../../http/route';
import type { EntityHooks } from './types';

/** Staff: the role lives in sys_user_role; only an administrator grants the administrator role. */
export const userHooks: EntityHooks = {
  async beforeWrite({ request }, columns, body, mode) {
    if (body.roleKey === 'admin' && !callerOf(request).roles.includes('admin')) throw new ApiError(403, 'server.auth.forbidden');
    if (mode === 'create') Object.assign(columns, { failed_logins: 0, locked_until: 0 });
    // An administrator who sets a new operation password also lifts a remote-control lockout.
    if (body.operationPassword) Object.assign(columns, { op_failed: 0, op_locked_until: 0 });
  },

  async afterWrite({ db }, id, body) {
    if (!body.roleKey) return;
    const role = await db.selectFrom('sys_role').select('role_id').where('role_key', '=', body.roleKey).executeTakeFirst();
    if (!role) throw new ApiError(400, 'validation.refUnknown', {}, 'roleKey');
    await db.deleteFrom('sys_user_role').where('user_id', '=', id).execute();
    await db.insertInto('sys_user_role').values({ user_id: id, role_id: role.role_id }).execute();
    // A changed role or password takes effect at the next sign-in: open sessions end now.
    await db.deleteFrom('sys_session').where('user_id', '=', id).execute();
  },

  async beforeRemove({ db, request }, ids) {
    if (ids.includes(callerOf(request).userId)) throw new ApiError(409, 'validation.removeSelf');
    for (const table of ['sys_user_role', 'sys_session', 'user_collection'] as const)
      await db.deleteFrom(table).where('user_id', 'in', ids).execute();
  },

  async decorate({ db }, rows) {
    const ids = rows.map((r) => r.userId as number);
    if (!ids.length) return;
    const roles = await db
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
      .select(['sys_user_role.user_id', 'sys_role.role_key'])
      .where('sys_user_role.user_id', 'in', ids)
      .execute();
    for (const r of rows) r.roleKey = roles.find((x) => x.user_id === r.userId)?.role_key ?? null;
  },
};
