import { smoothNormal } from '../noise';
import { monthlyAt, type ClimateSite } from './siteClimates';
import { sunriseSolarHour } from './solarPosition';

/** Day-to-day swing of the daily mean around the month's, K (one standard deviation; weather lasts a few days). */
export const DAILY_MEAN_SD = 2.5;
/** Local solar hour of the day's maximum. */
const WARMEST_HOUR = 15;

/**
 * Where in its daily cycle the air is, -0.5 (the minimum, at sunrise) to 0.5 (the maximum, mid-afternoon):
 * a half cosine up from sunrise, a half cosine down through the night to the next sunrise. Both halves
 * average zero, so the daily mean is the day's mean.
 */
export function dailyCycle(hour: number, sunrise: number): number {
  if (hour >= sunrise && hour <= WARMEST_HOUR)
    return -0.5 + (1 - Math.cos((Math.PI * (hour - sunrise)) / (WARMEST_HOUR - sunrise))) / 2;
  const since = hour > WARMEST_HOUR ? hour - WARMEST_HOUR : hour + 24 - WARMEST_HOUR;
  return 0.5 - (1 - Math.cos((Math.PI * since) / (24 - WARMEST_HOUR + sunrise))) / 2;
}

/**
 * The daily range of a day against the month's: clear days swing more, grey ones less, and at the month's
 * mean clear-sky index the month's range exactly.
 */
export function rangeFactor(dayIndex: number, monthMeanIndex: number): number {
  return Math.min(1.8, Math.max(0.4, (0.6 + dayIndex) / (0.6 + monthMeanIndex)));
}

export interface AirInputs {
  climate: ClimateSite;
  seed: number;
  channel: number;
  tMs: number;
  doy: number;
  /** Local solar hour. */
  hour: number;
  /**
   * The day's range, K, blended from yesterday's to today's to tomorrow's across each afternoon maximum,
   * so the curve has no step at midnight (the caller supplies it: it knows the days' cloud).
   */
  range: number;
}

/** Air temperature, °C: the month's mean (interpolated between months), a smooth daily anomaly, the daily cycle. */
export function airTemperature(a: AirInputs): number {
  const mean = monthlyAt(a.climate.tMean, a.doy);
  const anomaly = DAILY_MEAN_SD * smoothNormal(a.seed, a.channel, a.tMs / 1000, 4 * 86400);
  const sunrise = Math.min(9, Math.max(3, sunriseSolarHour(a.climate.latitude, a.doy)));
  return mean + anomaly + a.range * dailyCycle(a.hour, sunrise);
}
