import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import type { StationFacts } from '../telemetry/pointRegistry';
import { addDays, dayCurves, requestedDay, stationToday } from './curves';
import { fleetSummary, stationPoints, statColumns, statTotals } from './homeQuery';
import { homeRealData } from './homeRealData';
import { visibleStation, visibleStations } from './stationAccess';
import { fleetWindow, zoneDay, zoneToday } from './fleetCurves';
import { qualityRanges } from '../../shared/slotQuality';
import { HOME_CHART_CODES } from '../../shared/stationPoints';
import {
  fleetHomeFigures,
  fleetPowerCurves,
  homeCapacityDay,
  homeCapacityMonth,
  homeCapacityYear,
  homePowerCharts,
  stationCurveData,
  stationHomeFigures,
  stationsLivePoints,
} from '../../shared/contracts/monitor';

const ACCESS = 'monitor:station:query';

/** Station home and fleet dashboard calls (spec-digest 000 §7; shapes in docs/api.md). */
export function registerHomeRoutes(app: FastifyInstance): void {
  registerRoutes(app, [...stationHomeRoutes(app), ...productionColumnRoutes(app), ...fleetHomeRoutes(app)]);
}

/** A station home's figures and its day curves. */
function stationHomeRoutes(app: FastifyInstance) {
  return [
    route(stationHomeFigures, {
      access: ACCESS,
      handler: async (request) => ok(await homeRealData(app, visibleStation(app, request, request.body.psId))),
    }),

    route(homePowerCharts, {
      access: ACCESS,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const day = requestedDay(station, request.body.date);
        const curves = await dayCurves(
          app,
          station,
          day,
          HOME_CHART_CODES.map((code) => ({ name: code, equipType: 'PS', collectId: 0, pointCode: code })),
        );
        return ok({ date: day, dateList: curves.dateList, ...curves.series, slotQuality: curves.slotQuality, powerUnit: 'kW' });
      },
    }),

    route(stationCurveData, {
      access: ACCESS,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const day = requestedDay(station, request.body.date);
        const curves = await dayCurves(
          app,
          station,
          day,
          request.body.points.map((code) => ({ name: code, equipType: 'PS', collectId: 0, pointCode: code })),
        );
        return ok({ date: day, dateList: curves.dateList, ...curves.series, slotQuality: curves.slotQuality });
      },
    }),
  ];
}

/** A station's energy by day of a month, by month of a year, and by year over five years. */
function productionColumnRoutes(app: FastifyInstance) {
  return [
    route(homeCapacityDay, {
      access: ACCESS,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const month = request.body.month ?? stationToday(station).slice(0, 7);
        const first = `${month}-01`;
        const days: string[] = [];
        for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
        return ok(statColumns(days, await statTotals(app, station, first, days.at(-1)!, 10)));
      },
    }),

    route(homeCapacityMonth, {
      access: ACCESS,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const year = request.body.year ?? stationToday(station).slice(0, 4);
        const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
        return ok(statColumns(months, await statTotals(app, station, `${year}-01-01`, `${year}-12-31`, 7)));
      },
    }),

    route(homeCapacityYear, {
      access: ACCESS,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const thisYear = Number(stationToday(station).slice(0, 4));
        const years = Array.from({ length: 5 }, (_, i) => String(thisYear - 4 + i));
        return ok(statColumns(years, await statTotals(app, station, `${years[0]}-01-01`, `${thisYear}-12-31`, 4)));
      },
    }),
  ];
}

/** The fleet dashboard: each station's live figures, the fleet's summary, and its power today against yesterday. */
function fleetHomeRoutes(app: FastifyInstance) {
  return [
    route(stationsLivePoints, {
      access: ACCESS,
      handler: async (request) => {
        const wanted = new Set(request.body.psIds ?? []);
        const stations = visibleStations(app, callerOf(request), request.body.psTypes).filter(
          (s) => wanted.size === 0 || wanted.has(s.psId),
        );
        return ok(
          stations.map((s) => ({
            psId: s.psId,
            psName: s.psName,
            psType: s.psType,
            capacity: s.capacity,
            batteryCapacity: s.batteryCapacity,
            ...stationPoints(app, s),
          })),
        );
      },
    }),

    route(fleetHomeFigures, {
      access: ACCESS,
      handler: async (request) => {
        const stations = visibleStations(app, callerOf(request), request.body.psTypes);
        return ok(await fleetSummary(app, stations));
      },
    }),

    route(fleetPowerCurves, {
      access: ACCESS,
      handler: async (request) => {
        const zone = request.body.timeZone ?? 'UTC';
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
        } catch {
          throw new ApiError(400, 'server.station.timeZone', {}, 'timeZone');
        }
        const stations = visibleStations(app, callerOf(request), request.body.psTypes);
        return ok(await fleetPowerCharts(app, stations, zone, request.body.date ?? zoneToday(zone)));
      },
    }),
  ];
}

/** The fleet's power in 5-minute slots over `day` and the day before, on the clock of `zone`, with each slot's quality. */
async function fleetPowerCharts(app: FastifyInstance, stations: StationFacts[], zone: string, day: string) {
  const today = zoneDay(zone, day);
  const yesterday = zoneDay(zone, addDays(day, -1));
  const slots = Math.round((today.to - today.from) / 300_000);
  const dayCurve = await fleetWindow(app, stations, 'acPower', today.from, today.to);
  const dayBeforeCurve = await fleetWindow(app, stations, 'acPower', yesterday.from, yesterday.to);
  return {
    date: day,
    timeZone: zone,
    dateList: Array.from({ length: slots }, (_, i) =>
      new Date(today.from + i * 300_000).toLocaleTimeString('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
      }),
    ),
    today: dayCurve.values,
    yesterday: dayBeforeCurve.values.slice(0, slots),
    slotQuality: {
      today: qualityRanges(dayCurve.qualities),
      yesterday: qualityRanges(dayBeforeCurve.qualities.subarray(0, slots)),
    },
    powerUnit: 'kW',
  };
}
