import type { Principal } from '../auth/principal';
import { holds } from '../../shared/permissions';

/** Writing folders and documents: adding, renaming, new versions, removing. */
export const DOCUMENT_WRITE = 'office:document:edit';

/**
 * The groups whose folders the caller reads: those on the way from the top of the tree down to the caller's
 * own group (what the head office shares reaches everyone below it) and the caller's own subtree (a group
 * administrator sees what he writes); null for an administrator, who reads every group.
 */
export function readableGroups(caller: Principal): number[] | null {
  if (caller.deptScope === null) return null;
  return [...new Set([...caller.deptPath, ...caller.deptScope])];
}

export function mayReadGroup(caller: Principal, deptId: number): boolean {
  const groups = readableGroups(caller);
  return groups === null || groups.includes(deptId);
}

/** Admin writes every group's library, a group administrator his own subtree's; operators read only. */
export function mayWriteGroup(caller: Principal, deptId: number): boolean {
  if (!holds(caller.permissions, DOCUMENT_WRITE)) return false;
  return caller.deptScope === null || caller.deptScope.includes(deptId);
}
