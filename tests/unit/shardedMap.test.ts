import { describe, expect, it } from 'vitest';
import { ShardedMap } from '../../server/telemetry/shardedMap';

describe('a map split over shards', () => {
  it('holds, replaces and forgets entries as a Map does, whatever shard they fall in', () => {
    const keys = Array.from({ length: 5000 }, (_, i) => `${1 + (i % 50)}_ZCNBQ_${i % 7}_dci${i}`);
    const map = new ShardedMap(keys.map((k, i) => [k, i] as const));
    map.set(keys[0]!, -1);
    expect(map.size).toBe(5000);
    expect([map.get(keys[0]!), map.get(keys[4999]!), map.get('1_ZCNBQ_0_none')]).toEqual([-1, 4999, undefined]);
    expect(map.delete(keys[1]!)).toBe(true);
    expect(map.delete(keys[1]!)).toBe(false);
    expect([map.size, map.has(keys[1]!), map.has(keys[2]!)]).toEqual([4999, false, true]);
    expect(new Set([...map.values()]).size).toBe(4999);
    expect([...map].find(([k]) => k === keys[2])).toEqual([keys[2], 2]);
  });
});
