import { describe, expect, it } from 'vitest';
import { percentOf, roundTripEfficiency } from '../../shared/ratios';
import { FORMATTERS } from '../../shared/formatters';

describe('ratios with nothing to divide are no figure, not 0 %', () => {
  const trip = (charge: number, discharge: number, storedChange = 0) => roundTripEfficiency({ charge, discharge, storedChange });
  it('a storage plant that charged but has not discharged yet has no efficiency', () => {
    expect(trip(1200, 0)).toBeNull();
    expect(FORMATTERS.percent!(trip(1200, 0), '1', 'en')).toBe('—');
  });
  it('nor has one that discharged what it charged before its history began', () => expect(trip(0, 800)).toBeNull());
  it('once both happened, efficiency is discharge over charge', () => {
    expect(trip(1000, 880)).toBeCloseTo(88);
    expect(FORMATTERS.percent!(trip(1000, 880), '1', 'en')).toBe('88.0 %');
  });
  it('counts what the period left in the battery, so an open cycle reads neither low nor high', () => {
    // 1,000 kWh in, 400 of them still stored at the end: 528 out of the 600 cycled is 88 %.
    expect(trip(1000, 528, 400)).toBeCloseTo(88);
    // It began fuller than it ended: 200 kWh of the 1,056 out were stored before.
    expect(trip(1000, 1056, -200)).toBeCloseTo(88);
  });
  it('a share of an empty or unknown whole is no figure', () => {
    expect([percentOf(0, 0), percentOf(3, null), percentOf(null, 10), percentOf(1, Number.NaN)]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(percentOf(0, 12)).toBe(0);
    expect(percentOf(12, 12)).toBe(100);
  });
});
