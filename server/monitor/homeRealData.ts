import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { liveKey } from '../telemetry/liveStore';
import { localMidnight } from '../../shared/stationDay';
import { addDays, stationToday } from './curves';
import { deviceReadings, liveValue } from './liveValues';
import { round2 } from './fleetFigures';
import { statTotals } from './homeQuery';
import { STATION_CODES } from '../../shared/stationPoints';
import { deviceStateCounts, invertersOf } from './inverterQuery';
import { isOfFamily } from '../../shared/deviceTypes';

/** A station's weather as its station home shows it, from its weather station when it has one. */
function weatherOf(app: FastifyInstance, station: StationFacts, windSpeed: number | null) {
  const weather = app.telemetry.registry.devicesOf(station.psId).find((d) => isOfFamily(d.equipType, 'weatherStation'));
  const w = (code: string) => (weather ? liveValue(app, station.psId, weather.equipType, weather.collectId, code) : null);
  return {
    ambient: w('Tamb'),
    moduleTemp: w('Tmod'),
    windSpeed: w('WindSpeed') ?? windSpeed,
    humidity: w('Humidity'),
    irradiation: w('DayIrr'),
  };
}

/**
 * What a station's home shows at the top (`/monitor/homeRealData`): its last known figures with their quality
 * and time (an interrupted plant's home shows them dimmed), today's, this month's and this year's energy, the
 * equivalent hours, the inverters by state and the weather.
 */
export async function homeRealData(app: FastifyInstance, station: StationFacts) {
  const { values: points, quality, time } = deviceReadings(app, station.psId, 'PS', 0, STATION_CODES);
  const today = stationToday(station);
  const month = await statTotals(app, station, `${today.slice(0, 7)}-01`, addDays(today, -1), 7);
  const year = await statTotals(app, station, `${today.slice(0, 4)}-01-01`, addDays(today, -1), 4);
  // Unknown today (a link down since before midnight: its last counter is yesterday's) stays unknown in every
  // figure built on it, never 0; a link down since this morning keeps today's last reading, dimmed.
  const capReading = app.telemetry.live.raw(liveKey(station.psId, 'PS', 0, 'dayCap'));
  const dayCap = capReading && capReading.time >= localMidnight(station.timeZone, today) ? (points.dayCap ?? null) : null;
  const states = invertersOf(app, station).map((d) => liveValue(app, station.psId, d.equipType, d.collectId, 'nbqState') ?? 5);
  return {
    psId: station.psId,
    psType: station.psType,
    capacity: station.capacity,
    capacityUnit: station.psType === 'PV' ? 'kWp' : 'kW',
    batteryCapacity: station.batteryCapacity,
    ...points,
    dayCap,
    monthCap: round2((month.get(today.slice(0, 7))?.generation ?? 0) + (dayCap ?? 0)),
    yearCap: round2((year.get(today.slice(0, 4))?.generation ?? 0) + (dayCap ?? 0)),
    equivalentHours: station.capacity && dayCap !== null ? round2(dayCap / station.capacity) : null,
    inverterStates: {
      total: states.length,
      ...deviceStateCounts(states),
    },
    weather: weatherOf(app, station, points.windSpeed),
    powerUnit: 'kW',
    energyUnit: 'kWh',
    quality,
    time,
  };
}
