/** A value range of a chart axis and the step between its labels. */
export interface AxisRange {
  min: number;
  max: number;
  interval: number;
}

/** Every value axis is cut into five steps, so a power axis and a fixed irradiation axis share their grid lines. */
export const AXIS_SPLITS = 5;

/** Label steps that read well; the gap between two neighbours is at most 25 %, so rounding up stays modest. */
const READABLE_STEPS = [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest readable step at or above `value`: 76.9 → 80, 789.9 → 800, 1.968 → 2. */
function readableStep(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  // The small epsilon keeps a value that is already readable (120) from being pushed one step up by float noise.
  const mantissa = READABLE_STEPS.find((s) => s >= value / power - 1e-9) ?? 10;
  return Number((mantissa * power).toPrecision(12));
}

const times = (n: number, step: number) => Number((n * step).toPrecision(12));

/**
 * The power axis of spec-digest 001 §9: from 0 to the data's maximum plus 20 %, rounded up so that the five steps
 * between 0 and the top are readable figures (325.8 kW → 0, 80, …, 400). Values below 0 (a battery
 * discharging) get the same headroom downwards. With no value other than 0 the axis is 0–1, so an empty night
 * still draws a scale instead of a collapsed line.
 */
export function headroomAxisRange(values: readonly unknown[], headroom = 0.2): AxisRange {
  const numbers = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  const highest = Math.max(0, ...numbers) * (1 + headroom);
  const lowest = Math.min(0, ...numbers) * (1 + headroom);
  if (highest === 0 && lowest === 0) return { min: 0, max: 1, interval: 1 / AXIS_SPLITS };
  const interval = readableStep(Math.max(highest, -lowest) / AXIS_SPLITS);
  if (lowest === 0) return { min: 0, max: times(AXIS_SPLITS, interval), interval };
  return {
    min: -times(Math.ceil(-lowest / interval - 1e-9), interval),
    max: times(Math.ceil(highest / interval - 1e-9), interval),
    interval,
  };
}
