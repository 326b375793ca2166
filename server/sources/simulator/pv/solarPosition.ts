import { getPosition } from 'suncalc';

const DEG = Math.PI / 180;
/** The solar constant, W/m² (Gueymard 2004, as WMO and PVGIS use it). */
export const SOLAR_CONSTANT = 1361;

export interface SunPosition {
  /** Apparent elevation above the horizon (refraction included), degrees. */
  elevation: number;
  /** Apparent zenith angle, degrees. */
  zenith: number;
  /** Degrees clockwise from north (180 = south). */
  azimuth: number;
}

/** Where the sun stands seen from a place at an instant (suncalc 2: apparent elevation, azimuth from north). */
export function sunPosition(latitude: number, longitude: number, time: Date): SunPosition {
  const sun = getPosition(time, latitude, longitude);
  return { elevation: sun.altitude, zenith: 90 - sun.altitude, azimuth: sun.azimuth };
}

/** Day of the year, 1 on January 1st (UTC). */
export function dayOfYear(tMs: number): number {
  const time = new Date(tMs);
  return Math.floor((tMs - Date.UTC(time.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
}

/** Extraterrestrial irradiance on a plane normal to the sun, W/m²: the solar constant with Spencer's (1971) orbit correction. */
export function extraterrestrialNormal(doy: number): number {
  const b = (2 * Math.PI * (doy - 1)) / 365;
  const e0 = 1.00011 + 0.034221 * Math.cos(b) + 0.00128 * Math.sin(b) + 0.000719 * Math.cos(2 * b) + 0.000077 * Math.sin(2 * b);
  return SOLAR_CONSTANT * e0;
}

/** Solar declination, degrees (Cooper 1969): enough for sunrise times and daily sums. */
export function declination(doy: number): number {
  return 23.45 * Math.sin((2 * Math.PI * (284 + doy)) / 365);
}

/** Hours of local solar time at sunrise (12 minus half the day length); 0 in polar day, 12 in polar night. */
export function sunriseSolarHour(latitude: number, doy: number): number {
  const cosW = -Math.tan(latitude * DEG) * Math.tan(declination(doy) * DEG);
  if (cosW <= -1) return 0;
  if (cosW >= 1) return 12;
  return 12 - Math.acos(cosW) / DEG / 15;
}

/** Local mean solar hour, 0-24 (longitude only: the equation of time's quarter hour does not matter here). */
export function solarHour(tMs: number, longitude: number): number {
  return (((tMs / 3_600_000 + longitude / 15) % 24) + 24) % 24;
}

/** The local solar day an instant belongs to (days since 1970), so a day's sky changes at local midnight, not at UTC's. */
export function solarDay(tMs: number, longitude: number): number {
  return Math.floor((tMs / 3_600_000 + longitude / 15) / 24);
}
