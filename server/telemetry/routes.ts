import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route, NO_INPUT } from '../http/route';
import { visibleAmongLive, visibleStations } from '../monitor/stationAccess';
import { stationLiveData } from './stationLive';
import { LiveAnswers } from './liveAnswers';
import { domainPlugin } from '../http/domainPlugin';
import { arrayOf, boolean, envelope, integer, nullable, number, object, openObject, string } from '../http/responseSchemas';
import { stationLiveSchema } from '../stations/stationSchemas';

/** Live values of stations for lists and cards (spec-digest 000 §3, station live data), and how far history is filled. */
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

    // The channel page's table of gateway samples refused for their stamps (docs/ingest.md), for whoever reads
    // the channels of those stations (an operator learns why a value went stale): counted since the ingest processes started.
    route({
      method: 'GET',
      url: '/monitor/gatewayRefusals',
      access: 'info:channel:list',
      response: envelope(
        arrayOf(object({ psId: integer, psName: string, reason: string, count: integer, lastStamp: number, lastAt: integer })),
      ),
      schema: NO_INPUT,
      handler: async (request) => {
        const names = new Map(visibleStations(app, callerOf(request)).map((s) => [s.psId, s.psName]));
        const rows = app.telemetry.stampRefusals(new Set(names.keys()));
        return ok(rows.map((r) => ({ ...r, psName: names.get(r.psId)! })));
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
