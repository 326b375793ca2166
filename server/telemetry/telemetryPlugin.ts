import { servicePlugin } from '../http/domainPlugin';
import type { LiveStore } from './liveStore';
import { TelemetryService } from './telemetryService';
import { ChannelLeases } from '../cluster/channelLeases';
import { MqttTakeover } from '../cluster/mqttTakeover';

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: TelemetryService;
    liveStore: LiveStore;
  }
}

/**
 * The telemetry core, started once the entity tables it reads (devices, channels, point tables) exist, and
 * stopped before the store closes (Fastify closes plugins in the reverse order of their registration).
 */
export const telemetry = servicePlugin(
  'telemetry',
  { plugins: ['storage', 'entity-registry'], decorators: ['config', 'db', 'dialect', 'cluster'] },
  async (app) => {
    const { config } = app;
    const { cluster } = app;
    const leases = cluster ? new ChannelLeases(cluster, config.nodeId) : null;
    // With Redis, the broker keeps this process's session, so that another can take it over if it dies.
    const session = cluster && config.mqttUrl ? MqttTakeover.sessionOf(cluster, config.nodeId) : undefined;
    const service = new TelemetryService(app.db, {
      simulate: config.simulate,
      seed: config.simSeed,
      backfillDays: config.backfillDays,
      autoRun: config.telemetryAutoRun,
      mqttUrl: config.mqttUrl,
      mqttSubscription: { shareGroup: config.mqttShareGroup, sessionName: session },
      dialect: app.dialect,
      retention: { years: config.historyYears, fineDays: config.fineHistoryDays },
      channelLease: leases && ((channelId, periodMs) => leases.hold(channelId, periodMs)),
    });
    app.decorate('telemetry', service);
    app.decorate('liveStore', service.live);
    app.addHook('onClose', () => service.stop());
    await service.start();
    if (cluster && session && config.telemetryAutoRun) {
      const takeover = new MqttTakeover(cluster, session, config.mqttUrl!, service.ingest, config.mqttShareGroup);
      takeover.start();
      app.addHook('onClose', () => takeover.stop().catch(() => undefined));
    }
  },
);
