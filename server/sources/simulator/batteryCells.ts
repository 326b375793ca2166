import { unit } from './noise';

/** LFP open-circuit voltage (V) by state of charge (%): flat between 20 and 90 %, steep at both ends. */
const OCV: readonly [number, number][] = [
  [0, 2.9],
  [5, 3.12],
  [10, 3.2],
  [20, 3.25],
  [30, 3.275],
  [40, 3.29],
  [50, 3.3],
  [60, 3.31],
  [70, 3.32],
  [80, 3.33],
  [90, 3.345],
  [95, 3.37],
  [100, 3.45],
];

/** The curve every 5 %: every point of the table lies on this grid, so interpolating in it is the same line. */
const OCV_EVERY_5 = Array.from({ length: 21 }, (_, i) => {
  const s = 5 * i;
  const at = OCV.findIndex(([s1]) => s1 >= s);
  const [s1, v1] = OCV[at]!;
  if (s1 === s) return v1;
  const [s0, v0] = OCV[at - 1]!;
  return v0 + ((v1 - v0) * (s - s0)) / (s1 - s0);
});

/** Every cell of every cluster asks at every step: a look-up in the 5 % grid instead of a search of the table. */
export function openCircuitVoltage(soc: number): number {
  const s = Math.max(0, Math.min(100, soc)) / 5;
  const i = Math.min(19, Math.floor(s));
  return OCV_EVERY_5[i]! + (OCV_EVERY_5[i + 1]! - OCV_EVERY_5[i]!) * (s - i);
}

export interface CellLayout {
  packs: number;
  cellsPerPack: number;
}

/** A cell that has lost capacity: by index in the cluster (pack-major), and the share of capacity lost. */
export interface WeakCell {
  index: number;
  capacityLoss: number;
}

export interface ClusterState {
  /** The cluster's state of charge, %. */
  soc: number;
  /** Current over its rated current, discharge positive. */
  load: number;
  /** Air temperature in the container, °C. */
  containerC: number;
}

/** Terminal voltage drop at rated current of a typical cell, V. */
const DROP_AT_RATED = 0.04;

/**
 * The cells of a cluster at an instant. In series every cell carries the cluster's current, so they differ by
 * what they are: each has its own small charge imbalance (±1 %), resistance (±8 %) and sensor offset. A cell
 * that lost capacity runs emptier than the others below full charge, by more the emptier the cluster, so it is
 * the lowest cell and, near the end of discharge, far below the rest, as a weak LFP cell is; its higher
 * resistance also heats it.
 * Temperatures: the container's air plus each cell's heating, warmer towards the middle of the rack and of
 * each pack.
 */
export function clusterCells(
  layout: CellLayout,
  seed: number,
  equipId: number,
  state: ClusterState,
  weak?: WeakCell,
  /** Arrays to write the cells into (a cluster's previous report), instead of new ones. */
  into: CellValues = { voltages: [], temperatures: [] },
): CellValues {
  const traits = cellTraits(layout, seed, equipId);
  const count = traits.charge.length;
  const { voltages, temperatures } = into;
  // Filled, not lengthened: an array given a length has holes, which every later read must check for.
  while (voltages.length < count) voltages.push(0);
  while (temperatures.length < count) temperatures.push(0);
  voltages.length = temperatures.length = count;
  const heating = 1.5 + 5 * state.load * state.load;
  const drop = state.load * DROP_AT_RATED;
  const weakIndex = weak?.index ?? -1;
  for (let i = 0; i < count; i++) {
    let soc = state.soc + traits.charge[i]!;
    let resistance = traits.resistance[i]!;
    if (i === weakIndex) {
      // The BMS balances the cells at the top of charge: a cell of less capacity is emptier everywhere below it.
      soc = 100 - (100 - soc) / (1 - weak!.capacityLoss);
      resistance *= 1.6;
    }
    // Millivolts and tenths of a degree, as a BMS reports them.
    voltages[i] = Math.round((openCircuitVoltage(soc) - drop * resistance) * 1000) / 1000;
    temperatures[i] = Math.round((state.containerC + heating * resistance + traits.warmth[i]!) * 10) / 10;
  }
  return into;
}

/** A cluster's cell voltages (V) and temperatures (°C), pack-major. */
export interface CellValues {
  voltages: number[];
  temperatures: number[];
}

/** What each cell of a cluster is: its charge imbalance (%), resistance (per unit) and warmth by its place (K). */
interface CellTraits {
  charge: Float64Array;
  resistance: Float64Array;
  warmth: Float64Array;
}

/**
 * A cluster's cell traits, drawn from the seed once: they do not change from step to step, and drawing three
 * hashes for each of 384 cells at every step of every cluster was a tenth of the whole simulation.
 */
const traitsOf = new Map<string, CellTraits>();

function cellTraits(layout: CellLayout, seed: number, equipId: number): CellTraits {
  const key = `${seed}:${equipId}:${layout.packs}:${layout.cellsPerPack}`;
  let traits = traitsOf.get(key);
  if (traits) return traits;
  const count = layout.packs * layout.cellsPerPack;
  traits = { charge: new Float64Array(count), resistance: new Float64Array(count), warmth: new Float64Array(count) };
  for (let i = 0; i < count; i++) {
    const pack = Math.floor(i / layout.cellsPerPack);
    const cell = i % layout.cellsPerPack;
    traits.charge[i] = 2 * (unit(seed, equipId, i, 1) - 0.5);
    traits.resistance[i] = 0.92 + 0.16 * unit(seed, equipId, i, 2);
    traits.warmth[i] =
      1.2 * middle(pack, layout.packs) + 0.6 * middle(cell, layout.cellsPerPack) + 0.8 * (unit(seed, equipId, i, 3) - 0.5);
  }
  traitsOf.set(key, traits);
  return traits;
}

/** 1 in the middle of a row of `of`, falling to 0 at both ends. */
function middle(n: number, of: number): number {
  return of > 1 ? 1 - Math.abs((2 * n) / (of - 1) - 1) : 0;
}
