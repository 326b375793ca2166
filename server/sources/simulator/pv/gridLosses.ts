/**
 * From the inverters' AC output to the meter at the grid connection, what the portal does not monitor, as
 * fractions of the power through them: the lines, and a step-up transformer that no registered box
 * transformer stands for. Behind a box transformer the PV loses that transformer's own losses instead
 * (transformer.ts, powerFlow.ts), so no loss is counted twice.
 */
export const TRANSFORMER_LOSS = 0.01;
export const LINE_LOSS = 0.01;

/** What the meter reads of a PV plant's inverter output (kW) when no box transformer carries it. */
export function pvMeterPower(inverterAcKw: number): number {
  return inverterAcKw * (1 - TRANSFORMER_LOSS) * (1 - LINE_LOSS);
}
