import { describe, expect, it } from 'vitest';
import { groupAndBelow, offeredWithin } from '../../widgets/form/theme/withinGroup';

// Root 100 → Europe 101 → Nordic 2; China 103 beside Europe.
const GROUPS = [
  { value: 100, label: 'Root', parent: 0 },
  { value: 101, label: 'Europe', parent: 100 },
  { value: 2, label: 'Nordic', parent: 101 },
  { value: 103, label: 'China', parent: 100 },
];
const PLANTS = [
  { value: 1, label: 'Golmud', group: 103 },
  { value: 11, label: 'Meuro', group: 101 },
  { value: 14, label: 'Jardelund', group: 2 },
];

describe('the plants a user form offers within the chosen group', () => {
  it('a group holds itself and every group below it', () => {
    expect([...groupAndBelow(GROUPS, 101)].sort()).toEqual([101, 2]);
    expect(groupAndBelow(GROUPS, 100).size).toBe(4);
  });

  it('only the plants of the chosen group or below are offered', () => {
    expect(offeredWithin(PLANTS, GROUPS, 101).map((p) => p.label)).toEqual(['Meuro', 'Jardelund']);
    expect(offeredWithin(PLANTS, GROUPS, '2').map((p) => p.label)).toEqual(['Jardelund']);
    expect(offeredWithin(PLANTS, GROUPS, 103).map((p) => p.label)).toEqual(['Golmud']);
  });

  it('before a group is chosen every plant the editor sees is offered', () => {
    expect(offeredWithin(PLANTS, GROUPS, undefined)).toHaveLength(3);
  });
});
