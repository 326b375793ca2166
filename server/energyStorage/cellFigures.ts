import { cellStats, type CellStats } from '../../shared/cellFigures';
import type { CellLayout } from '../sources/simulator/batteryCells';

/** A cluster's cells with their extremes, for the cluster and for each of its packs. */
export function cellFigures(layout: CellLayout, voltages: readonly number[], temperatures: readonly number[]) {
  const packs: { pack: number; voltage: CellStats; temperature: CellStats }[] = [];
  for (let pack = 1; pack <= layout.packs; pack++)
    packs.push({
      pack,
      voltage: cellStats(voltages, layout.cellsPerPack, pack),
      temperature: cellStats(temperatures, layout.cellsPerPack, pack),
    });
  return {
    // Copies: the answer's arrays, where the store keeps its own read-only.
    voltages: [...voltages],
    temperatures: [...temperatures],
    voltage: cellStats(voltages, layout.cellsPerPack),
    temperature: cellStats(temperatures, layout.cellsPerPack),
    packStats: packs,
  };
}
