import { describe, expect, it } from 'vitest';
import { SampleStamps, stampRefusal } from '../../server/sources/sampleStamps';

const NOW = Date.UTC(2026, 11, 3, 12, 0, 0);
const TOLERANCE = 5 * 60_000;

describe('gateway stamps', () => {
  it('a stamp up to the tolerance ahead of the portal clock is taken, one millisecond more is refused as future', () => {
    expect(stampRefusal(NOW, NOW, TOLERANCE)).toBeNull();
    expect(stampRefusal(NOW + TOLERANCE, NOW, TOLERANCE)).toBeNull();
    expect(stampRefusal(NOW - 30 * 86_400_000, NOW, TOLERANCE)).toBeNull();
    expect(stampRefusal(NOW + TOLERANCE + 1, NOW, TOLERANCE)).toBe('future');
    expect(stampRefusal(4102444800000, NOW, TOLERANCE)).toBe('future');
  });

  it('a stamp in seconds, microseconds or nanoseconds is refused with its unit as the reason', () => {
    expect(stampRefusal(Math.floor(NOW / 1000), NOW, TOLERANCE)).toBe('seconds');
    expect(stampRefusal(NOW * 1000, NOW, TOLERANCE)).toBe('microseconds');
    expect(stampRefusal(NOW * 1e6, NOW, TOLERANCE)).toBe('nanoseconds');
    expect(stampRefusal(0, NOW, TOLERANCE)).toBe('beforeYear2000');
    expect(stampRefusal(Date.UTC(1999, 11, 31), NOW, TOLERANCE)).toBe('beforeYear2000');
  });

  it('refused samples are counted per station and reason with the last stamp, and only the stations asked for are answered', () => {
    const stamps = new SampleStamps(TOLERANCE);
    expect(stamps.admit(3, NOW, NOW, 4)).toBe(true);
    expect(stamps.admit(3, 4102444800000, NOW, 2)).toBe(false);
    expect(stamps.admit(3, NOW + TOLERANCE + 2, NOW + 1)).toBe(false);
    expect(stamps.admit(3, 1_795_000_000, NOW)).toBe(false);
    expect(stamps.admit(9, 1_795_000_000, NOW)).toBe(false);
    expect(stamps.refusalsOf(new Set([3]))).toEqual([
      { psId: 3, reason: 'future', count: 3, lastStamp: NOW + TOLERANCE + 2, lastAt: NOW + 1 },
      { psId: 3, reason: 'seconds', count: 1, lastStamp: 1_795_000_000, lastAt: NOW },
    ]);
  });

  it('counts of several ingest processes add up per station and reason, the latest refusal naming the last stamp', () => {
    const all = new SampleStamps();
    all.add({ psId: 3, reason: 'future', count: 2, lastStamp: 10, lastAt: NOW });
    all.add({ psId: 3, reason: 'future', count: 5, lastStamp: 20, lastAt: NOW - 1 });
    all.add({ psId: 4, reason: 'seconds', count: 1, lastStamp: 30, lastAt: NOW });
    expect(all.refusalsOf(new Set([3, 4]))).toEqual([
      { psId: 3, reason: 'future', count: 7, lastStamp: 10, lastAt: NOW },
      { psId: 4, reason: 'seconds', count: 1, lastStamp: 30, lastAt: NOW },
    ]);
  });
});
