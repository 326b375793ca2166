import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import type { Device, StationFacts } from '../telemetry/pointRegistry';
import { meterRoles } from '../telemetry/meterRoles';
import { turbinePower } from '../sources/simulator/wind';
import { dayCurves, requestedDay, stationToday } from './curves';
import { counterDayEnergy, readCounterDays } from '../telemetry/counterEnergy';
import { deviceReadings, liveValue } from './liveValues';
import { deviceStateCounts } from './inverterQuery';
import { visibleStation } from './stationAccess';
import { round2 } from './fleetFigures';
import { homeGridEnergy, homeTurbineCurve, homeTurbines } from '../../shared/contracts/monitor';
import { isOfFamily } from '../../shared/deviceTypes';

const access = 'monitor:station:query';

/** Wind speeds the reference power curve is drawn at: every half metre per second up to the cut-out at 25 m/s. */
const REFERENCE_SPEEDS = Array.from({ length: 51 }, (_, i) => i / 2);
/** A turbine without a peak power is taken at the wind model's own rating: its output at full wind. */
const MODEL_RATED_KW = turbinePower(20);

/** The meter at the grid connection (a PV-plus-storage site also has one on its PV feeder). */
function gridMeterOf(app: FastifyInstance, station: StationFacts): Device | undefined {
  return meterRoles(app.telemetry.registry.devicesOf(station.psId), station.psType).grid;
}

function turbinesOf(app: FastifyInstance, station: StationFacts): Device[] {
  return app.telemetry.registry.devicesOf(station.psId).filter((d) => isOfFamily(d.equipType, 'windTurbine'));
}

/**
 * A meter's energy of a station-local day by the one definition (counterEnergy.ts): boundary to boundary for a
 * past day; today up to its live reading. Null when the day holds no reading.
 */
async function meterDayEnergy(
  app: FastifyInstance,
  station: StationFacts,
  meter: Device,
  code: string,
  day: string,
): Promise<number | null> {
  const { registry, history } = app.telemetry;
  const id = registry.seriesId(station.psId, meter.equipType, meter.collectId, code);
  if (id === null) return null;
  const read = await history.readDay([id], station.timeZone, day);
  if (read.get(id)!.samples.every((v) => Number.isNaN(v))) return null;
  const days = (await readCounterDays(history, read, [id], station.timeZone, day)).get(id)!;
  const live = day === stationToday(station) ? liveValue(app, station.psId, meter.equipType, meter.collectId, code) : null;
  // Today so far ends at the live reading, as if it were the next boundary's.
  return round2(counterDayEnergy(live === null ? days : { ...days, next: Float64Array.of(live) }));
}

/** One turbine as the wind home lists it: state (1-5 as inverters), power, wind at the hub, energy today. */
const TURBINE_CODES = ['P', 'DayE', 'WindSpeed', 'RotorSpeed'] as const;

function turbineItem(app: FastifyInstance, station: StationFacts, d: Device) {
  const { values: v, quality, time } = deviceReadings(app, station.psId, d.equipType, d.collectId, TURBINE_CODES);
  const acPower = v.P ?? null;
  const dayCap = v.DayE ?? null;
  const rated = d.peakPower ?? 0;
  return {
    equipId: d.equipId,
    equipName: d.name,
    place: d.place,
    model: d.model,
    equipType: d.equipType,
    collectId: d.collectId,
    peakPower: rated,
    // The state is judged live only: a turbine silent for three periods is interrupted (5), whatever it last said.
    state: liveValue(app, station.psId, d.equipType, d.collectId, 'nbqState') ?? 5,
    acPower,
    windSpeed: v.WindSpeed ?? null,
    rotorSpeed: v.RotorSpeed ?? null,
    dayCap,
    hours: dayCap !== null && rated ? round2(dayCap / rated) : null,
    loadFactor: acPower !== null && rated ? round2((acPower / rated) * 100) : null,
    quality,
    time,
  };
}

/**
 * Calls the station homes need beyond the shared home calls (homeRoutes.ts): a PV-plus-storage site's grid
 * import and export of a day, and a wind farm's turbines with their power against the turbine's power curve.
 */
export function registerStationHomeRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(homeGridEnergy, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const day = requestedDay(station, request.body.date);
        const meter = gridMeterOf(app, station);
        return ok({
          date: day,
          exportEnergy: meter ? await meterDayEnergy(app, station, meter, 'EExp', day) : null,
          importEnergy: meter ? await meterDayEnergy(app, station, meter, 'EImp', day) : null,
          unit: 'kWh',
        });
      },
    }),

    route(homeTurbines, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        const turbines = turbinesOf(app, station).map((d) => turbineItem(app, station, d));
        const states = deviceStateCounts(turbines.map((t) => t.state));
        return ok({ total: turbines.length, states, turbines, powerUnit: 'kW', energyUnit: 'kWh' });
      },
    }),

    route(homeTurbineCurve, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const day = requestedDay(station, request.body.date);
        const turbines = turbinesOf(app, station);
        const curves = await dayCurves(
          app,
          station,
          day,
          turbines.flatMap((d) => [
            { name: `${d.equipId}:wind`, equipType: d.equipType, collectId: d.collectId, pointCode: 'WindSpeed' },
            { name: `${d.equipId}:power`, equipType: d.equipType, collectId: d.collectId, pointCode: 'P' },
          ]),
        );
        // The reference is the power curve of the wind model the fleet runs on, at each turbine type's rating.
        const models = new Map<string, { model: string | null; ratedKw: number }>();
        for (const d of turbines) {
          const ratedKw = d.peakPower ?? MODEL_RATED_KW;
          models.set(`${d.model}|${ratedKw}`, { model: d.model, ratedKw });
        }
        return ok({
          date: day,
          windUnit: 'm/s',
          powerUnit: 'kW',
          references: [...models.values()].map((m) => ({
            ...m,
            points: REFERENCE_SPEEDS.map((speed) => [speed, round2(turbinePower(speed, m.ratedKw))]),
          })),
          turbines: turbines.map((d) => {
            const wind = curves.series[`${d.equipId}:wind`] ?? [];
            const power = curves.series[`${d.equipId}:power`] ?? [];
            return {
              equipId: d.equipId,
              equipName: d.name,
              model: d.model,
              ratedKw: d.peakPower ?? MODEL_RATED_KW,
              // A pair needs both readings of the same five minutes.
              points: wind.flatMap((w, i) => (w !== null && power[i] !== null ? [[w, power[i]!]] : [])),
            };
          }),
        });
      },
    }),
  ]);
}
