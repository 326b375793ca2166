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

/**
 * AC output of an inverter: a standing loss, a proportional and a quadratic loss (about 98.5 % at
 * half load, 97 % at a tenth, a European efficiency near 98.2 %), clipped at the rated power; below its
 * start threshold the inverter does not run.
 */
export function inverterAc(dcKw: number, ratedKw: number): { acKw: number; efficiency: number; running: boolean } {
  if (dcKw < ratedKw * 0.005) return { acKw: 0, efficiency: 0, running: false };
  const loss = 0.002 * ratedKw + 0.008 * dcKw + (0.006 * dcKw * dcKw) / ratedKw;
  const acKw = Math.min(ratedKw, Math.max(0, dcKw - loss));
  return { acKw, efficiency: (acKw / dcKw) * 100, running: acKw > 0 };
}
