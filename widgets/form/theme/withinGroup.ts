import type { Choice } from '../../../api/types';

/** A group and every group below it, from the groups' parents. */
export function groupAndBelow(groups: readonly Choice[], groupId: number): Set<number> {
  const inside = new Set([groupId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const g of groups)
      if (g.parent !== undefined && g.parent !== null && inside.has(g.parent) && !inside.has(Number(g.value))) {
        inside.add(Number(g.value));
        grew = true;
      }
  }
  return inside;
}

/**
 * The choices a form offers within the group chosen in another field (a user's plants within the user's
 * group); all of them while no group is chosen. The server refuses the others anyway.
 */
export function offeredWithin(choices: readonly Choice[], groups: readonly Choice[], groupId: unknown): Choice[] {
  if (groupId === undefined || groupId === null || groupId === '') return [...choices];
  const inside = groupAndBelow(groups, Number(groupId));
  return choices.filter((c) => c.group !== undefined && inside.has(c.group));
}
