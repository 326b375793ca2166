import { normalCdf, smoothNormal } from './noise';

/** Power curve of a 3 MW class turbine (kW at 1 m/s steps from 0 to 25 m/s; cut-out above 25). */
const CURVE_KW = [0, 0, 0, 26, 132, 289, 527, 858, 1302, 1855, 2399, 2819, 2986, 3000];
const RATED_KW = 3000;
const CUT_IN = 3;
const CUT_OUT = 25;

export function turbinePower(windSpeed: number, ratedKw = RATED_KW): number {
  if (windSpeed < CUT_IN || windSpeed > CUT_OUT) return 0;
  const scale = ratedKw / RATED_KW;
  const i = Math.floor(windSpeed);
  if (i >= CURVE_KW.length - 1) return ratedKw;
  const f = windSpeed - i;
  return (CURVE_KW[i]! * (1 - f) + CURVE_KW[i + 1]! * f) * scale;
}

/**
 * Hub-height wind speed with a Weibull distribution (shape k, scale c): a smoothly varying normal process
 * is mapped through its distribution function onto the Weibull one, so speeds persist for hours like
 * weather does, and their long-run histogram is Weibull.
 */
export function windSpeed(seed: number, channel: number, tSeconds: number, scaleC: number, shapeK = 2): number {
  const z = smoothNormal(seed, channel, tSeconds, 6 * 3600) * 0.8 + smoothNormal(seed, channel + 1, tSeconds, 900) * 0.6;
  const u = Math.min(0.999999, Math.max(1e-6, normalCdf(z)));
  return scaleC * Math.pow(-Math.log(1 - u), 1 / shapeK);
}
