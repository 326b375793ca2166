import type { HarmonicSpectrum, Phase } from '../../shared/powerQuality';

/** One phase of one spectrum as the bars draw it: what the answer holds, checked. */
export interface HarmonicBars {
  orders: number[];
  /** % of the fundamental by order; null where the order was not measured. */
  values: (number | null)[];
  /** Compatibility level by order, or null when the quantity has none (currents). */
  limits: number[] | null;
  /** Orders whose content is above their level. */
  violations: number[];
  thd: number | null;
  thdLimit: number | null;
  limitSource: string | null;
}

const numberOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The bars of a phase from a spectrum as answered; null when there is nothing to draw (not answered yet, or the
 * phase never measured). Levels are taken only when there is one per order.
 */
export function harmonicBarsOf(spectrum: HarmonicSpectrum | undefined | null, phase: Phase): HarmonicBars | null {
  const values = spectrum?.phases?.[phase];
  if (!spectrum || !Array.isArray(spectrum.orders) || !Array.isArray(values)) return null;
  const orders = spectrum.orders;
  const limits = Array.isArray(spectrum.limits) && spectrum.limits.length === orders.length ? spectrum.limits : null;
  const shown = orders.map((_, i) => numberOrNull(values[i]));
  const violations = limits ? orders.filter((order, i) => shown[i] !== null && shown[i]! > limits[i]!) : [];
  return {
    orders,
    values: shown,
    limits,
    violations,
    thd: numberOrNull(spectrum.thd?.[phase]),
    thdLimit: numberOrNull(spectrum.thdLimit),
    limitSource: spectrum.limitSource ?? null,
  };
}
