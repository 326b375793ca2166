import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { visibleStationIds } from '../stations/scope';
import { stationLiveData } from './stationLive';

/** Live values of stations for lists and cards (spec 000 §3, station live data). */
export function registerTelemetryRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route<{ Body: { psIds: number[] } }>({
      method: 'POST',
      url: '/monitor/psLiveData',
      access: 'monitor:station:query',
      schema: {
        body: {
          type: 'object',
          required: ['psIds'],
          properties: { psIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } } },
        },
      },
      handler: async (request) => {
        const visible = new Set(await visibleStationIds(app.db, callerOf(request)));
        const psIds = [...new Set(request.body.psIds)].filter((id) => visible.has(id));
        return ok(stationLiveData(app.liveStore, psIds));
      },
    }),
  ]);
}
