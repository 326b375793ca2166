/**
 * From the inverters' AC output to the meter at the grid connection: the medium-voltage transformers and the
 * collector and export lines, as fractions of the power through them (rated-load figures, applied at
 * every load: the transformers' no-load loss is not modelled, so a plant at night reads zero, not an import).
 */
export const TRANSFORMER_LOSS = 0.01;
export const LINE_LOSS = 0.01;

/** What the meter reads of a PV plant's inverter output (kW). */
export function pvMeterPower(inverterAcKw: number): number {
  return inverterAcKw * (1 - TRANSFORMER_LOSS) * (1 - LINE_LOSS);
}
