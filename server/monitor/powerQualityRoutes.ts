import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { powerQuality, powerQualityCurve } from '../../shared/contracts/monitor';
import { requestedDay } from './curves';
import { visibleStation } from './stationAccess';
import { analyserOf, powerQualityAnswer, powerQualityCurves } from './powerQualityQuery';

const access = 'monitor:station:query';

/** The power-quality analyser of a station (docs/power-quality.md): live values, spectra and day curves. */
export function registerPowerQualityRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(powerQuality, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        return ok(powerQualityAnswer(app, analyserOf(app, station, request.body.equipId)));
      },
    }),

    route(powerQualityCurve, {
      access,
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        const device = analyserOf(app, station, request.body.equipId);
        const day = requestedDay(station, request.body.date);
        const curves = await powerQualityCurves(app, station, device, day);
        return ok({
          date: day,
          dateList: curves.dateList,
          equipId: device.equipId,
          series: curves.series,
          slotQuality: curves.slotQuality,
        });
      },
    }),
  ]);
}
