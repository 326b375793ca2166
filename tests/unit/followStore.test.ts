import { describe, expect, it, vi } from 'vitest';
import { FollowStore, type FollowApi } from '../../stores/followStore';

function api(followed: number[]): FollowApi {
  return {
    list: vi.fn(async () => ({
      code: 200,
      msg: 'ok',
      total: followed.length,
      rows: followed.map((psId) => ({ psId }) as never),
    })),
    follow: vi.fn(async () => ({ collectionId: 1 })),
    unfollow: vi.fn(async () => undefined),
  };
}

describe('the stations a user follows', () => {
  it('loads the signed-in user’s stars once, and another user’s afresh', async () => {
    const calls = api([6]);
    const store = new FollowStore(calls);
    await store.ensureLoaded(1);
    await store.ensureLoaded(1);
    expect(store.isFollowed(6)).toBe(true);
    expect(calls.list).toHaveBeenCalledTimes(1);
    await store.ensureLoaded(2);
    expect(calls.list).toHaveBeenCalledTimes(2);
  });

  it('a click follows, a second unfollows, and each tells filtered lists to search again', async () => {
    const calls = api([]);
    const store = new FollowStore(calls);
    await store.ensureLoaded(1);
    await store.toggle(11);
    expect(store.isFollowed(11)).toBe(true);
    expect(calls.follow).toHaveBeenCalledWith(11);
    await store.toggle(11);
    expect(store.isFollowed(11)).toBe(false);
    expect(calls.unfollow).toHaveBeenCalledWith(11);
    expect(store.version).toBe(2);
  });

  it('a refused follow leaves the star as it was', async () => {
    const calls = api([]);
    calls.follow = vi.fn(async () => Promise.reject(new Error('Station 1 does not exist')));
    const store = new FollowStore(calls);
    await store.ensureLoaded(1);
    await store.toggle(1);
    expect(store.isFollowed(1)).toBe(false);
    expect(store.version).toBe(0);
  });
});
