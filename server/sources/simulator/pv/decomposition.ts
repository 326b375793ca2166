/**
 * Erbs, Klein and Duffie (1982): the diffuse fraction of global horizontal irradiance from the clearness
 * index kt (global over extraterrestrial horizontal). Fitted on hourly data; used here on instants.
 */
export function erbsDiffuseFraction(kt: number): number {
  if (kt <= 0.22) return 1 - 0.09 * Math.max(0, kt);
  if (kt <= 0.8) return 0.9511 - 0.1604 * kt + 4.388 * kt ** 2 - 16.638 * kt ** 3 + 12.336 * kt ** 4;
  return 0.165;
}

export interface BeamAndDiffuse {
  dni: number;
  dhi: number;
  /** The clearness index the split was made from. */
  kt: number;
}

/**
 * Splits a global horizontal irradiance into beam and diffuse. The beam is capped at the clear-sky beam
 * (no cloud makes the sun brighter than a clear sky does); what the cap takes off stays diffuse.
 */
export function splitGlobal(ghi: number, cosZenith: number, extraterrestrialNormal: number, clearDni: number): BeamAndDiffuse {
  if (ghi <= 0 || cosZenith <= 0.01) return { dni: 0, dhi: Math.max(0, ghi), kt: 0 };
  const kt = Math.min(1, ghi / (extraterrestrialNormal * cosZenith));
  const beamHorizontal = ghi * (1 - erbsDiffuseFraction(kt));
  const dni = Math.min(clearDni, beamHorizontal / cosZenith);
  return { dni, dhi: ghi - dni * cosZenith, kt };
}
