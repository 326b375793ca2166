import { holds, type Permission } from '../shared/permissions';

/** The role and permission directives of spec-digest 000 §6, as plain functions. */

export const ADMINISTRATOR_ROLES = ['admin', 'gadmin'];

/** True when the user holds role admin or one of `wanted`; like the directive, an empty list is a mistake. */
export function hasRole(roles: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error('hasRole needs at least one role');
  return roles.includes('admin') || wanted.some((r) => roles.includes(r));
}

/** True when the user holds `*:*:*` or one of `wanted` (a `*` segment of a granted permission matches any). */
export function hasPermission(permissions: readonly string[], wanted: readonly string[]): boolean {
  if (wanted.length === 0) throw new Error('hasPermission needs at least one permission');
  return wanted.some((p) => holds(permissions, p as Permission));
}
