import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { STATION_TABLE } from '../telemetry/catalogue/pointTables';
import { liveValue } from './liveValues';
import { round2, stateCounts } from './fleetFigures';
import { fleetTotals } from './fleetTotals';
import { periodEnergies } from './fleetPeriod';
import { roundIn } from '../../shared/figureRounding';
import type { StationPointCode } from '../../shared/stationPoints';

/* What the station homes and the fleet dashboard read: live station points and daily statistics. */

/** Every live station point, null where unknown. */
export function stationPoints(app: FastifyInstance, station: StationFacts): Record<StationPointCode, number | null> {
  // Object.fromEntries forgets its keys: they are every station point's code.
  return Object.fromEntries(
    STATION_TABLE.points.map((p) => [p.code, roundIn(liveValue(app, station.psId, 'PS', 0, p.code), p.unit)]),
  ) as Record<StationPointCode, number | null>;
}

/** Sums of the daily statistics of a station between two days (inclusive), by day, month or year. */
export async function statTotals(app: FastifyInstance, station: StationFacts, from: string, to: string, keyLength: 10 | 7 | 4) {
  const rows = await app.db
    .selectFrom('daily_stat')
    .select(['day', 'generation', 'charge', 'discharge', 'equivalent_hours', 'irradiation'])
    .where('ps_id', '=', station.psId)
    .where('equip_id', '=', 0)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .execute();
  const totals = new Map<
    string,
    { generation: number; charge: number; discharge: number; equivalentHours: number; irradiation: number }
  >();
  for (const r of rows) {
    const key = r.day.slice(0, keyLength);
    const t = totals.get(key) ?? { generation: 0, charge: 0, discharge: 0, equivalentHours: 0, irradiation: 0 };
    t.generation += r.generation;
    t.charge += r.charge;
    t.discharge += r.discharge;
    t.equivalentHours += r.equivalent_hours;
    t.irradiation += r.irradiation;
    totals.set(key, t);
  }
  return totals;
}

export function statColumns(keys: string[], totals: Awaited<ReturnType<typeof statTotals>>) {
  const pick = (field: 'generation' | 'charge' | 'discharge' | 'equivalentHours' | 'irradiation') =>
    keys.map((k) => (totals.has(k) ? round2(totals.get(k)![field]) : null));
  return {
    dateList: keys,
    generation: pick('generation'),
    charge: pick('charge'),
    discharge: pick('discharge'),
    equivalentHours: pick('equivalentHours'),
    irradiation: pick('irradiation'),
    unit: 'kWh',
  };
}

/**
 * Today's totals (the fleet overview's, `fleetTotals`), state counts and capacity by type of a set of stations
 * (the monitors dashboard).
 */
export async function fleetSummary(app: FastifyInstance, stations: StationFacts[]) {
  const totals = fleetTotals(app, stations, await periodEnergies(app, stations, 'day'));
  const byType: Record<string, { count: number; capacity: number; batteryCapacity: number }> = {};
  for (const s of stations) {
    const t = (byType[s.psType] ??= { count: 0, capacity: 0, batteryCapacity: 0 });
    t.count++;
    t.capacity += s.capacity;
    t.batteryCapacity += s.batteryCapacity;
  }
  return {
    stationCount: stations.length,
    byType,
    acPower: totals.acPower,
    dayCap: totals.generation,
    dayCharge: totals.charge,
    dayDischarge: totals.discharge,
    states: stateCounts(app, stations),
    interruptedStations: totals.interruptedStations,
    powerUnit: 'kW',
    energyUnit: 'kWh',
  };
}
