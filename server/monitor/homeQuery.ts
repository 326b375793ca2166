import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { STATION_STATE } from '../telemetry/deviceStates';
import { STATION_TABLE } from '../telemetry/catalogue/pointTables';
import { liveValue } from './liveValues';
import { round2 } from './fleetFigures';

/* What the station homes and the fleet dashboard read: live station points and daily statistics. */

export const STATION_CODES = STATION_TABLE.points.map((p) => p.code);

/** The station points whose day curves the station home draws. */
export const HOME_CHART_CODES = [
  'acPower',
  'irradiance',
  'pvPower',
  'storagePower',
  'gridPower',
  'loadPower',
  'soc',
  'windSpeed',
] as const;

/** Every live station point, null where unknown. */
export function stationPoints(app: FastifyInstance, station: StationFacts): Record<string, number | null> {
  return Object.fromEntries(STATION_CODES.map((code) => [code, liveValue(app, station.psId, 'PS', 0, code)]));
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

/** Live totals, state counts and capacity by type of a set of stations (the monitors dashboard). */
export function fleetSummary(app: FastifyInstance, stations: StationFacts[]) {
  const totals = { acPower: 0, dayCap: 0, dayCharge: 0, dayDischarge: 0 };
  const states = { normal: 0, abnormal: 0, interrupt: 0 };
  const byType: Record<string, { count: number; capacity: number; batteryCapacity: number }> = {};
  for (const s of stations) {
    const p = stationPoints(app, s);
    totals.acPower += p.acPower ?? 0;
    totals.dayCap += s.psType === 'ES' ? 0 : (p.dayCap ?? 0);
    totals.dayCharge += p.dayCharge ?? 0;
    totals.dayDischarge += p.dayDischarge ?? 0;
    const state = p.pstate ?? STATION_STATE.interrupt;
    if (state === STATION_STATE.abnormal) states.abnormal++;
    else if (state === STATION_STATE.interrupt) states.interrupt++;
    else states.normal++;
    const t = (byType[s.psType] ??= { count: 0, capacity: 0, batteryCapacity: 0 });
    t.count++;
    t.capacity += s.capacity;
    t.batteryCapacity += s.batteryCapacity;
  }
  return {
    stationCount: stations.length,
    byType,
    acPower: round2(totals.acPower),
    dayCap: round2(totals.dayCap),
    dayCharge: round2(totals.dayCharge),
    dayDischarge: round2(totals.dayDischarge),
    states,
    powerUnit: 'kW',
    energyUnit: 'kWh',
  };
}
