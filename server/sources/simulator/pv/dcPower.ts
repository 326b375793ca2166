/**
 * DC power of a PV array per kWp: the irradiance reaching the cells (after shading, glass and soiling:
 * weather.ts), the module's temperature coefficient and its efficiency drop in dim light, then the array's
 * light-induced degradation, mismatch and DC wiring losses.
 */

/** Temperature coefficient of the maximum power of mono-PERC modules, per K. */
export const GAMMA_PMP = -0.0035;
/** Relative efficiency loss per e-fold of irradiance below 1000 W/m²: -3.2 % at 200 W/m², -6 % at 50 W/m². */
const LOW_LIGHT_SLOPE = 0.02;
/**
 * Array losses, fractions: light-induced degradation of p-type cells in their first months (the fleet is
 * past it), modules and strings unlike each other, DC cable resistance. Soiling depends on the site (siteClimates.ts).
 */
export const ARRAY_LOSSES = { lid: 0.015, mismatch: 0.01, dcWiring: 0.015 };

/** The module's efficiency at an irradiance relative to its efficiency at 1000 W/m² (25 °C). */
export function lowLightEfficiency(irradiance: number): number {
  if (irradiance <= 0) return 0;
  return Math.min(1, 1 + LOW_LIGHT_SLOPE * Math.log(irradiance / 1000));
}

/** Power at the module terminals per kWp of STC rating, kW: the irradiance reaching the cells, at a module temperature. */
export function modulePowerPerKwp(irradiance: number, moduleTemp: number): number {
  if (irradiance <= 0) return 0;
  return Math.max(0, (irradiance / 1000) * lowLightEfficiency(irradiance) * (1 + GAMMA_PMP * (moduleTemp - 25)));
}

/** DC power at the inverter's input per kWp, kW: module power with degradation, mismatch and DC wiring losses. */
export function dcPowerPerKwp(effectiveIrradiance: number, moduleTemp: number): number {
  const { lid, mismatch, dcWiring } = ARRAY_LOSSES;
  return modulePowerPerKwp(effectiveIrradiance, moduleTemp) * (1 - lid) * (1 - mismatch) * (1 - dcWiring);
}
