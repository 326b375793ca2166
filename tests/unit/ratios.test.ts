import { describe, expect, it } from 'vitest';
import { percentOf, roundTripEfficiency } from '../../shared/ratios';
import { FORMATTERS } from '../../shared/formatters';

describe('ratios with nothing to divide are no figure, not 0 %', () => {
  it('a storage plant that charged but has not discharged yet has no efficiency', () => {
    expect(roundTripEfficiency(1200, 0)).toBeNull();
    expect(FORMATTERS.percent!(roundTripEfficiency(1200, 0), '1', 'en')).toBe('—');
  });
  it('nor has one that discharged what it charged before its history began', () =>
    expect(roundTripEfficiency(0, 800)).toBeNull());
  it('once both happened, efficiency is discharge over charge', () => {
    expect(roundTripEfficiency(1000, 880)).toBeCloseTo(88);
    expect(FORMATTERS.percent!(roundTripEfficiency(1000, 880), '1', 'en')).toBe('88.0 %');
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
