/**
 * A storage converter's (PCS) losses, one curve for both directions: a no-load share that dominates at partial
 * load, a linear one (switching) and a quadratic one (conduction), as fractions of the power through it at load
 * x = |P_ac| / P_rated. η = 1 / (1 + a/x + b + c·x): 98.0 % at rated power, 97.5 % at half, 92 % at a tenth.
 */
const NO_LOAD = 0.008;
const SWITCHING = 0.008;
const CONDUCTION = 0.004;

/** Efficiency (0-1) at an AC power of `acKw` through a converter rated `ratedKw`. */
export function converterEfficiency(acKw: number, ratedKw: number): number {
  const x = ratedKw > 0 ? Math.abs(acKw) / ratedKw : 0;
  if (x <= 0) return 0;
  return 1 / (1 + NO_LOAD / x + SWITCHING + CONDUCTION * x);
}

/**
 * The DC (battery) side of an AC power, discharge positive: charging, the cells receive P_ac × η; discharging,
 * they give P_ac / η, so that the grid receives P_dc × η. Either way the converter loses.
 */
export function dcSide(acKw: number, ratedKw: number): number {
  if (acKw === 0) return 0;
  const eta = converterEfficiency(acKw, ratedKw);
  return acKw > 0 ? acKw / eta : acKw * eta;
}

/**
 * The AC power that moves `dcKw` at the cells (the inverse of dcSide), discharge positive. With y = |P_ac|:
 * charging |P_dc| = y² / ((1 + b)·y + a·R + c·y²/R), discharging |P_dc| = (1 + b)·y + a·R + c·y²/R; each a
 * quadratic in y. A discharge no larger than the no-load loss gives nothing to the grid.
 */
export function acSide(dcKw: number, ratedKw: number): number {
  const d = Math.abs(dcKw);
  if (d === 0 || ratedKw <= 0) return 0;
  const [a, b, c, r] = [NO_LOAD, SWITCHING, CONDUCTION, ratedKw];
  if (dcKw > 0) {
    if (d <= a * r) return 0;
    const k = c / r;
    return (-(1 + b) + Math.sqrt((1 + b) ** 2 + 4 * k * (d - a * r))) / (2 * k);
  }
  const q = 1 - (c * d) / r;
  return -(d * (1 + b) + Math.sqrt(d * d * (1 + b) ** 2 + 4 * q * d * a * r)) / (2 * q);
}
