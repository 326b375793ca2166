import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { registerRoutes, route } from '../http/route';
import { envelope } from '../http/responseSchemas';
import { requestedDay } from './curves';
import { dateProperty, psIdProperty, visibleStation } from './stationAccess';
import { analyserOf, powerQualityAnswer, powerQualityCurves } from './powerQualityQuery';
import { powerQualityCurveSchema, powerQualitySchema } from './powerQualitySchemas';

const ACCESS = 'monitor:station:query';

interface AnalyserBody {
  psId: number;
  equipId?: number;
  date?: string;
}

const analyserBody = (withDate: boolean) => ({
  type: 'object',
  required: ['psId'],
  additionalProperties: false,
  properties: { psId: psIdProperty, equipId: psIdProperty, ...(withDate ? { date: dateProperty } : {}) },
});

/** The power-quality analyser of a station (docs/power-quality.md): live values, spectra and day curves. */
export function registerPowerQualityRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Body: AnalyserBody }>({
      method: 'POST',
      url: '/monitor/powerQuality',
      access: ACCESS,
      response: envelope(powerQualitySchema),
      schema: { body: analyserBody(false) },
      handler: async (request) => {
        const station = visibleStation(app, request, request.body.psId);
        return ok(powerQualityAnswer(app, analyserOf(app, station, request.body.equipId)));
      },
    }),

    route<{ Body: AnalyserBody }>({
      method: 'POST',
      url: '/monitor/powerQuality/curve',
      access: ACCESS,
      response: envelope(powerQualityCurveSchema),
      schema: { body: analyserBody(true) },
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
