/**
 * Ratios a screen shows in per cent. Where there is nothing to divide the answer is null (the browser shows
 * "—"), never 0 %: a storage plant that has charged but not yet discharged has no efficiency yet, it is not 0 %
 * efficient.
 */

/** part / whole in per cent; null when either is unknown or the whole is not positive. */
export function percentOf(part: number | null | undefined, whole: number | null | undefined): number | null {
  if (part === null || part === undefined || whole === null || whole === undefined) return null;
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return null;
  return (100 * part) / whole;
}

/** Round-trip efficiency, %: discharged over charged, once both happened. */
export function roundTripEfficiency(charge: number | null | undefined, discharge: number | null | undefined): number | null {
  return discharge === null || discharge === undefined || discharge <= 0 ? null : percentOf(discharge, charge);
}
