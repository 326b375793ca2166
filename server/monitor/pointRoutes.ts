import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { translatorFor } from '../http/language';
import { registerRoutes, route } from '../http/route';
import { liveKey } from '../telemetry/liveStore';
import { STATION_TABLE } from '../telemetry/catalogue/pointTables';
import { devicePoints, pointValue } from './liveValues';
import { deviceOf, stationAsDevice, visibleStation } from './stationAccess';
import { equipPointTypeRealData, equipRealData, realDataByPoints, stationRealTimeData } from '../../shared/contracts/monitor';
import type { DataOf } from '../../shared/contracts/common';

const access = 'monitor:station:query';

/** Point-level reads: by key, by device, by device type and point type, and the station's own points. */
export function registerPointRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(realDataByPoints, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const data: DataOf<typeof realDataByPoints> = {};
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

    route(equipRealData, {
      access,
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

    route(equipPointTypeRealData, {
      access,
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

    route(stationRealTimeData, {
      access,
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
