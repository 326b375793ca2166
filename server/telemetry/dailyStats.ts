import type { Db } from '../db/database';
import type { HistoryStore } from './historyStore';
import type { PointRegistry, StationFacts } from './pointRegistry';
import { isOfFamily, isPowerUnit } from '../../shared/deviceTypes';
import type { TimeSlice } from './timeSlice';
import { counterDayEnergy, dayChange, readCounterDays } from './counterEnergy';

/** Points read as counters or levels at the day's boundaries (counterEnergy.ts); the rest are curves. */
const BOUNDARY_CODES = new Set(['totalCap', 'soc', 'TotalE', 'ChargeE', 'DischargeE']);

/** The integral of a power curve (kW samples every `periodMinutes`) in kWh, by trapezoids over present pairs. */
export function integrate(samples: Float64Array, periodMinutes: number): number {
  let sum = 0;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    if (!Number.isNaN(a) && !Number.isNaN(b)) sum += ((a + b) / 2) * (periodMinutes / 60);
  }
  return sum;
}

export function maximum(samples: Float64Array): number {
  let max = 0;
  for (const v of samples) if (!Number.isNaN(v) && v > max) max = v;
  return max;
}

/**
 * Daily statistics per station and device, computed from the day's history: generation from the energy
 * counters, charge and discharge from the PCS counters (each boundary to boundary, counterEnergy.ts), the
 * energy left in the battery, equivalent hours against capacity, maximum power and irradiation. Recomputed
 * whenever samples of that day arrive, so late data corrects them, and when the next day's first arrive.
 * False for a day the store keeps no history of: nothing was counted.
 */
export async function recomputeDailyStats(
  db: Db,
  history: HistoryStore,
  registry: PointRegistry,
  psId: number,
  day: string,
  /** Yields while reading a large station's curves. */
  slice?: TimeSlice,
): Promise<boolean> {
  const station = registry.stations.get(psId);
  if (!station) return false;
  const series = (equipType: string, collectId: number, code: string) => registry.seriesId(psId, equipType, collectId, code);
  const devices = registry.devicesOf(psId).filter((d) => isPowerUnit(d.equipType));
  const wanted = new Map<string, number>();
  const want = (name: string, id: number | null) => id !== null && wanted.set(name, id);
  want('ps:acPower', series('PS', 0, 'acPower'));
  want('ps:totalCap', series('PS', 0, 'totalCap'));
  want('ps:irradiance', series('PS', 0, 'irradiance'));
  want('ps:soc', series('PS', 0, 'soc'));
  for (const d of devices) {
    for (const code of ['P', 'TotalE', 'ChargeE', 'DischargeE'])
      want(`${d.equipId}:${code}`, series(d.equipType, d.collectId, code));
  }
  const curves = await history.readDay([...wanted.values()], station.timeZone, day, 5, slice);
  // A day the store keeps no history of (retention dropped it) keeps the statistics it has.
  if (![...curves.values()].some((c) => c.samples.some((v) => !Number.isNaN(v)))) return false;
  const curve = (name: string) => {
    const id = wanted.get(name);
    return id === undefined ? undefined : curves.get(id)?.samples;
  };
  const boundaryIds = [...wanted].filter(([name]) => BOUNDARY_CODES.has(name.split(':')[1]!)).map(([, id]) => id);
  const boundaries = await readCounterDays(history, curves, boundaryIds, station.timeZone, day, slice);
  /** A counter's energy of the day, or undefined when the point keeps no history. */
  const counter = (name: string) => {
    const days = boundaries.get(wanted.get(name) ?? -1);
    return days ? counterDayEnergy(days) : undefined;
  };
  const now = Date.now();
  const rows = [];
  let charge = 0;
  let discharge = 0;
  for (const d of devices) {
    const power = curve(`${d.equipId}:P`);
    const generation = counter(`${d.equipId}:TotalE`) ?? (power ? integrate(power, 5) : 0);
    const devCharge = counter(`${d.equipId}:ChargeE`) ?? 0;
    const devDischarge = counter(`${d.equipId}:DischargeE`) ?? 0;
    charge += devCharge;
    discharge += devDischarge;
    const rated = d.peakPower ?? 0;
    // A converter's output is its discharge: a storage plant generates nothing.
    const isConverter = isOfFamily(d.equipType, 'pcs');
    rows.push({
      ps_id: psId,
      equip_id: d.equipId,
      day,
      generation: isConverter ? devDischarge : generation,
      charge: devCharge,
      discharge: devDischarge,
      equivalent_hours: rated ? (isConverter ? devDischarge : generation) / rated : 0,
      max_power: power ? maximum(power) : 0,
      irradiation: 0,
      stored_change: null,
      boundaries: 1,
      updated_at: now,
    });
  }
  const socDays = boundaries.get(wanted.get('ps:soc') ?? -1);
  const socChange = socDays ? dayChange(socDays) : NaN;
  rows.push({
    ...stationRow(station, day, counter('ps:totalCap'), curve('ps:acPower'), curve('ps:irradiance'), charge, discharge, now),
    // What the day left in the battery, kWh: the round trip's correction for an open cycle (docs/energy-storage.md).
    stored_change: station.batteryCapacity && Number.isFinite(socChange) ? (socChange / 100) * station.batteryCapacity : null,
  });
  await db
    .insertInto('daily_stat')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['ps_id', 'equip_id', 'day']).doUpdateSet((eb) => ({
        generation: eb.ref('excluded.generation'),
        charge: eb.ref('excluded.charge'),
        discharge: eb.ref('excluded.discharge'),
        equivalent_hours: eb.ref('excluded.equivalent_hours'),
        max_power: eb.ref('excluded.max_power'),
        irradiation: eb.ref('excluded.irradiation'),
        stored_change: eb.ref('excluded.stored_change'),
        boundaries: eb.ref('excluded.boundaries'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
  return true;
}

function stationRow(
  station: StationFacts,
  day: string,
  totalCap: number | undefined,
  power: Float64Array | undefined,
  irradiance: Float64Array | undefined,
  charge: number,
  discharge: number,
  now: number,
) {
  const generation = station.psType === 'ES' ? discharge : (totalCap ?? (power ? integrate(power, 5) : 0));
  return {
    ps_id: station.psId,
    equip_id: 0,
    day,
    generation,
    charge,
    discharge,
    equivalent_hours: station.capacity ? generation / station.capacity : 0,
    max_power: power ? maximum(power) : 0,
    // W/m² samples integrate to Wh/m²; irradiation is reported in kWh/m².
    irradiation: irradiance ? integrate(irradiance, 5) / 1000 : 0,
    boundaries: 1,
    updated_at: now,
  };
}
