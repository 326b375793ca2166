import type { FastifyInstance } from 'fastify';
import { getPosition, getTimes } from 'suncalc';
import type { StationFacts } from '../telemetry/pointRegistry';
import { INVERTER_STATE } from '../telemetry/deviceStates';
import { localMidnight } from '../../shared/stationDay';
import { liveValue } from './liveValues';
import { stationToday } from './curves';
import { round2 } from './fleetFigures';
import type { ClosedEnergy } from './fleetPeriod';
import { roundTripEfficiency } from '../../shared/ratios';
import { isOfFamily, isPowerUnit } from '../../shared/deviceTypes';

/** Devices whose state makes a station available: inverters, wind turbines, PCS units. */
/**
 * Available: running, running with an alarm, or in normal shutdown (the night, a calm, a storage standby).
 * A fault or lost communication makes a device unavailable.
 */
const AVAILABLE_STATES: readonly number[] = [INVERTER_STATE.normal, INVERTER_STATE.shutdown, INVERTER_STATE.alarm];
/** Below this plane-of-array irradiation today (kWh/m²) a performance ratio says more about noise than the plant. */
const PR_MIN_IRRADIATION = 0.1;
/** Sun elevation above which a PV plant is expected to produce, radians (5°): below it, dawn and dusk. */
const DAYLIGHT_ALTITUDE = (5 * Math.PI) / 180;
/** A PV plant's figures of the day compare from an hour after its sunrise, once its day has really begun. */
const AFTER_SUNRISE_MS = 3_600_000;

/** One station's normalized figures, so stations of different size compare on one scale. */
export interface BenchmarkRow {
  psId: number;
  psName: string;
  psType: string;
  /** kWp for PV and PV-plus-storage (their PV part), kW otherwise. */
  capacity: number;
  capacityUnit: 'kWp' | 'kW';
  /** Power now, kW: PV or wind output; a storage station's PCS power, discharge + and charge − (docs/energy-storage.md). */
  power: number | null;
  /** Power now per installed kW(p). */
  specificPower: number | null;
  specificPowerUnit: 'kW/kWp' | 'kW/kW';
  /** Energy today over capacity, h (a storage station's discharge). */
  equivalentHours: number | null;
  /** Plane-of-array irradiation today, kWh/m² (PV). */
  irradiation: number | null;
  /** Performance ratio today, % (PV): equivalent hours over peak sun hours. */
  pr: number | null;
  /** Storage round trip over this month's closed days, % (shared/ratios.ts). */
  efficiency: number | null;
  /** Share of inverters, turbines or PCS units available now, %. */
  availability: number | null;
  devicesAvailable: number;
  devicesTotal: number;
  pstate: number | null;
  /**
   * Whether the plant's figures of the moment can be held against the others': a PV plant only while the sun is
   * up where it stands, since a fleet spans time zones and a plant at night is not an underperformer.
   */
  comparable: boolean;
  /** Whether its figures of the day compare: a PV plant from an hour after its sunrise to its midnight. */
  comparableToday: boolean;
}

/** Whether the sun rose at least an hour ago on the plant's local day. */
function sunHasRisen(station: StationFacts, now: number): boolean {
  const noon = localMidnight(station.timeZone, stationToday(station, now)) + 12 * 3_600_000;
  const { sunrise } = getTimes(new Date(noon), station.latitude, station.longitude);
  // Polar night has no sunrise: nothing to compare.
  return Boolean(sunrise) && !Number.isNaN(sunrise!.getTime()) && now >= sunrise!.getTime() + AFTER_SUNRISE_MS;
}

const per = (a: number | null, b: number) => (a === null || !b ? null : a / b);
const rounded = (v: number | null, digits = 2) => (v === null ? null : Math.round(v * 10 ** digits) / 10 ** digits);

/** The figures of each station of one type, read from the live store and this month's energies. */
export function benchmarkRows(
  app: FastifyInstance,
  stations: StationFacts[],
  closedMonth: Map<number, ClosedEnergy>,
  now = Date.now(),
): BenchmarkRow[] {
  return stations.map((s) => {
    const point = (code: string) => liveValue(app, s.psId, 'PS', 0, code, now);
    const storage = s.psType === 'ES';
    const power =
      s.psType === 'PVES' ? point('pvPower') : storage ? (point('storagePower') ?? point('acPower')) : point('acPower');
    const energyToday = storage ? point('dayDischarge') : point('dayCap');
    const hours = per(energyToday, s.capacity);

    const weather = app.telemetry.registry.devicesOf(s.psId).find((d) => isOfFamily(d.equipType, 'weatherStation'));
    const pvPart = s.psType === 'PV' || s.psType === 'PVES';
    const irradiation = pvPart && weather ? liveValue(app, s.psId, weather.equipType, weather.collectId, 'DayIrr', now) : null;
    const pr = hours !== null && irradiation !== null && irradiation >= PR_MIN_IRRADIATION ? (100 * hours) / irradiation : null;

    const withStorage = s.psType === 'ES' || s.psType === 'PVES';
    const efficiency = withStorage ? roundTripEfficiency(closedMonth.get(s.psId)) : null;

    const devices = app.telemetry.registry.devicesOf(s.psId).filter((d) => isPowerUnit(d.equipType));
    const available = devices.filter((d) =>
      AVAILABLE_STATES.includes(liveValue(app, s.psId, d.equipType, d.collectId, 'nbqState', now) ?? INVERTER_STATE.interrupted),
    ).length;

    return {
      psId: s.psId,
      psName: s.psName,
      psType: s.psType,
      capacity: s.capacity,
      capacityUnit: pvPart ? 'kWp' : 'kW',
      power: rounded(power),
      specificPower: rounded(per(power, s.capacity), 3),
      specificPowerUnit: pvPart ? 'kW/kWp' : 'kW/kW',
      equivalentHours: rounded(hours),
      irradiation: rounded(irradiation, 3),
      pr: rounded(pr, 1),
      efficiency: rounded(efficiency, 1),
      availability: devices.length ? round2((100 * available) / devices.length) : null,
      devicesAvailable: available,
      devicesTotal: devices.length,
      pstate: point('pstate'),
      comparable: !pvPart || getPosition(new Date(now), s.latitude, s.longitude).altitude > DAYLIGHT_ALTITUDE,
      comparableToday: !pvPart || sunHasRisen(s, now),
    };
  });
}
