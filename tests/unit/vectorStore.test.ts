import { describe, expect, it } from 'vitest';
import { VectorStore } from '../../server/telemetry/vectorStore';

describe('array-valued readings', () => {
  it('keeps what a block said though its writer reuses the array, and never lets a late block replace a newer one', () => {
    const store = new VectorStore();
    const spectrum = [1.5, 0.8, 0.3];
    store.put('1_17_1_HVa', spectrum, 10_000, 3_000);
    spectrum.fill(9); // the simulator draws the next phase into the same array
    expect(store.get('1_17_1_HVa', 10_000)).toMatchObject({ values: [1.5, 0.8, 0.3], time: 10_000 });

    store.put('1_17_1_HVa', [1.6, 0.7, 0.2], 13_000, 3_000);
    store.put('1_17_1_HVa', [5, 5, 5], 12_000, 3_000);
    expect(store.get('1_17_1_HVa', 13_000)).toMatchObject({ values: [1.6, 0.7, 0.2], time: 13_000, quality: 'good' });
    // A block of another length (a meter reconfigured) takes the key's place whole.
    store.put('1_17_1_HVa', [2, 1], 16_000, 3_000);
    expect(store.get('1_17_1_HVa', 16_000)?.values).toEqual([2, 1]);
  });

  it('hands a publisher the keys written since it last asked, each with its latest block', () => {
    const store = new VectorStore();
    store.trackChanges();
    store.put('a', [1], 1, 3_000);
    store.put('a', [2], 2, 3_000);
    store.put('b', [3], 2, 3_000);
    expect(store.takeChanges().map(([key, v]) => [key, [...v.values], v.time])).toEqual([
      ['a', [2], 2],
      ['b', [3], 2],
    ]);
    expect(store.takeChanges()).toEqual([]);
  });
});
