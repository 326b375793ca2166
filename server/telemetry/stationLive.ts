import type { LiveReading, LiveStore } from './liveStore';
import { RUN_MODES, type StationLiveData } from '../../shared/stationLive';
import { liveKey, worstOf } from './liveStore';
import { scaleEnergy, scalePower, type Scaled } from '../../shared/formatters';
import { roundIn } from '../../shared/figureRounding';

/**
 * Station-level points the ingest keeps for every station (equipment type `PS`, collector 0):
 * active power kW, today's energy kWh, station state, abnormal inverter count, storage charge and
 * discharge today kWh, and the storage run mode.
 */
export const STATION_POINTS = [
  'acPower',
  'dayCap',
  'pstate',
  'abnormalNbqNum',
  'abnormalBranchNum',
  'dayCharge',
  'dayDischarge',
  'runMode',
] as const;
export type StationPoint = (typeof STATION_POINTS)[number];

export { RUN_MODES, type StationLiveData } from '../../shared/stationLive';

export const stationKey = (psId: number, point: StationPoint) => liveKey(psId, 'PS', 0, point);

/**
 * A scaled value with the decimals an answer carries in its unit (10k kWh with four, not the two it is shown
 * with): the navigator writes it again in the reader's unit, and 14.78 万kWh would read 147.800 MWh beside the
 * matrix's 147.761.
 */
function rounded(s: Scaled): { value: number; unit: string } {
  return { value: roundIn(s.value, s.unit), unit: s.unit };
}

function roundOrNull(v: number | undefined): number | null {
  return v === undefined ? null : roundIn(v, 'kWh');
}

/** Reads what the live store knows of each station; absent values stay null, never invented. */
export function stationLiveData(store: LiveStore, psIds: readonly number[], now = Date.now()): Record<number, StationLiveData> {
  const keys = psIds.flatMap((psId) => STATION_POINTS.map((p) => stationKey(psId, p)));
  const readings = store.getMany(keys, now);
  const result: Record<number, StationLiveData> = {};
  for (const psId of psIds) {
    const read = (p: StationPoint): LiveReading | undefined => readings.get(stationKey(psId, p));
    const all = STATION_POINTS.map(read).filter((r): r is LiveReading => Boolean(r));
    const power = read('acPower');
    const energy = read('dayCap');
    const scaledPower = power ? rounded(scalePower(power.value)) : null;
    const scaledEnergy = energy ? rounded(scaleEnergy(energy.value)) : null;
    const mode = read('runMode')?.value ?? 0;
    result[psId] = {
      acPower: scaledPower?.value ?? null,
      powerUnit: scaledPower?.unit ?? 'kW',
      dayCap: scaledEnergy?.value ?? null,
      capUnit: scaledEnergy?.unit ?? 'kWh',
      abnormalNbqNum: read('abnormalNbqNum')?.value ?? null,
      abnormalBranchNum: read('abnormalBranchNum')?.value ?? null,
      pstate: read('pstate')?.value ?? null,
      runMode: RUN_MODES[mode] ?? 'still',
      dayCharge: roundOrNull(read('dayCharge')?.value),
      dayDischarge: roundOrNull(read('dayDischarge')?.value),
      ...worstOf(all),
    };
  }
  return result;
}
