import type { LiveReading, LiveStore, Quality } from './liveStore';
import { liveKey } from './liveStore';

/**
 * Station-level points the ingest keeps for every station (equipment type `PS`, collector 0):
 * active power kW, today's energy kWh, station state, abnormal inverter count, storage charge and
 * discharge today kWh, and the storage run mode.
 */
export const STATION_POINTS = ['acPower', 'dayCap', 'pstate', 'abnormalNbqNum', 'dayCharge', 'dayDischarge', 'runMode'] as const;
export type StationPoint = (typeof STATION_POINTS)[number];

export const stationKey = (psId: number, point: StationPoint) => liveKey(psId, 'PS', 0, point);

/** Run modes of a storage station as the ingest encodes them. */
export const RUN_MODES = ['still', 'charge', 'discharge'] as const;

export interface StationLiveData {
  acPower: number | null;
  powerUnit: string;
  dayCap: number | null;
  capUnit: string;
  abnormalNbqNum: number | null;
  pstate: number | null;
  runMode: (typeof RUN_MODES)[number];
  dayCharge: number | null;
  dayDischarge: number | null;
  /** Worst quality among the values, and the newest measurement time. */
  quality: Quality | null;
  time: number | null;
}

/** Power in kW, or MW with three decimals from 1000 kW (spec 000 §9). */
export function scalePower(kw: number): { value: number; unit: string } {
  return Math.abs(kw) >= 1000 ? { value: round(kw / 1000, 3), unit: 'MW' } : { value: round(kw, 2), unit: 'kW' };
}

/** Energy in kWh below 1000, MWh below 10000 (3 decimals), else 10k kWh (2 decimals) (spec 000 §9). */
export function scaleEnergy(kwh: number): { value: number; unit: string } {
  const a = Math.abs(kwh);
  if (a < 1000) return { value: round(kwh, 2), unit: 'kWh' };
  if (a < 10000) return { value: round(kwh / 1000, 3), unit: 'MWh' };
  return { value: round(kwh / 10000, 2), unit: '10k kWh' };
}

function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
}

const QUALITY_ORDER: Quality[] = ['good', 'stale', 'interrupted'];

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
    const scaledPower = power ? scalePower(power.value) : null;
    const scaledEnergy = energy ? scaleEnergy(energy.value) : null;
    const mode = read('runMode')?.value ?? 0;
    result[psId] = {
      acPower: scaledPower?.value ?? null,
      powerUnit: scaledPower?.unit ?? 'kW',
      dayCap: scaledEnergy?.value ?? null,
      capUnit: scaledEnergy?.unit ?? 'kWh',
      abnormalNbqNum: read('abnormalNbqNum')?.value ?? null,
      pstate: read('pstate')?.value ?? null,
      runMode: RUN_MODES[mode] ?? 'still',
      dayCharge: read('dayCharge')?.value ?? null,
      dayDischarge: read('dayDischarge')?.value ?? null,
      quality: all.length
        ? all.map((r) => r.quality).sort((a, b) => QUALITY_ORDER.indexOf(b) - QUALITY_ORDER.indexOf(a))[0]!
        : null,
      time: all.length ? Math.max(...all.map((r) => r.time)) : null,
    };
  }
  return result;
}
