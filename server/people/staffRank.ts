import type { Db } from '../db/database';
import type { Principal } from '../auth/principal';
import { ApiError } from '../http/envelope';
import { holds, type Permission } from '../../shared/permissions';

/**
 * Who may change whom in staff management. A user is above the caller when his roles grant a permission the
 * caller's do not cover: read from the permissions, not from role names, so a configured role ranks by what
 * it may do. Nobody resets, edits, disables, re-roles or deletes a user above him, nor grants a role above
 * him; otherwise a group administrator could reset an administrator's password and sign in as him.
 */
export function isAbove(permissions: readonly string[], caller: Principal): boolean {
  return permissions.some((p) => !holds(caller.permissions, p as Permission));
}

const split = (permissions: string) => permissions.split(',').filter(Boolean);

/** Refuses (403) when any of the users is above the caller. Every user-changing route calls it first. */
export async function requireNotAbove(db: Db, caller: Principal, userIds: number[]): Promise<void> {
  if (!userIds.length) return;
  const grants = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
    .select('sys_role.permissions')
    .where('sys_user_role.user_id', 'in', userIds)
    .execute();
  if (grants.some((g) => isAbove(split(g.permissions), caller))) throw new ApiError(403, 'server.staff.userAbove');
}

/** Refuses (403) to give a user a role above the caller; an unknown role is left to the write to refuse. */
export async function requireRoleWithin(db: Db, caller: Principal, roleKey: string): Promise<void> {
  const role = await db.selectFrom('sys_role').select('permissions').where('role_key', '=', roleKey).executeTakeFirst();
  if (role && isAbove(split(role.permissions), caller)) throw new ApiError(403, 'server.staff.roleAbove');
}
