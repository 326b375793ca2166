/**
 * Clear-sky irradiance by Ineichen and Perez (2002) with the Linke turbidity and the site's altitude, as
 * pvlib's `clearsky.ineichen` implements it (without the optional Perez enhancement factor).
 */

const DEG = Math.PI / 180;

export interface SkyIrradiance {
  /** Global horizontal, W/m². */
  ghi: number;
  /** Direct normal, W/m². */
  dni: number;
  /** Diffuse horizontal, W/m². */
  dhi: number;
}

export const DARK: SkyIrradiance = { ghi: 0, dni: 0, dhi: 0 };

/** Relative optical air mass, Kasten and Young (1989); apparent zenith in degrees. */
export function relativeAirMass(zenith: number): number {
  return 1 / (Math.cos(zenith * DEG) + 0.50572 * Math.pow(96.07995 - zenith, -1.6364));
}

/** Air pressure at an altitude in metres, Pa (the standard atmosphere). */
export function pressureAt(altitude: number): number {
  return 101325 * Math.pow(1 - 2.25577e-5 * altitude, 5.25588);
}

/** Ineichen-Perez from the apparent zenith (degrees), absolute air mass, Linke turbidity, altitude (m) and extraterrestrial DNI. */
export function ineichen(
  zenith: number,
  airMassAbsolute: number,
  linke: number,
  altitude: number,
  dniExtra: number,
): SkyIrradiance {
  if (zenith >= 90) return DARK;
  const cosZ = Math.cos(zenith * DEG);
  const fh1 = Math.exp(-altitude / 8000);
  const fh2 = Math.exp(-altitude / 1250);
  const cg1 = 5.09e-5 * altitude + 0.868;
  const cg2 = 3.92e-5 * altitude + 0.0387;
  const ghi = Math.max(0, cg1 * dniExtra * cosZ * Math.exp(-cg2 * airMassAbsolute * (fh1 + fh2 * (linke - 1))));
  const b = 0.664 + 0.163 / fh1;
  const beamByTurbidity = dniExtra * Math.max(0, b * Math.exp(-0.09 * airMassAbsolute * (linke - 1)));
  // The beam can be no more than the global's share the model allows at this turbidity.
  const beamByGlobal = ghi * Math.min(Math.max((1 - (0.1 - 0.2 * Math.exp(-linke)) / (0.1 + 0.882 / fh1)) / cosZ, 0), 1e20);
  const dni = Math.min(beamByTurbidity, beamByGlobal);
  return { ghi, dni, dhi: Math.max(0, ghi - dni * cosZ) };
}

/** Clear-sky irradiance at a sun zenith (degrees) for a site's turbidity and altitude. */
export function clearSkyAt(zenith: number, linke: number, altitude: number, dniExtra: number): SkyIrradiance {
  if (zenith >= 90) return DARK;
  const airMass = relativeAirMass(zenith) * (pressureAt(altitude) / 101325);
  return ineichen(zenith, airMass, linke, altitude, dniExtra);
}
