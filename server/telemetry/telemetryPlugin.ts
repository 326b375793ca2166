import path from 'node:path';
import { servicePlugin } from '../http/domainPlugin';
import type { LiveStore } from './liveStore';
import { TelemetryService } from './telemetryService';
import { ChannelLeases } from '../cluster/channelLeases';
import { MqttTakeover } from '../cluster/mqttTakeover';
import { TelemetryCluster } from '../cluster/telemetryCluster';
import { shardSuffix, type StationShards } from '../cluster/stationShards';
import { BorrowedStations, stationsAsked } from '../cluster/borrowedStations';
import { storeSession } from '../sources/mqtt/mqttIngest';
import { SIM_PERIOD_MS } from '../sources/simulator/fleetSimulator';

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: TelemetryService;
    liveStore: LiveStore;
    /** This process's part in a split deployment (ROLE=api or ingest); null in a single process. */
    telemetryCluster: TelemetryCluster | null;
  }
}

/** The state monitor's lease outlives three live steps: a dead holder's successor takes over within ten seconds. */
const MONITOR_LEASE_MS = 3 * SIM_PERIOD_MS + 500;

/**
 * Whether this ingest process runs the state monitor now: one holder per shard, each on its shard's replica. In a
 * sharded deployment a process of no shard (the gateways' taker) never does: the shards' holders monitor every station.
 */
function monitorLease(leases: ChannelLeases, { count, mine }: StationShards): () => Promise<boolean> {
  if (mine === null && count > 1) return () => Promise.resolve(false);
  return () => leases.take(`monitor${shardSuffix(mine ?? 1, count)}`, MONITOR_LEASE_MS);
}

/**
 * The telemetry core, started once the entity tables it reads (devices, channels, point tables) exist, and
 * stopped before the store closes (Fastify closes plugins in the reverse order of their registration).
 */
export const telemetry = servicePlugin(
  'telemetry',
  { plugins: ['store', 'entity-registry'], decorators: ['config', 'db', 'dialect', 'cluster'] },
  async (app) => {
    const { config, cluster } = app;
    const { role, stationShards: shards } = config;
    const leases = cluster ? new ChannelLeases(cluster, config.nodeId) : null;
    const mqttUrl = role === 'api' ? undefined : config.mqttUrl;
    // The broker keeps this process's session: with Redis so that another can take it over if it dies, alone
    // so that its next start on the same store takes what came meanwhile.
    const session = !mqttUrl
      ? undefined
      : cluster
        ? MqttTakeover.sessionOf(cluster, config.nodeId)
        : storeSession(
            config.databaseUrl ? `${config.databaseUrl}#${config.databaseSchema ?? ''}` : path.resolve(config.dataDir),
          );
    let peers: TelemetryCluster | null = null;
    // In a split deployment a gateway's message is acknowledged once its values are in Redis.
    const safe = () => peers!.replication.published();
    const service = new TelemetryService(app.db, {
      simulate: config.simulate,
      seed: config.simSeed,
      backfillDays: config.backfillDays,
      autoRun: config.telemetryAutoRun,
      mqttUrl,
      futureToleranceMs: config.futureSampleToleranceMs,
      mqttSubscription: { shareGroup: config.mqttShareGroup, sessionName: session, safe: role === 'ingest' ? safe : undefined },
      dialect: app.dialect,
      retention: { years: config.historyYears, fineDays: config.fineHistoryDays },
      channelLease: leases && ((channelId, periodMs) => leases.hold(channelId, periodMs)),
      monitorLease: leases && role === 'ingest' ? monitorLease(leases, shards) : null,
      role,
      // An API node of one shard still knows every station (its summary, the right to see it, its devices).
      shards: role === 'api' ? undefined : shards,
      // One process holds the whole fleet: its fill runs on the machine's cores (a split deployment's ingest
      // processes each fill their own).
      fillProcesses:
        role === 'all'
          ? {
              count: config.fillProcesses,
              store: { dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema },
            }
          : undefined,
    });
    if (cluster && role !== 'all') peers = new TelemetryCluster(cluster, service, config.nodeId, role, shards);

    app.decorate('telemetry', service);
    app.decorate('liveStore', service.live);
    app.decorate('telemetryCluster', peers);
    app.addHook('onClose', async () => {
      await service.stop();
      await peers?.stop();
    });
    // Before the core starts, so that its first values are published and the replica misses nothing.
    if (peers) {
      service.peers = peers;
      await peers.start();
    }
    if (cluster && role === 'api' && shards.mine !== null) {
      const borrowed = new BorrowedStations(cluster, service.live, service.vectors, service.registry, shards);
      app.addHook('preHandler', async (request) => {
        await borrowed.lend(stationsAsked(request, service.registry))?.catch((error: unknown) => {
          // The answer then shows the station's values as old as they are.
          request.log.warn({ err: error }, 'could not read the stations of another shard');
        });
      });
    }
    await service.start();
    if (cluster && session && config.telemetryAutoRun) {
      const takeover = new MqttTakeover(
        cluster,
        session,
        mqttUrl!,
        service.ingest,
        config.mqttShareGroup,
        peers ? safe : undefined,
        shards.mine === null
          ? null
          : { stations: () => service.registry.stations.keys(), suffix: shardSuffix(shards.mine, shards.count) },
      );
      takeover.start();
      app.addHook('onClose', () => takeover.stop().catch(() => undefined));
    }
  },
);
