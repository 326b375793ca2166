import { BATTERY_CELL, CLUSTER_KWH } from '../../telemetry/catalogue/deviceModels';

/**
 * How a plant's nameplate energy is built of clusters (CLUSTER_KWH each: 16 packs of 24 cells of 280 Ah at
 * 3.2 V in series): the whole number of clusters nearest to it, at least one per converter.
 */
export function clusterCount(nameplateKwh: number, converters: number): number {
  return Math.max(converters, Math.round(nameplateKwh / CLUSTER_KWH));
}

/**
 * The clusters behind each converter, in parallel on its DC bus: in proportion to the converters' ratings,
 * whole numbers adding up to the plant's (the largest remainders get the odd ones, the first in a tie).
 */
export function clustersPerConverter(nameplateKwh: number, ratingsKw: readonly number[]): number[] {
  const total = clusterCount(nameplateKwh, ratingsKw.length);
  const sum = ratingsKw.reduce((a, b) => a + b, 0);
  const exact = ratingsKw.map((kw) => (sum > 0 ? (total * kw) / sum : total / ratingsKw.length));
  const counts = exact.map((x) => Math.max(1, Math.floor(x)));
  let left = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) {
    const i = order[k]![1];
    counts[i] = counts[i]! + 1;
  }
  return counts;
}

/** A cluster's current at its continuous rating (0.5 C of 280 Ah = 140 A). */
export const CONTINUOUS_CLUSTER_A = BATTERY_CELL.continuousC * BATTERY_CELL.ah;

/** The power of `clusters` clusters at the cells' continuous C-rate, kW (172.032 kW each), to 0.001 kW. */
export function clusterContinuousKw(clusters: number): number {
  return Math.round(clusters * CLUSTER_KWH * BATTERY_CELL.continuousC * 1000) / 1000;
}
