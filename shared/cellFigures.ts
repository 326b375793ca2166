/** Where a cell sits: its pack and its place in the pack, both from 1. */
export interface CellPlace {
  pack: number;
  cell: number;
}

export interface CellExtreme extends CellPlace {
  value: number;
}

export interface CellStats {
  max: CellExtreme | null;
  min: CellExtreme | null;
  /** max − min, in the values' unit. */
  spread: number | null;
  mean: number | null;
}

/**
 * Highest, lowest, spread and mean of some cells of a cluster (pack-major order, `cellsPerPack` a pack), with
 * the cells that set them: what a BMS screen shows beside its heat map. `only` limits it to one pack.
 */
export function cellStats(values: readonly number[], cellsPerPack: number, only?: number): CellStats {
  let max: CellExtreme | null = null;
  let min: CellExtreme | null = null;
  let sum = 0;
  let count = 0;
  values.forEach((value, i) => {
    const place = { pack: Math.floor(i / cellsPerPack) + 1, cell: (i % cellsPerPack) + 1 };
    if (only !== undefined && place.pack !== only) return;
    if (!Number.isFinite(value)) return;
    if (!max || value > max.value) max = { ...place, value };
    if (!min || value < min.value) min = { ...place, value };
    sum += value;
    count++;
  });
  const top = max as CellExtreme | null;
  const bottom = min as CellExtreme | null;
  return {
    max: top,
    min: bottom,
    spread: top && bottom ? round(top.value - bottom.value, 3) : null,
    mean: count ? round(sum / count, 3) : null,
  };
}

function round(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
