import { describe, expect, it } from 'vitest';
import { MemoryLiveStore } from '../../server/telemetry/liveStore';

describe('the in-process live store', () => {
  const power = { key: '1_JZNBQ_1_P', index: 0 };
  const state = { key: '1_JZNBQ_1_Run', index: 5 };

  it('holds one value per point, whether written and read by key or by the point ingest holds', () => {
    const live = new MemoryLiveStore();
    live.put(power.key, { value: 10, time: 1000, periodMs: 3000 });
    expect(live.rawAt(power)).toEqual({ value: 10, time: 1000, periodMs: 3000 });
    live.putAt(power, 12, 4000, 3000);
    expect(live.raw(power.key)).toEqual({ value: 12, time: 4000, periodMs: 3000 });
    // A point first written by its number is found by its key too, and a point further on leaves no gap behind.
    live.putAt(state, 1, 4000, 3000);
    expect(live.get(state.key, 4000)).toEqual({ value: 1, time: 4000, periodMs: 3000, quality: 'good' });
    expect(live.rawAt({ key: '1_JZNBQ_1_Q', index: 3 })).toBeUndefined();
    expect([...live.entries()].map(([key]) => key)).toEqual([power.key, state.key]);
  });

  it('never lets a late sample overwrite a newer one, and counts every write', () => {
    const live = new MemoryLiveStore();
    live.putAt(power, 12, 4000, 3000);
    live.putAt(power, 9, 1000, 3000);
    live.put(power.key, { value: 8, time: 2000, periodMs: 3000 });
    expect(live.rawAt(power)!.value).toBe(12);
    expect(live.version).toBe(3);
  });
});
