import type { FastifyInstance } from 'fastify';
import { ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { visibleAmongLive, visibleStations } from '../monitor/stationAccess';
import { stationLiveData } from './stationLive';
import { LiveAnswers } from './liveAnswers';
import { domainPlugin } from '../http/domainPlugin';
import { gatewayRefusals, health, historyProgress } from '../../shared/contracts/telemetry';
import { stationLiveData as stationLiveDataCall } from '../../shared/contracts/stations';

/** Live values of stations for lists and cards (spec-digest 000 §3, station live data), and how far history is filled. */
function registerTelemetryRoutes(app: FastifyInstance): void {
  const answers = new LiveAnswers(app.liveStore, app.telemetry.registry);
  registerRoutes(app, [
    route(stationLiveDataCall, {
      access: 'monitor:station:query',
      handler: async (request, reply) => {
        const psIds = visibleAmongLive(app, callerOf(request), [...new Set(request.body.psIds)]);
        return answers.send(reply, psIds.join(','), psIds, () => ok(stationLiveData(app.liveStore, psIds)));
      },
    }),

    // For the front's health checks (deploy/haproxy.cfg) and a deployment's monitoring: a process answers
    // once its core has started, with the values it has written since and those its gateways sent (both
    // keep growing in a live ingest process), and those it applied to its replica.
    route(health, {
      access: 'public',
      handler: async () => {
        const { ready, ingest, mqtt } = app.telemetry;
        const replicated = app.telemetryCluster?.replication.applied ?? 0;
        return ok({ role: app.config.role, ready, ingested: ingest.count, gatewayValues: mqtt?.stats.values ?? 0, replicated });
      },
    }),

    // The channel page's table of gateway samples refused for their stamps (docs/ingest.md), for whoever reads
    // the channels of those stations (an operator learns why a value went stale): counted since the ingest processes started.
    route(gatewayRefusals, {
      access: 'info:channel:list',
      handler: async (request) => {
        const names = new Map(visibleStations(app, callerOf(request)).map((s) => [s.psId, s.psName]));
        const rows = app.telemetry.stampRefusals(new Set(names.keys()));
        return ok(rows.map((r) => ({ ...r, psName: names.get(r.psId)! })));
      },
    }),

    route(historyProgress, {
      access: 'signed-in',
      handler: async () => ok(app.telemetry.historyProgress()),
    }),
  ]);
}

/** Live values of stations for lists and cards. */
export const telemetryRoutes = domainPlugin(
  'telemetry-routes',
  { plugins: ['store', 'telemetry'], decorators: ['config', 'liveStore', 'telemetry'] },
  registerTelemetryRoutes,
);
