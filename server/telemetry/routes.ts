import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route, NO_INPUT } from '../http/route';
import { visibleAmongLive } from '../monitor/stationAccess';
import { stationLiveData } from './stationLive';
import { LiveAnswers } from './liveAnswers';
import { domainPlugin } from '../http/domainPlugin';
import { boolean, envelope, integer, nullable, object, openObject, string } from '../http/responseSchemas';
import { stationLiveSchema } from '../stations/stationSchemas';

/** Live values of stations for lists and cards (spec 000 §3, station live data), and how far history is filled. */
function registerTelemetryRoutes(app: FastifyInstance): void {
  const answers = new LiveAnswers(app.liveStore, app.telemetry.registry);
  registerRoutes(app, [
    route<{ Body: { psIds: number[] } }>({
      method: 'POST',
      url: '/monitor/psLiveData',
      access: 'monitor:station:query',
      response: envelope(openObject(stationLiveSchema)),
      schema: {
        body: {
          type: 'object',
          required: ['psIds'],
          properties: {
            psIds: { type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
          },
        },
      },
      handler: async (request, reply) => {
        const psIds = visibleAmongLive(app, callerOf(request), [...new Set(request.body.psIds)]);
        return answers.send(reply, psIds.join(','), psIds, () => ok(stationLiveData(app.liveStore, psIds)));
      },
    }),

    // For the front's health checks (deploy/haproxy.cfg) and a deployment's monitoring: a process answers
    // once its core has started, with the values it has written since and those its gateways sent (both
    // keep growing in a live ingest process).
    route({
      method: 'GET',
      url: '/health',
      access: 'public',
      response: envelope(object({ role: string, ready: boolean, ingested: integer, gatewayValues: integer })),
      schema: NO_INPUT,
      handler: async () => {
        const { ready, ingest, mqtt } = app.telemetry;
        return ok({ role: app.config.role, ready, ingested: ingest.count, gatewayValues: mqtt?.stats.values ?? 0 });
      },
    }),

    route({
      method: 'GET',
      url: '/monitor/historyProgress',
      access: 'signed-in',
      response: envelope(object({ filling: boolean, percent: integer, secondsLeft: nullable('integer'), days: integer })),
      schema: NO_INPUT,
      handler: async () => ok(app.telemetry.historyProgress()),
    }),
  ]);
}

/** Live values of stations for lists and cards. */
export const telemetryRoutes = domainPlugin(
  'telemetry-routes',
  { plugins: ['storage', 'telemetry'], decorators: ['config', 'liveStore', 'telemetry'] },
  registerTelemetryRoutes,
);
