import { describe, expect, it } from 'vitest';
import { shareUnchanged } from '../../engine/shareUnchanged';

const answer = (power3: number) => ({
  code: 200,
  data: {
    count: 3,
    nbqDatas: [1, 2, 3].map((n) => ({ equipName: `Inverter ${n}`, acPower: n === 3 ? power3 : 50, dciDatas: [{ state: 0 }] })),
  },
});

describe('a new answer keeps what did not change from the last one', () => {
  it('an inverter whose figures changed is new; the others are the objects shown before', () => {
    const before = answer(53);
    const after = shareUnchanged(before, answer(61.25));
    expect(after).toEqual(answer(61.25));
    expect(after.data.nbqDatas[0]).toBe(before.data.nbqDatas[0]);
    expect(after.data.nbqDatas[1]).toBe(before.data.nbqDatas[1]);
    expect(after.data.nbqDatas[2]).not.toBe(before.data.nbqDatas[2]);
    expect(after.data.nbqDatas[2]!.dciDatas).toBe(before.data.nbqDatas[2]!.dciDatas);
    expect(before.data.nbqDatas[2]!.acPower).toBe(53);
  });

  it('an answer equal to the last one is the last one; a list that grew or a key that went is not', () => {
    const before = answer(53);
    expect(shareUnchanged(before, answer(53))).toBe(before);
    expect(shareUnchanged([1, 2], [1, 2, 3])).toEqual([1, 2, 3]);
    expect(shareUnchanged({ a: 1, b: 2 }, { a: 1 })).toEqual({ a: 1 });
    const renamed = { a: 1, b: undefined };
    expect(shareUnchanged(renamed, { a: 1, c: undefined })).not.toBe(renamed);
  });

  it('a "__proto__" key of an answer stays a plain key and sets no prototype', () => {
    const next = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<string, unknown>;
    const shared = shareUnchanged({ a: 2 }, next);
    expect(Object.getPrototypeOf(shared)).toBe(Object.prototype);
    expect(Object.keys(shared)).toEqual(['__proto__', 'a']);
    expect((shared as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
