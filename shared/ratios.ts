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

/**
 * Round-trip efficiency over closed days, %: discharged over charged less what the days left in the battery,
 * η = E_dis / (E_ch − ΔSOC·E_nom) (docs/energy-storage.md). Without the correction a period that ends fuller than it began
 * reads low, one that ends emptier reads high (an open cycle). Null until both happened.
 */
export function roundTripEfficiency(
  energy: { charge: number; discharge: number; storedChange: number } | undefined,
): number | null {
  if (!energy || energy.discharge <= 0) return null;
  return percentOf(energy.discharge, energy.charge - energy.storedChange);
}
