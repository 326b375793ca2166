import { sql } from 'kysely';
import { ApiError } from '../../http/envelope';
import { callerOf } from '../../http/route';
import { withinScope } from '../../stations/scope';
import type { Db } from '../../db/database';
import { requireNotAbove, requireRoleWithin } from '../../people/staffRank';
import type { LooseDb } from '../entityStore';
import type { EntityHooks, HookContext } from './types';

type Row = Record<string, unknown>;

/** What a user's sessions were granted on: a change to any of it ends them, so the next sign-in sees it. */
interface Grant {
  dept: unknown;
  status: unknown;
  role: unknown;
  plants: string;
}

/** The grant a user held before an edit, kept from `beforeWrite` to `afterWrite` of the same request body. */
const before = new WeakMap<Row, Grant>();
/** Edits that changed a grant: their user's sessions end on every node once the edit has committed. */
const regranted = new WeakSet<Row>();

async function grantOf(db: LooseDb, id: number): Promise<Grant> {
  const user = await db.selectFrom('sys_user').select(['dept_id', 'status']).where('user_id', '=', id).executeTakeFirst();
  const role = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
    .select('sys_role.role_key')
    .where('sys_user_role.user_id', '=', id)
    .executeTakeFirst();
  const plants = await db.selectFrom('sys_user_station').select('ps_id').where('user_id', '=', id).orderBy('ps_id').execute();
  return { dept: user?.dept_id, status: user?.status, role: role?.role_key, plants: plants.map((p) => p.ps_id).join(',') };
}

/** The chosen plants must be plants the editor sees and in the user's own group or below it. */
async function checkPlants({ db, request }: HookContext, body: Row): Promise<void> {
  const psIds = [...new Set((body.psIds as number[] | undefined) ?? [])];
  if (!psIds.length) throw new ApiError(400, 'validation.plantsRequired', {}, 'psIds');
  const deptId = Number(body.deptId);
  const inGroup = await withinScope(
    (db as unknown as Db).selectFrom('power_station').select('power_station.ps_id'),
    callerOf(request),
  )
    .where('power_station.ps_id', 'in', psIds)
    .where((eb) =>
      eb.or([
        eb('power_station.dept_id', '=', deptId),
        eb(
          'power_station.dept_id',
          'in',
          (db as unknown as Db)
            .selectFrom('sys_dept')
            .select('dept_id')
            .where(sql<string>`',' || ancestors || ','`, 'like', `%,${deptId},%`),
        ),
      ]),
    )
    .execute();
  const found = new Set(inGroup.map((r) => r.ps_id));
  const stray = psIds.find((id) => !found.has(id));
  if (stray !== undefined) throw new ApiError(400, 'validation.plantOutsideGroup', { psId: stray }, 'psIds');
}

/**
 * Staff: the role lives in sys_user_role, the chosen plants in sys_user_station. Nobody changes a user above
 * him or grants a role above his own (staffRank.ts), in edits, creates and imports alike. A change of role, group, status, plants or password ends the user's sessions.
 */
export const userHooks: EntityHooks = {
  async beforeWrite(ctx, columns, body, mode, id) {
    const caller = callerOf(ctx.request);
    if (mode === 'update') await requireNotAbove(ctx.db as unknown as Db, caller, [id!]);
    if (typeof body.roleKey === 'string') await requireRoleWithin(ctx.db as unknown as Db, caller, body.roleKey);
    if (body.allPlants === 0) await checkPlants(ctx, body);
    if (mode === 'create') Object.assign(columns, { failed_logins: 0, locked_until: 0 });
    else before.set(body, await grantOf(ctx.db, id!));
    // An administrator who sets a new operation password also lifts a remote-control lockout.
    if (body.operationPassword) Object.assign(columns, { op_failed: 0, op_locked_until: 0 });
  },

  async afterWrite({ db }, id, body, mode) {
    if (body.roleKey) {
      const role = await db.selectFrom('sys_role').select('role_id').where('role_key', '=', body.roleKey).executeTakeFirst();
      if (!role) throw new ApiError(400, 'validation.refUnknown', {}, 'roleKey');
      await db.deleteFrom('sys_user_role').where('user_id', '=', id).execute();
      await db.insertInto('sys_user_role').values({ user_id: id, role_id: role.role_id }).execute();
    }
    if (body.allPlants !== undefined) {
      await db.deleteFrom('sys_user_station').where('user_id', '=', id).execute();
      const psIds = body.allPlants === 0 ? [...new Set(body.psIds as number[])] : [];
      if (psIds.length)
        await db
          .insertInto('sys_user_station')
          .values(psIds.map((ps_id) => ({ user_id: id, ps_id })))
          .execute();
    }
    if (mode === 'create') return;
    const was = before.get(body);
    const now = await grantOf(db, id);
    const changed = !was || body.password || Object.keys(now).some((k) => now[k as keyof Grant] !== was[k as keyof Grant]);
    if (!changed) return;
    await db.deleteFrom('sys_session').where('user_id', '=', id).execute();
    regranted.add(body);
  },

  // After the commit: a session read again before it would still find its row, and be trusted for a while.
  async afterCommit({ app }, ids, body) {
    if (body && !regranted.has(body)) return;
    for (const id of ids) await app.sessions.revokeUser(id);
  },

  async beforeRemove({ db, request }, ids) {
    if (ids.includes(callerOf(request).userId)) throw new ApiError(409, 'validation.removeSelf');
    await requireNotAbove(db as unknown as Db, callerOf(request), ids);
    for (const table of ['sys_user_role', 'sys_session', 'user_collection', 'sys_user_station', 'sys_sign_in'] as const)
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
    const plants = await db
      .selectFrom('sys_user_station')
      .select(['user_id', 'ps_id'])
      .where('user_id', 'in', ids)
      .orderBy('ps_id')
      .execute();
    for (const r of rows) {
      r.roleKey = roles.find((x) => x.user_id === r.userId)?.role_key ?? null;
      r.psIds = plants.filter((p) => p.user_id === r.userId).map((p) => p.ps_id);
      r.allPlants = (r.psIds as number[]).length ? 0 : 1;
    }
  },
};
