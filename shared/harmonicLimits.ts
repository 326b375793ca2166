/**
 * Compatibility levels for harmonic voltages, in % of the fundamental, read by the server (the power-quality
 * answer carries them) and the browser (the harmonic bars draw them).
 *
 * Source: IEC 61000-2-2:2002 (+A1:2017, +A2:2018), Table 1, compatibility levels for individual harmonic
 * voltages in low-voltage public networks; IEC 61000-2-12:2003 gives the same levels for medium-voltage public
 * networks. EN 50160 states limits of the supply voltage up to order 25 that are close but not identical
 * (15th 0.5 %, 19th 1.5 %, even orders from the 6th 0.5 %); we follow IEC 61000-2-2 for every order.
 *
 * A compatibility level is a voltage figure: the standards set none for harmonic currents (emission limits
 * for currents depend on the connection and are agreed with the grid operator), so a current spectrum is
 * shown without levels.
 */

/** The harmonic orders a spectrum holds: 2nd to 50th (IEC 61000-4-7 / 61000-4-30 class A analysers). */
export const HARMONIC_ORDERS: readonly number[] = Array.from({ length: 49 }, (_, i) => i + 2);

/** Total harmonic distortion of the voltage, %: IEC 61000-2-2 and EN 50160. */
export const THD_VOLTAGE_LEVEL = 8;

/** Voltage unbalance (negative over positive sequence), %: IEC 61000-2-2 and EN 50160. */
export const VOLTAGE_UNBALANCE_LEVEL = 2;

/** Frequency of an interconnected 50 Hz system, Hz: EN 50160, 50 Hz ± 1 % during 99.5 % of a year. */
export const FREQUENCY_BAND = { nominal: 50, lower: 49.5, upper: 50.5 } as const;

/** The standard the levels come from, as answers and screens name it. */
export const HARMONIC_LEVELS_SOURCE = 'IEC 61000-2-2';

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The compatibility level of one harmonic voltage order, % of the fundamental (IEC 61000-2-2, Table 1). */
export function voltageCompatibilityLevel(order: number): number {
  if (!Number.isInteger(order) || order < 2 || order > 50) throw new RangeError(`no compatibility level for order ${order}`);
  if (order % 2 === 0) {
    // Even orders: 2nd 2 %, 4th 1 %, 6th 0.5 %, then 0.25 × 10/h + 0.25.
    if (order === 2) return 2;
    if (order === 4) return 1;
    if (order === 6) return 0.5;
    return round3((0.25 * 10) / order + 0.25);
  }
  if (order % 3 === 0) {
    // Odd multiples of 3: they add up in the neutral, hence their own column.
    const triplen: Record<number, number> = { 3: 5, 9: 1.5, 15: 0.4, 21: 0.3 };
    return triplen[order] ?? 0.2;
  }
  // Odd orders that are not multiples of 3.
  const odd: Record<number, number> = { 5: 6, 7: 5, 11: 3.5, 13: 3 };
  return odd[order] ?? round3(2.27 * (17 / order) - 0.27);
}

/** The levels of HARMONIC_ORDERS, in their order. */
export const VOLTAGE_COMPATIBILITY_LEVELS: readonly number[] = HARMONIC_ORDERS.map(voltageCompatibilityLevel);

/**
 * Total harmonic distortion from a spectrum in % of the fundamental: the root of the sum of squares of the
 * orders given (here 2 to 50; EN 50160 sums to the 40th, a difference of hundredths of a per cent at most).
 */
export function totalHarmonicDistortion(spectrum: readonly number[]): number {
  let sum = 0;
  for (const v of spectrum) sum += v * v;
  return Math.sqrt(sum);
}
