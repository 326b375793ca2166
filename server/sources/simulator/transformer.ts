/**
 * A box transformer's losses and oil temperature at its load, the figures of a medium-voltage oil transformer
 * of a few MVA: the core loses about 0.1 % of the rating whenever it is energized, loaded or not; the windings
 * lose about 0.8 % at rated load, with the square of the load. So it loses 0.5-0.9 % of what it carries from a
 * third of its load up, more at dawn, and draws its no-load loss from the grid at night.
 */
export const NO_LOAD_LOSS = 0.001;
export const LOAD_LOSS = 0.008;
/** The devices behind it feed at this power factor (stationSimulator's gridSide): kVA = kW / 0.99. */
const POWER_FACTOR = 0.99;
/** Top-oil rise over the air at rated load (K), below the 60 K an ONAN transformer is allowed (IEC 60076-2). */
const RATED_OIL_RISE_K = 45;
/** The oil's exponent for natural cooling (IEC 60076-7, ONAN). */
const OIL_EXPONENT = 0.8;

/** Load as a share of the rating of a transformer carrying `kw` either way. */
export function transformerLoad(kw: number, ratingKva: number): number {
  return ratingKva > 0 ? Math.abs(kw) / POWER_FACTOR / ratingKva : 0;
}

/** Active power lost in an energized transformer at a load (kW). */
export function transformerLossKw(load: number, ratingKva: number): number {
  return ratingKva * (NO_LOAD_LOSS + LOAD_LOSS * load * load);
}

/**
 * Steady top-oil temperature at a load (IEC 60076-7): the rise grows with the losses, (1 + R·K²) / (1 + R)
 * with R the ratio of load to no-load loss, to the oil's exponent. Thermal lag is not modelled: like every
 * simulated value it is a function of the instant.
 */
export function topOilC(ambientC: number, load: number): number {
  const ratio = LOAD_LOSS / NO_LOAD_LOSS;
  return ambientC + RATED_OIL_RISE_K * ((1 + ratio * load * load) / (1 + ratio)) ** OIL_EXPONENT;
}

/** How many units of a nameplate carry `kw` of devices at most at rated load: at least one. */
export function unitsFor(kw: number, nameplateKva: number): number {
  return Math.max(1, Math.ceil(transformerLoad(kw, nameplateKva) - 1e-9));
}
