import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { translatorFor } from '../http/language';
import { registerRoutes, route } from '../http/route';
import { pointName } from '../telemetry/catalogue/pointNames';
import { dayCurves, requestedDay } from './curves';
import { deviceReadings, pointValue } from './liveValues';
import { deviceState } from './deviceState';
import { deviceOf, visibleStation } from './stationAccess';
import { deviceCurve, deviceList } from '../../shared/contracts/monitor';
import type { QualityRanges } from '../../shared/slotQuality';

const access = 'monitor:station:query';

/**
 * Any family of devices of a station (box transformers, PCS, battery clusters, air conditioners, fire
 * protection): the list with each device's state and card figures, and a device's day curves of every point
 * that keeps history, grouped by unit so each group shares an axis.
 */
export function registerDeviceRoutes(app: FastifyInstance): void {
  const { registry } = app.telemetry;
  registerRoutes(app, [
    route(deviceList, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const t = translatorFor(request);
        const now = Date.now();
        const devices = registry.devicesOf(station.psId).filter((d) => d.equipType === request.body.equipType);
        const rows = devices.map((d) => ({
          equipId: d.equipId,
          equipName: d.name,
          equipType: d.equipType,
          collectId: d.collectId,
          place: d.place,
          model: d.model,
          state: deviceState(app, station, d, now),
          cards: registry
            .pointsOf(d)
            .filter((def) => def.showInCard)
            .map((def) => pointValue(app, t, station, d, def, now)),
          values: deviceReadings(
            app,
            station.psId,
            d.equipType,
            d.collectId,
            registry.pointsOf(d).map((def) => def.code),
            now,
          ).values,
        }));
        const states: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
        for (const r of rows) states[r.state] = (states[r.state] ?? 0) + 1;
        return ok({ count: rows.length, states, devices: rows });
      },
    }),

    route(deviceCurve, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const device = deviceOf(app, station, { equipId: request.body.equipId });
        const day = requestedDay(station, request.body.date);
        const t = translatorFor(request);
        const recorded = registry.pointsOf(device).filter((def) => def.historyMinutes > 0 && def.type !== 'YM');
        if (recorded.length === 0) throw new ApiError(404, 'server.monitor.noHistory');
        const curves = await dayCurves(
          app,
          station,
          day,
          recorded.map((def) => ({
            name: def.code,
            equipType: device.equipType,
            collectId: device.collectId,
            pointCode: def.code,
          })),
        );
        const groups = new Map<string, { name: string; code: string; data: (number | null)[]; slotQuality: QualityRanges }[]>();
        for (const def of recorded) {
          const unit = def.unit ?? '';
          if (!groups.has(unit)) groups.set(unit, []);
          groups.get(unit)!.push({
            name: pointName(t, device.equipType, def.code, def.name),
            code: def.code,
            data: curves.series[def.code]!,
            slotQuality: curves.slotQuality[def.code]!,
          });
        }
        return ok({
          date: day,
          dateList: curves.dateList,
          groups: [...groups].map(([unit, series]) => ({ unit, series })),
        });
      },
    }),
  ]);
}
