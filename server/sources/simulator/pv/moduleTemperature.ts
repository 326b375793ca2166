/**
 * Module temperature by Faiman (2008), the model of IEC 61853-2: T_mod = T_amb + G / (U0 + U1 v), with the
 * wind at module height and the irradiance in the plane.
 */

/** Constant heat-loss factor, W/m²K, and wind-dependent one, W/m³s: Faiman's fit for glass-backsheet modules. */
export const FAIMAN_U0 = 25;
export const FAIMAN_U1 = 6.84;
/** Module height above ground, m, and the hub height the site's wind model describes (weather.ts). */
export const MODULE_HEIGHT_M = 2.5;
export const HUB_HEIGHT_M = 100;
/** Hellmann exponent of open terrain (the one-seventh power law). */
const SHEAR_EXPONENT = 1 / 7;

export function faimanTemperature(ambient: number, poa: number, windAtModule: number): number {
  return ambient + poa / (FAIMAN_U0 + FAIMAN_U1 * Math.max(0, windAtModule));
}

/** Wind at module height from the hub-height wind, by the power law: about 0.59 of it. */
export function windAtModuleHeight(hubWind: number): number {
  return hubWind * Math.pow(MODULE_HEIGHT_M / HUB_HEIGHT_M, SHEAR_EXPONENT);
}
