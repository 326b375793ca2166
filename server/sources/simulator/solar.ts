import { getPosition } from 'suncalc';

const DEG = Math.PI / 180;

/** One string of 26 modules of 550 Wp. */
export const STRING_KWP = 14.3;
/**
 * Modules per inverter rating: an inverter's peak power is the DC capacity connected to it (kWp, what
 * Chinese portals call 装机容量), so a plant's inverters add up to its capacity; its AC rating, which
 * clips the output and which the power limit is a share of, is that over this ratio.
 */
export const DC_AC_RATIO = 1.15;

/** The AC rating (kW) of an inverter with this much DC capacity connected (kWp). */
export function inverterAcRating(peakKwp: number): number {
  return peakKwp / DC_AC_RATIO;
}

export interface SolarSite {
  latitude: number;
  longitude: number;
  /** Module tilt from horizontal, degrees. */
  tilt: number;
  /** Module azimuth, degrees clockwise from north (180 faces south). */
  azimuth: number;
}

export interface Irradiance {
  /** Sun elevation above the horizon, degrees. */
  elevation: number;
  /** Global horizontal irradiance, W/m². */
  ghi: number;
  /** Irradiance on the module plane, W/m². */
  poa: number;
}

/**
 * Clear-sky irradiance on the horizontal and on the tilted module plane: direct beam from Meinel's
 * air-mass model, a diffuse share, and the isotropic-sky transposition with ground reflection.
 */
export function clearSky(site: SolarSite, time: Date): Irradiance {
  const sun = getPosition(time, site.latitude, site.longitude);
  const elevation = sun.altitude;
  if (elevation <= 0) return { elevation, ghi: 0, poa: 0 };
  const zenith = (90 - elevation) * DEG;
  const cosZ = Math.cos(zenith);
  // Kasten-Young air mass, then Meinel's beam attenuation.
  const airMass = 1 / (cosZ + 0.50572 * Math.pow(96.07995 - (90 - elevation), -1.6364));
  const dni = 1353 * Math.pow(0.7, Math.pow(airMass, 0.678));
  const dhi = 0.12 * dni * Math.sqrt(cosZ);
  const ghi = dni * cosZ + dhi;

  const tilt = site.tilt * DEG;
  const sunAzimuth = sun.azimuth * DEG;
  const cosIncidence = cosZ * Math.cos(tilt) + Math.sin(zenith) * Math.sin(tilt) * Math.cos(sunAzimuth - site.azimuth * DEG);
  const beam = dni * Math.max(0, cosIncidence);
  const sky = (dhi * (1 + Math.cos(tilt))) / 2;
  const ground = (ghi * 0.2 * (1 - Math.cos(tilt))) / 2;
  return { elevation, ghi, poa: beam + sky + ground };
}

/** Module temperature from ambient and plane irradiance (NOCT 45 °C). */
export function moduleTemperature(ambient: number, poa: number): number {
  return ambient + poa * ((45 - 20) / 800);
}

/** DC power per kWp of modules: irradiance, temperature coefficient -0.35 %/K, 3 % soiling and mismatch. */
export function dcPowerPerKwp(poa: number, moduleTemp: number): number {
  return Math.max(0, (poa / 1000) * (1 - 0.0035 * (moduleTemp - 25)) * 0.97);
}

/**
 * AC output of an inverter: a standing loss, a proportional and a quadratic loss (about 98.5 % at
 * half load), clipped at the rated power; below its start threshold the inverter does not run.
 */
export function inverterAc(dcKw: number, ratedKw: number): { acKw: number; efficiency: number; running: boolean } {
  if (dcKw < ratedKw * 0.005) return { acKw: 0, efficiency: 0, running: false };
  const loss = 0.002 * ratedKw + 0.008 * dcKw + (0.006 * dcKw * dcKw) / ratedKw;
  const acKw = Math.min(ratedKw, Math.max(0, dcKw - loss));
  return { acKw, efficiency: (acKw / dcKw) * 100, running: acKw > 0 };
}
