import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { translatorFor } from '../http/language';
import { registerRoutes, route } from '../http/route';
import { liveKey } from '../telemetry/liveStore';
import { STATION_TABLE } from '../telemetry/catalogue/pointTables';
import { devicePoints, pointValue } from './liveValues';
import { collectIdProperty, deviceOf, equipTypeProperty, psIdProperty, stationAsDevice, visibleStation } from './stationAccess';
import { envelope } from '../http/responseSchemas';
import { deviceRealDataSchema, devicesPointsSchema, pointReadingsSchema, stationPointsSchema } from './monitorSchemas';

const ACCESS = 'monitor:station:query';
const POINT_KEY = '^\\d{1,10}_[A-Z]{1,8}_\\d{1,7}_[A-Za-z0-9]{1,32}$';

/** Point-level reads: by key, by device, by device type and point type, and the station's own points. */
export function registerPointRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Body: { psId: number; points: string[] } }>({
      method: 'POST',
      url: '/monitor/getRealDataByPoints',
      access: ACCESS,
      response: envelope(pointReadingsSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId', 'points'],
          properties: {
            psId: psIdProperty,
            points: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: POINT_KEY } },
          },
        },
      },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const data: Record<string, { value: number | string | null; time: number | null; quality: string | null }> = {};
        for (const key of request.body.points) {
          const [psId, equipType, collectId, code] = key.split('_') as [string, string, string, string];
          if (Number(psId) !== station.psId) {
            data[key] = { value: null, time: null, quality: null };
            continue;
          }
          // The serial number is a property of the device the screens read like a point (spec-digest 001 §7).
          if (code.toLowerCase() === 'sn') {
            const device = app.telemetry.registry.deviceAt(station.psId, equipType, Number(collectId));
            data[key] = { value: device?.sn ?? null, time: null, quality: null };
            continue;
          }
          const reading = app.telemetry.live.get(liveKey(station.psId, equipType, Number(collectId), code));
          data[key] = { value: reading?.value ?? null, time: reading?.time ?? null, quality: reading?.quality ?? null };
        }
        return ok(data);
      },
    }),

    route<{ Body: { psId: number; equipId?: number; equipType?: string; collectId?: number } }>({
      method: 'POST',
      url: '/monitor/getEquipRealData',
      access: ACCESS,
      response: envelope(deviceRealDataSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId'],
          properties: { psId: psIdProperty, equipId: psIdProperty, equipType: equipTypeProperty, collectId: collectIdProperty },
        },
      },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const device = deviceOf(app, station, request.body);
        return ok({
          equipId: device.equipId,
          equipName: device.name,
          equipType: device.equipType,
          collectId: device.collectId,
          place: device.place,
          model: device.model,
          sn: device.sn,
          peakPower: device.peakPower,
          points: devicePoints(app, translatorFor(request), station, device),
        });
      },
    }),

    route<{ Body: { psId: number; equipType: string; pointType?: string } }>({
      method: 'POST',
      url: '/monitor/getEquipPointTypeRealData',
      access: ACCESS,
      response: envelope(devicesPointsSchema),
      schema: {
        body: {
          type: 'object',
          required: ['psId', 'equipType'],
          properties: {
            psId: psIdProperty,
            equipType: equipTypeProperty,
            pointType: { type: 'string', enum: ['YC', 'YX', 'YK', 'YM', 'YT', 'JL'] },
          },
        },
      },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const { registry } = app.telemetry;
        const devices = registry.devicesOf(station.psId).filter((d) => d.equipType === request.body.equipType);
        const now = Date.now();
        const t = translatorFor(request);
        return ok(
          devices.map((d) => ({
            equipId: d.equipId,
            equipName: d.name,
            collectId: d.collectId,
            points: registry
              .pointsOf(d)
              .filter((def) => !request.body.pointType || def.type === request.body.pointType)
              .map((def) => pointValue(app, t, station, d, def, now)),
          })),
        );
      },
    }),

    route<{ Querystring: { psId: number } }>({
      method: 'GET',
      url: '/monitor/psRealTimeData',
      access: ACCESS,
      response: envelope(stationPointsSchema),
      schema: { querystring: { type: 'object', required: ['psId'], properties: { psId: psIdProperty } } },
      handler: async (request) => {
        const station = visibleStation(app, request, request.query.psId);
        const now = Date.now();
        const stationDevice = stationAsDevice(station);
        const points = STATION_TABLE.points.map((p) =>
          pointValue(
            app,
            translatorFor(request),
            station,
            stationDevice,
            app.telemetry.registry.pointsOf(stationDevice).find((d) => d.code === p.code)!,
            now,
          ),
        );
        return ok({ psId: station.psId, psName: station.psName, psType: station.psType, points });
      },
    }),
  ]);
}
