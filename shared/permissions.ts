/** `module:entity:action`; a `*` segment on the holder's side matches anything. */
export type Permission = `${string}:${string}:${string}`;

export const ALL_PERMISSIONS: Permission = '*:*:*';

export function holds(granted: readonly string[], required: Permission): boolean {
  const want = required.split(':');
  return granted.some((perm) => {
    const have = perm.split(':');
    return have.length === want.length && have.every((part, i) => part === '*' || part === want[i]);
  });
}

/** Roles whose holders administer: they see the main tabs, the plant search and staff management. */
export const ADMIN_ROLES = ['admin', 'gadmin'] as const;
