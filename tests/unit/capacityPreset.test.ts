import { describe, expect, it } from 'vitest';
import { applyPreset, CAPACITY_PRESETS, presetTarget } from '../../widgets/station-navigator/capacityPreset';

const preset = CAPACITY_PRESETS[2]; // 600-1200

describe('capacity preset buttons (spec-digest 000 §5)', () => {
  it('fill max when the max field has focus', () => {
    expect(applyPreset({ min: null, max: null }, preset, 'max')).toEqual({ min: null, max: 1200 });
  });
  it('fill min when the min field has focus, even if min is set', () => {
    expect(applyPreset({ min: 5, max: 9 }, preset, 'min')).toEqual({ min: 600, max: 9 });
  });
  it('fill max when neither has focus and min is already set', () => {
    expect(presetTarget(null, true)).toBe('max');
    expect(applyPreset({ min: 300, max: null }, preset, null)).toEqual({ min: 300, max: 1200 });
  });
  it('fill min otherwise', () => {
    expect(applyPreset({ min: null, max: 50 }, preset, null)).toEqual({ min: 600, max: 50 });
  });
  it('the open-ended preset stops at 99999', () => {
    expect(CAPACITY_PRESETS.map((p) => p.label)).toEqual(['0-300', '300-600', '600-1200', '1200-2000', '2000+']);
    expect(applyPreset({ min: 2000, max: null }, CAPACITY_PRESETS[4], null)).toEqual({ min: 2000, max: 99999 });
  });
});
