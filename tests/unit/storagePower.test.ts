import { describe, expect, it } from 'vitest';
import { signedStoragePower, storageDirection } from '../../shared/storagePower';
import { RUN_MODES } from '../../shared/stationLive';

describe('storage power: discharge positive, charge negative (docs/energy-storage.md)', () => {
  it('a positive power discharges, a negative one charges', () => {
    expect(storageDirection(8120)).toBe('discharge');
    expect(storageDirection(-8090)).toBe('charge');
  });
  it('within ±1 kW, or unknown, the storage is still', () => {
    expect([1, -1, 0, 0.4, null, undefined, Number.NaN].map(storageDirection)).toEqual(Array(7).fill('still'));
    expect(storageDirection(1.01)).toBe('discharge');
    expect(storageDirection(-1.01)).toBe('charge');
  });
  it('a magnitude with its direction gives the signed power back', () => {
    expect(signedStoragePower(8090, 'charge')).toBe(-8090);
    expect(signedStoragePower(-8120, 'discharge')).toBe(8120);
    expect(signedStoragePower(500, 'still')).toBe(0);
  });
  it('the run mode the ingest stores is the index of the direction', () => {
    expect(RUN_MODES.indexOf(storageDirection(-50))).toBe(1);
    expect(RUN_MODES.indexOf(storageDirection(50))).toBe(2);
    expect(RUN_MODES.indexOf(storageDirection(0))).toBe(0);
  });
});
