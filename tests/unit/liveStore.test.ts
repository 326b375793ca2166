import { describe, expect, it } from 'vitest';
import { MemoryLiveStore } from '../../server/telemetry/liveStore';

describe('the in-process live store', () => {
  const power = { key: '1_JZNBQ_1_P', index: 0 };
  const state = { key: '1_JZNBQ_1_Run', index: 5 };
  const otherStation = { key: '2_JZNBQ_1_P', index: 9 };

  it('holds one value per point, whether written and read by key or by the point ingest holds', () => {
    const live = new MemoryLiveStore();
    live.put(power.key, { value: 10, time: 1000, periodMs: 3000 });
    expect(live.currentAt(power, 1000)).toBe(10);
    live.putAt(power, 12, 4000, 3000);
    expect(live.raw(power.key)).toEqual({ value: 12, time: 4000, periodMs: 3000 });
    // A point first written by its number is found by its key too, and a point further on leaves no gap behind.
    live.putAt(state, 1, 4000, 3000);
    expect(live.get(state.key, 4000)).toEqual({ value: 1, time: 4000, periodMs: 3000, quality: 'good' });
    expect(live.currentAt({ key: '1_JZNBQ_1_Q', index: 3 }, 4000)).toBeUndefined();
    expect([...live.entries()].map(([key]) => key)).toEqual([power.key, state.key]);
  });

  it('answers a current value until it is older than three periods (interrupted)', () => {
    const live = new MemoryLiveStore();
    live.putAt(power, 12, 4000, 3000);
    expect(live.currentAt(power, 4000 + 9000)).toBe(12);
    expect(live.get(power.key, 4000 + 9000)?.quality).toBe('stale');
    expect(live.currentAt(power, 4000 + 9001)).toBeUndefined();
    expect(live.get(power.key, 4000 + 9001)?.quality).toBe('interrupted');
  });

  it('never lets a late sample overwrite a newer one, and counts every write by station', () => {
    const live = new MemoryLiveStore();
    live.putAt(power, 12, 4000, 3000);
    live.putAt(power, 9, 1000, 3000);
    live.put(power.key, { value: 8, time: 2000, periodMs: 3000 });
    expect(live.raw(power.key)!.value).toBe(12);
    live.putAt(otherStation, 5, 4000, 3000);
    expect([live.stationVersion(1), live.stationVersion(2), live.stationVersion(3)]).toEqual([3, 1, 0]);
  });

  it('grows past its first slots and point numbers without losing a value', () => {
    const live = new MemoryLiveStore();
    const points = Array.from({ length: 40_000 }, (_, i) => ({ key: `${1 + (i % 100)}_PS_0_p${i}`, index: 3 * i }));
    for (const p of points) live.putAt(p, p.index, 1000, 3000);
    for (const p of points) live.putAt(p, p.index + 0.5, 2000, 3000);
    expect(points.every((p) => live.currentAt(p, 2000) === p.index + 0.5 && live.raw(p.key)?.time === 2000)).toBe(true);
    expect(live.stationVersion(100)).toBe(800);
  });
});

describe('what a live store publishes to the other processes (docs/scale-out.md)', () => {
  it('hands each point written here once with its latest value, and none it holds as a replica', () => {
    const live = new MemoryLiveStore();
    live.putAt({ key: '1_JZNBQ_1_P', index: 0 }, 5, 1000, 3000);
    live.trackChanges();
    live.putAt({ key: '1_JZNBQ_1_P', index: 0 }, 6, 2000, 3000);
    live.putAt({ key: '1_JZNBQ_1_P', index: 0 }, 7, 3000, 3000);
    live.put('1_JZNBQ_2_P', { value: 8, time: 3000, periodMs: 3000 });
    // Another process's value, and a late sample that changes nothing: neither is published from here.
    live.putReplica('2_JZNBQ_1_P', 9, 3000, 3000);
    live.putAt({ key: '1_JZNBQ_2_P', index: 1 }, 1, 100, 3000);
    expect(live.takeChanges()).toEqual({
      keys: ['1_JZNBQ_1_P', '1_JZNBQ_2_P'],
      values: [7, 3000, 3000, 8, 3000, 3000],
      firstKeys: ['1_JZNBQ_1_P', '1_JZNBQ_2_P'],
    });
    expect(live.takeChanges()).toEqual({ keys: [], values: [], firstKeys: [] });
    expect(live.raw('2_JZNBQ_1_P')).toEqual({ value: 9, time: 3000, periodMs: 3000 });
    // A replica never replaces a newer value of its own.
    live.putReplica('1_JZNBQ_1_P', 1, 2500, 3000);
    expect(live.raw('1_JZNBQ_1_P')?.value).toBe(7);
    // A point taken before is not first again.
    live.putAt({ key: '1_JZNBQ_1_P', index: 0 }, 8, 4000, 3000);
    live.put('1_JZNBQ_3_P', { value: 2, time: 4000, periodMs: 3000 });
    expect(live.takeChanges()).toMatchObject({ keys: ['1_JZNBQ_1_P', '1_JZNBQ_3_P'], firstKeys: ['1_JZNBQ_3_P'] });
  });
});
