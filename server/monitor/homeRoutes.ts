import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { addDays, dayCurves, requestedDay, stationToday } from './curves';
import { deviceReadings, liveValue } from './liveValues';
import { liveKey } from '../telemetry/liveStore';
import { localMidnight } from '../../shared/stationDay';
import { round2 } from './fleetFigures';
import { fleetSummary, HOME_CHART_CODES, STATION_CODES, stationPoints, statColumns, statTotals } from './homeQuery';
import { deviceStateCounts, invertersOf } from './inverterQuery';
import { dateProperty, psIdProperty, visibleStation, visibleStations } from './stationAccess';
import { fleetWindow, zoneDay, zoneToday } from './fleetCurves';
import { qualityRanges } from '../../shared/slotQuality';
import { envelope } from '../http/responseSchemas';
import {
  fleetPowerChartsSchema,
  fleetSummarySchema,
  homePowerChartsSchema,
  homeRealDataSchema,
  statColumnsSchema,
  stationCurvesSchema,
  stationsRealDataSchema,
} from './monitorSchemas';
import { isOfFamily } from '../../shared/deviceTypes';

const ACCESS = 'monitor:station:query';

/** Station home and fleet dashboard calls (spec 000 §7; shapes in docs/api.md). */
export function registerHomeRoutes(app: FastifyInstance): void {
  const psBody = { type: 'object', required: ['psId'], properties: { psId: psIdProperty, date: dateProperty } } as const;

  const psTypesBody = {
    type: 'object',
    properties: {
      psTypes: { type: 'array', maxItems: 4, items: { type: 'string', enum: ['PV', 'WP', 'ES', 'PVES'] } },
      psIds: { type: 'array', maxItems: 5000, items: psIdProperty },
      timeZone: { type: 'string', maxLength: 64 },
      date: dateProperty,
    },
  } as const;

  registerRoutes(app, [
    route<{ Body: { psId: number } }>({
      method: 'POST',
      url: '/monitor/homeRealData',
      access: ACCESS,
      response: envelope(homeRealDataSchema),
      schema: { body: psBody },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        // The station's last known figures with their quality and time: an interrupted plant's home shows them dimmed.
        const { values: points, quality, time } = deviceReadings(app, station.psId, 'PS', 0, STATION_CODES);
        const today = stationToday(station);
        const month = await statTotals(app, station, `${today.slice(0, 7)}-01`, addDays(today, -1), 7);
        const year = await statTotals(app, station, `${today.slice(0, 4)}-01-01`, addDays(today, -1), 4);
        // Unknown today (a link down since before midnight: its last counter is yesterday's) stays unknown in every
        // figure built on it, never 0; a link down since this morning keeps today's last reading, dimmed.
        const capReading = app.telemetry.live.raw(liveKey(station.psId, 'PS', 0, 'dayCap'));
        const dayCap = capReading && capReading.time >= localMidnight(station.timeZone, today) ? (points.dayCap ?? null) : null;
        const states = invertersOf(app, station).map(
          (d) => liveValue(app, station.psId, d.equipType, d.collectId, 'nbqState') ?? 5,
        );
        const weather = app.telemetry.registry.devicesOf(station.psId).find((d) => isOfFamily(d.equipType, 'weatherStation'));
        const w = (code: string) => (weather ? liveValue(app, station.psId, weather.equipType, weather.collectId, code) : null);
        return ok({
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
          weather: {
            ambient: w('Tamb'),
            moduleTemp: w('Tmod'),
            windSpeed: w('WindSpeed') ?? points.windSpeed,
            humidity: w('Humidity'),
            irradiation: w('DayIrr'),
          },
          powerUnit: 'kW',
          energyUnit: 'kWh',
          quality,
          time,
        });
      },
    }),

    route<{ Body: { psId: number; date?: string } }>({
      method: 'POST',
      url: '/monitor/homePowerCharts',
      access: ACCESS,
      response: envelope(homePowerChartsSchema),
      schema: { body: psBody },
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

    route<{ Body: { psId: number; date?: string; points: string[] } }>({
      method: 'POST',
      url: '/monitor/powerStationCurveData',
      access: ACCESS,
      response: envelope(stationCurvesSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId', 'points'],
          properties: {
            psId: psIdProperty,
            date: dateProperty,
            points: { type: 'array', minItems: 1, maxItems: 16, items: { type: 'string', enum: STATION_CODES } },
          },
        },
      },
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

    route<{ Body: { psId: number; month?: string } }>({
      method: 'POST',
      url: '/monitor/homeCapacityDay',
      access: ACCESS,
      response: envelope(statColumnsSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId'],
          properties: { psId: psIdProperty, month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' } },
        },
      },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const month = request.body.month ?? stationToday(station).slice(0, 7);
        const first = `${month}-01`;
        const days: string[] = [];
        for (let d = first; d.startsWith(month); d = addDays(d, 1)) days.push(d);
        return ok(statColumns(days, await statTotals(app, station, first, days.at(-1)!, 10)));
      },
    }),

    route<{ Body: { psId: number; year?: string } }>({
      method: 'POST',
      url: '/monitor/homeCapacityMonth',
      access: ACCESS,
      response: envelope(statColumnsSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId'],
          properties: { psId: psIdProperty, year: { type: 'string', pattern: '^\\d{4}$' } },
        },
      },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const year = request.body.year ?? stationToday(station).slice(0, 4);
        const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);
        return ok(statColumns(months, await statTotals(app, station, `${year}-01-01`, `${year}-12-31`, 7)));
      },
    }),

    route<{ Body: { psId: number } }>({
      method: 'POST',
      url: '/monitor/homeCapacityYear',
      access: ACCESS,
      response: envelope(statColumnsSchema),
      schema: { body: psBody },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const thisYear = Number(stationToday(station).slice(0, 4));
        const years = Array.from({ length: 5 }, (_, i) => String(thisYear - 4 + i));
        return ok(statColumns(years, await statTotals(app, station, `${years[0]}-01-01`, `${thisYear}-12-31`, 4)));
      },
    }),

    route<{ Body: { psTypes?: string[]; psIds?: number[] } }>({
      method: 'POST',
      url: '/monitor/powerStationRealData',
      access: ACCESS,
      response: envelope(stationsRealDataSchema),
      schema: { body: psTypesBody },
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

    route<{ Body: { psTypes?: string[] } }>({
      method: 'POST',
      url: '/monitor/monitorsRealData',
      access: ACCESS,
      response: envelope(fleetSummarySchema),
      schema: { body: psTypesBody },
      handler: async (request) => {
        const stations = visibleStations(app, callerOf(request), request.body.psTypes);
        return ok(await fleetSummary(app, stations));
      },
    }),

    route<{ Body: { psTypes?: string[]; timeZone?: string; date?: string } }>({
      method: 'POST',
      url: '/monitor/totalHomePowerCharts',
      access: ACCESS,
      response: envelope(fleetPowerChartsSchema),
      schema: { body: psTypesBody },
      handler: async (request) => {
        const zone = request.body.timeZone ?? 'UTC';
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
        } catch {
          throw new ApiError(400, 'server.station.timeZone', {}, 'timeZone');
        }
        const stations = visibleStations(app, callerOf(request), request.body.psTypes);
        const day = request.body.date ?? zoneToday(zone);
        const today = zoneDay(zone, day);
        const yesterday = zoneDay(zone, addDays(day, -1));
        const slots = Math.round((today.to - today.from) / 300_000);
        const dayCurve = await fleetWindow(app, stations, 'acPower', today.from, today.to);
        const dayBeforeCurve = await fleetWindow(app, stations, 'acPower', yesterday.from, yesterday.to);
        return ok({
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
        });
      },
    }),
  ]);
}
