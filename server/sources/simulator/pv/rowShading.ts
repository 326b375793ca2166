/**
 * Fixed-tilt rows shade each other: at a low sun the row in front casts a band of shadow along the bottom
 * of the next (beam and circumsolar light), and at every hour it hides part of the sky from it (isotropic
 * diffuse). The plane-of-array pyranometer, mounted on top of a row, sees neither: this is a loss of the
 * plant, not of the reference, as in a real plant's performance ratio.
 */

const DEG = Math.PI / 180;
/** The densest layout: a ground coverage ratio (module slant length over row pitch) rarely exceeded by fixed plants. */
export const MAX_GROUND_COVERAGE_RATIO = 0.5;
/** The lowest profile angle a layout keeps free of shade: at high latitudes pitch is not widened for a sun below it. */
const DESIGN_SUN_FLOOR = 15;

/**
 * The ground coverage ratio the rows were laid out with: no shade at noon of the winter solstice (its sun
 * at 90° - |latitude| - 23.45°, floored at 15°), and never denser than 0.5. About 0.34 in Denmark and
 * Germany at 35°, 0.5 in Spain and China. Rooftops are assumed laid out alike.
 */
export function designGroundCoverage(latitude: number, tilt: number): number {
  const a = Math.max(DESIGN_SUN_FLOOR, 90 - Math.abs(latitude) - 23.45) * DEG;
  return Math.min(MAX_GROUND_COVERAGE_RATIO, Math.sin(a) / Math.sin(a + tilt * DEG));
}

/**
 * The shaded share of a row's slant height under a sun at a profile angle (its elevation projected on
 * the plane across the rows): 1 - sin α / (GCR sin(α + β)), the two-dimensional geometry of infinite rows.
 */
export function shadedFraction(tilt: number, profileAngle: number, gcr: number): number {
  if (profileAngle <= 0) return 1;
  const a = profileAngle * DEG;
  const f = 1 - Math.sin(a) / (gcr * Math.sin(a + tilt * DEG));
  return Math.min(1, Math.max(0, f));
}

/** The sun's profile angle for rows facing `azimuth`, degrees (90 when the sun is straight along the rows or behind them). */
export function profileAngle(elevation: number, sunAzimuth: number, azimuth: number): number {
  const across = Math.cos((sunAzimuth - azimuth) * DEG);
  if (across <= 0) return 90;
  return Math.atan(Math.tan(elevation * DEG) / across) / DEG;
}

/**
 * Computed shares by tilt, then coverage ratio, both exact: a plant's rows never change. (A key rounding the ratio
 * gave two plants of nearly the same latitude the share of whichever was computed first, and the fleet's figures
 * depended on which station's sun had risen first since the process started.)
 */
const masking = new Map<number, Map<number, number>>();

/**
 * The share of the isotropic sky diffuse a row loses to the row in front (Passias and Källbäck 1984): a
 * point at slant position s sees the sky above the front row's top edge, at elevation ψ(s), so a view
 * factor of (1 + cos(β + ψ)) / 2 instead of (1 + cos β) / 2; averaged over the slant. About 4 % at 35°, GCR 0.34.
 */
export function skyDiffuseMasking(tilt: number, gcr: number): number {
  let byCoverage = masking.get(tilt);
  if (!byCoverage) masking.set(tilt, (byCoverage = new Map()));
  const known = byCoverage.get(gcr);
  if (known !== undefined) return known;
  const b = tilt * DEG;
  const open = (1 + Math.cos(b)) / 2;
  let lost = 0;
  const steps = 20;
  for (let i = 0; i < steps; i++) {
    const s = (i + 0.5) / steps;
    // The front row's top edge seen from slant position s (slant length 1, pitch 1/gcr).
    const psi = Math.atan2((1 - s) * Math.sin(b), 1 / gcr - (1 - s) * Math.cos(b));
    lost += 1 - (1 + Math.cos(b + psi)) / 2 / open;
  }
  const share = tilt <= 0 ? 0 : lost / steps;
  byCoverage.set(gcr, share);
  return share;
}
