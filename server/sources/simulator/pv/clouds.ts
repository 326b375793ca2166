/**
 * The cloud process: a clear-sky index per station and local solar day, drawn so the month's mean matches
 * the site's long-term irradiation and neighbouring days resemble each other, and within a day the
 * passing clouds of broken skies. Every value is a pure function of (seed, station, instant): the day's
 * persistence is a finite weighted sum of the previous days' independent draws, not a recursion, so the
 * backfill and the live run agree in any order.
 */
import { normalCdf, smooth, unit } from '../noise';

/** Day-to-day persistence: the lag-one autocorrelation of the latent daily weather (AR(1)-like weights). */
export const PERSISTENCE = 0.4;
/** Days of earlier draws the sum looks back over (0.4⁶ ≈ 0.4 %: the rest is negligible). */
const LOOKBACK = 6;
const WEIGHTS = Array.from({ length: LOOKBACK + 1 }, (_, k) => PERSISTENCE ** k);
const WEIGHT_NORM = Math.sqrt(WEIGHTS.reduce((a, w) => a + w * w, 0));
/** The darkest and the clearest day: a day's clear-sky index lies between. */
export const DAY_INDEX_RANGE = { min: 0.08, max: 1 };
/** Within broken cloud: the index in a cloud's shadow and in the sun between clouds (edge enhancement). */
const SHADE = 0.25;
const SUN = 1.05;
/** A cloud or a gap passes in about this many seconds. */
const CLOUD_CELL_S = 600;

/** A standard normal draw of a station's day (Box-Muller on two hashed uniforms). */
function dailyDraw(seed: number, siteId: number, day: number): number {
  const u1 = Math.max(1e-12, unit(seed, siteId, 211, day));
  const u2 = unit(seed, siteId, 212, day);
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}

/** The latent weather of a day, standard normal, correlated with the days before it. */
export function latentWeather(seed: number, siteId: number, day: number): number {
  let z = 0;
  for (let k = 0; k <= LOOKBACK; k++) z += WEIGHTS[k]! * dailyDraw(seed, siteId, day - k);
  return z / WEIGHT_NORM;
}

/**
 * The day's clear-sky index from its latent weather and the month's mean index m: min + (max - min) u^p
 * with u uniform has the mean min + (max - min) / (p + 1), so p = (max - min) / (m - min) - 1 gives m.
 * A dull month (p > 1) has mostly grey days and a few bright ones; a sunny month (p < 1) the opposite.
 */
export function dayClearSkyIndex(latent: number, monthMean: number): number {
  const { min, max } = DAY_INDEX_RANGE;
  const mean = Math.min(max - 0.01, Math.max(min + 0.01, monthMean));
  const p = (max - min) / (mean - min) - 1;
  return min + (max - min) * Math.pow(normalCdf(latent), p);
}

/** How broken a day's sky is, 0 (uniform overcast or clear) to 1 (sun and cloud in turn). */
function brokenness(dayIndex: number): number {
  if (dayIndex <= 0.3 || dayIndex >= 0.92) return 0;
  return Math.sin((Math.PI * (dayIndex - 0.3)) / 0.62);
}

/**
 * The clear-sky index at an instant of a day whose index is `dayIndex`. Each term has the day's index as
 * its mean, so the day's irradiation is the day index times the clear sky's: overcast days flicker a
 * little, broken days switch between a cloud's shadow and the sun (10-minute cells, smoothed), clear
 * days stay clear.
 */
export function instantClearSkyIndex(seed: number, siteId: number, tSeconds: number, dayIndex: number): number {
  const b = brokenness(dayIndex);
  const flicker = 1 + (dayIndex < 0.5 ? 0.3 : 0.04) * 2 * (smooth(seed, siteId * 7 + 3, tSeconds, 300) - 0.5);
  const uniform = dayIndex * flicker;
  if (b === 0) return uniform;
  const sunny = (dayIndex - SHADE) / (SUN - SHADE);
  const x = tSeconds / CLOUD_CELL_S;
  const cell = Math.floor(x);
  const w = (1 - Math.cos((x - cell) * Math.PI)) / 2;
  const at = (i: number) => (unit(seed, siteId, 213, i) < sunny ? SUN : SHADE);
  const broken = at(cell) * (1 - w) + at(cell + 1) * w;
  return (1 - b) * uniform + b * broken;
}
