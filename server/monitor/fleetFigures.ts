import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { STATION_STATE } from '../telemetry/deviceStates';
import { liveValue } from './liveValues';
import type { ClosedEnergy, PeriodEnergy } from './fleetPeriod';
import { storageDirection } from '../../shared/storagePower';
import { roundTripEfficiency } from '../../shared/ratios';
import { roundKilo } from '../../shared/figureRounding';
import { familyOf, type DeviceFamily } from '../../shared/deviceTypes';

/** Device families the fleet counts: PCS units, EV chargers (CDZ, 充电桩) and gensets (FDJ, 发电机组). */
const COUNTED_DEVICES = { pcsUnits: 'pcs', evChargers: 'evCharger', gensets: 'genset' } as const satisfies Record<
  string,
  DeviceFamily
>;

/** Two decimals, as answers carry kW and kWh (spec-digest 000 §9; shared/figureRounding.ts). */
export const round2 = roundKilo;

const hasPv = (s: StationFacts) => s.psType === 'PV' || s.psType === 'PVES';
const hasStorage = (s: StationFacts) => s.psType === 'ES' || s.psType === 'PVES';

/**
 * What the fleet is made of, in display order. Projects are always counted; a station or device type the
 * fleet does not have is left out rather than shown as 0.
 */
export function fleetCounts(app: FastifyInstance, stations: StationFacts[]): { key: string; value: number }[] {
  const devices = stations.flatMap((s) => app.telemetry.registry.devicesOf(s.psId));
  const ofFamily = (family: DeviceFamily) => devices.filter((d) => familyOf(d.equipType) === family).length;
  const counts = [
    { key: 'projects', value: stations.length },
    { key: 'pvStations', value: stations.filter(hasPv).length },
    { key: 'windFarms', value: stations.filter((s) => s.psType === 'WP').length },
    { key: 'storageStations', value: stations.filter(hasStorage).length },
    ...Object.entries(COUNTED_DEVICES).map(([key, family]) => ({ key, value: ofFamily(family) })),
  ];
  return counts.filter((c) => c.key === 'projects' || c.value > 0);
}

/** Stations by state as the station list shows them (spec-digest 000 §4): abnormal, interrupt, anything else normal. */
export function stateCounts(app: FastifyInstance, stations: StationFacts[]) {
  const states = { normal: 0, abnormal: 0, interrupt: 0 };
  for (const s of stations) {
    const state = liveValue(app, s.psId, 'PS', 0, 'pstate') ?? STATION_STATE.interrupt;
    if (state === STATION_STATE.abnormal) states.abnormal++;
    else if (state === STATION_STATE.interrupt) states.interrupt++;
    else states.normal++;
  }
  return states;
}

export interface RankedStation {
  psId: number;
  psName: string;
  psType: string;
  value: number;
  /** Storage power: whether the station charges or discharges (the value is the magnitude). */
  mode?: 'charge' | 'discharge' | 'still';
}

function top(stations: StationFacts[], value: (s: StationFacts) => number | null, limit: number): RankedStation[] {
  return stations
    .map((s) => ({ s, v: value(s) }))
    .filter((x): x is { s: StationFacts; v: number } => x.v !== null && Number.isFinite(x.v))
    .sort((a, b) => b.v - a.v || a.s.psName.localeCompare(b.s.psName))
    .slice(0, limit)
    .map(({ s, v }) => ({ psId: s.psId, psName: s.psName, psType: s.psType, value: round2(v) }));
}

/** Top stations by charge, efficiency, storage power and energy, PV power and energy (the overview's rankings). */
export function fleetRankings(
  app: FastifyInstance,
  stations: StationFacts[],
  energies: Map<number, PeriodEnergy>,
  closed: Map<number, ClosedEnergy>,
  limit: number,
) {
  const storage = stations.filter(hasStorage);
  const pv = stations.filter(hasPv);
  const energy = (s: StationFacts) => energies.get(s.psId);
  const storagePower = (s: StationFacts) => liveValue(app, s.psId, 'PS', 0, 'storagePower');
  return {
    charge: top(storage, (s) => energy(s)?.charge ?? null, limit),
    efficiency: top(storage, (s) => roundTripEfficiency(closed.get(s.psId)), limit),
    storagePower: top(storage, (s) => (storagePower(s) === null ? null : Math.abs(storagePower(s)!)), limit).map((r) => {
      const p = storagePower(stations.find((s) => s.psId === r.psId)!) ?? 0;
      return { ...r, mode: storageDirection(p) };
    }),
    storageEnergy: top(storage, (s) => energy(s)?.discharge ?? null, limit),
    pvPower: top(pv, (s) => liveValue(app, s.psId, 'PS', 0, s.psType === 'PV' ? 'acPower' : 'pvPower'), limit),
    pvEnergy: top(pv, (s) => energy(s)?.generation ?? null, limit),
  };
}
