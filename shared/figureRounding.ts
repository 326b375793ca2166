/**
 * How many decimals an answer carries a figure with, by its unit (spec-digest 000 §9, energy conversion): kW and kWh two,
 * MW and MWh three, ten-thousand units four. Screens may show fewer (the automatic unit shows 10k kWh with two);
 * an answer keeps these, so a screen that scales the figure again loses nothing (docs/formats.md).
 */
const DIGITS: Record<string, number> = {
  kW: 2,
  kWh: 2,
  kWp: 2,
  kvar: 2,
  kVA: 2,
  MW: 3,
  MWh: 3,
  MWp: 3,
  GWh: 3,
  '10k kWh': 4,
  万kWh: 4,
};

/** Decimals of a unit's figures in an answer; null for a unit that is no power or energy (left as measured). */
export function answerDigits(unit: string | undefined): number | null {
  return unit === undefined ? null : (DIGITS[unit] ?? null);
}

/** A power or energy figure as an answer carries it in its unit; other units' values unchanged. */
export function roundIn<T extends number | null | undefined>(value: T, unit: string | undefined): T {
  const digits = answerDigits(unit);
  if (digits === null || typeof value !== 'number' || !Number.isFinite(value)) return value;
  const f = 10 ** digits;
  return (Math.round(value * f) / f) as T;
}

/** A kW or kWh figure (and the portal's other two-decimal figures: hours, %) as an answer carries it. */
export const roundKilo = (value: number): number => Math.round(value * 100) / 100;
