import { domainPlugin, servicePlugin } from '../http/domainPlugin';
import { loadCatalogues } from './catalogue';
import { QuotaService } from './quotaService';
import { Recalculation } from './recalculation';
import { registerIndicatorRoutes } from './quotaAnalysisRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    quotas: QuotaService;
    recalculation: Recalculation;
  }
}

/**
 * The quota catalogues of schemas/quotas and the service computing them: a day's quotas are stored as soon
 * as telemetry has recomputed the statistics of a day that is over.
 */
export const quotaService = servicePlugin(
  'quotas',
  { plugins: ['store', 'telemetry'], decorators: ['config', 'db', 'telemetry'] },
  async (app) => {
    const { telemetry } = app;
    const service = new QuotaService(app.db, telemetry.history, telemetry.registry, loadCatalogues(app.config.schemasDir));
    const { nodeId, redisUrl } = app.config;
    const recalculation = new Recalculation(app.db, telemetry.history, telemetry.registry, service, nodeId);
    // Without Redis no other node shares the store, so every job left live belongs to a dead process.
    await recalculation.reportInterrupted(redisUrl !== undefined);
    telemetry.closedDayListeners.push(async (psId, day, slice) => {
      const station = telemetry.registry.stations.get(psId);
      if (station) await service.storeAll(station, day, slice);
    });
    app.decorate('quotas', service);
    app.decorate('recalculation', recalculation);
    app.addHook('onClose', async () => {
      recalculation.interruptAll();
      await recalculation.settled();
    });
  },
);

export const quotaAnalysisRoutes = domainPlugin(
  'quota-analysis-routes',
  { plugins: ['quotas'], decorators: ['db', 'telemetry', 'quotas', 'recalculation'] },
  registerIndicatorRoutes,
);
