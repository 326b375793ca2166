import { describe, expect, it } from 'vitest';
import { isAbove } from '../../server/people/staffRank';
import { ROLE_PERMISSIONS } from '../../server/auth/roles';
import type { Principal } from '../../server/auth/principal';

const holding = (permissions: string[]): Principal => ({
  sessionId: 's',
  userId: 1,
  userName: 'caller',
  deptId: 3,
  roles: [],
  permissions,
  deptScope: [3],
  plantScope: null,
  deptPath: [1, 3],
});

describe('who is above whom in staff management', () => {
  it('an administrator is above a group administrator, who is above an operator, and none is above himself', () => {
    const { admin, gadmin, operator } = ROLE_PERMISSIONS as Record<string, string[]>;
    expect(isAbove(admin!, holding(gadmin!))).toBe(true);
    expect(isAbove(gadmin!, holding(operator!))).toBe(true);
    expect(isAbove(operator!, holding(gadmin!))).toBe(false);
    expect(isAbove(gadmin!, holding(gadmin!))).toBe(false);
    expect(isAbove(gadmin!, holding(admin!))).toBe(false);
  });

  it('a wider wildcard is above a narrower grant; a user with no permission is above nobody', () => {
    expect(isAbove(['system:user:*'], holding(['system:user:edit']))).toBe(true);
    expect(isAbove(['system:user:edit'], holding(['system:*:*']))).toBe(false);
    expect(isAbove(['remote:control:operate'], holding(['system:user:*']))).toBe(true);
    expect(isAbove([], holding([]))).toBe(false);
  });
});
