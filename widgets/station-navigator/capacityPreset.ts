/** Capacity quick buttons in kWp (spec-digest 000 §5); the open-ended one stops at 99999. */
export const CAPACITY_PRESETS = [
  { label: '0-300', min: 0, max: 300 },
  { label: '300-600', min: 300, max: 600 },
  { label: '600-1200', min: 600, max: 1200 },
  { label: '1200-2000', min: 1200, max: 2000 },
  { label: '2000+', min: 2000, max: 99999 },
] as const;

export type CapacityField = 'min' | 'max';

/**
 * Which field a preset fills (spec-digest 000 §5): the focused one; with neither focused, max when min is already
 * set, else min. Min takes the preset's lower bound, max its upper bound.
 */
export function presetTarget(focused: CapacityField | null, minIsSet: boolean): CapacityField {
  if (focused) return focused;
  return minIsSet ? 'max' : 'min';
}

export function applyPreset(
  range: { min: number | null; max: number | null },
  preset: { min: number; max: number },
  focused: CapacityField | null,
): { min: number | null; max: number | null } {
  const target = presetTarget(focused, range.min !== null);
  return target === 'min' ? { ...range, min: preset.min } : { ...range, max: preset.max };
}
