import { randomUUID } from 'node:crypto';
import type { Role } from '../config';
import type { RunSettings } from '../../shared/runSettings';
import type { CommandResult } from '../telemetry/commandResult';
import { leastAdvanced, type HistoryProgress } from '../telemetry/historyProgress';
import type { TelemetryPeers } from '../telemetry/telemetryPeers';
import type { TelemetryService } from '../telemetry/telemetryService';
import { LIVE_EVENT_MS, type StoredEvent } from '../telemetry/eventLog';
import type { DeviceSource } from '../telemetry/deviceOwners';
import type { StampRefusalCount } from '../sources/sampleStamps';
import { ClusterBus } from './clusterBus';
import type { ClusterLink } from './clusterLink';
import { LiveReplication } from './liveReplication';
import type { StationShards } from './stationShards';

/** A command waits this long for the simulating process: the 3 s device deadline and the trip there and back. */
const COMMAND_WAIT_MS = 3_500;
/** How often the simulating process says how far history has been filled. */
const PROGRESS_MS = 2_000;
/** An ingest process's refusal counts and fill progress are forgotten this long after it last told them (it stopped). */
const TOLD_KEPT_MS = 30_000;

interface CommandRequest {
  id: string;
  psId: number;
  equipType: string;
  collectId: number;
  pointCode: string;
  value: number;
}

/** The node that sent a message: each skips its own. */
interface From {
  node: string;
}

/**
 * One process's part in a split deployment (ROLE=api or ingest, docs/scale-out.md): the live store's
 * replication, and the telemetry messages between processes on the Redis bus. API nodes send commands for
 * simulated devices to the ingest process that simulates, broadcast configuration and run-settings changes,
 * hear how far history has been filled and pass the ingest processes' alarms on to their browsers.
 */
export class TelemetryCluster implements TelemetryPeers {
  readonly bus: ClusterBus;
  readonly replication: LiveReplication;
  private readonly waiting = new Map<string, (result: CommandResult) => void>();
  /** Each simulating process's fill (one per station shard), as it last said. */
  private readonly progressByNode = new Map<string, { at: number; progress: HistoryProgress }>();
  private readonly refusalsByNode = new Map<string, { at: number; counts: StampRefusalCount[] }>();
  private timers: NodeJS.Timeout[] = [];

  constructor(
    link: ClusterLink,
    private readonly service: TelemetryService,
    private readonly node: string,
    private readonly role: Role,
    shards: StationShards,
  ) {
    this.bus = ClusterBus.open(link);
    this.replication = new LiveReplication(link, this.bus, node, service.live, service.vectors, shards);
  }

  async start(): Promise<void> {
    const { bus, service } = this;
    await bus.on<From>('config', (m) => void (m.node !== this.node && service.configChanged(true).catch(() => undefined)));
    await bus.on<From & { psId: number; settings: RunSettings; from: number }>('runSettings', (m) => {
      if (m.node !== this.node) service.applyRunSettings(m.psId, m.settings, m.from, true);
    });
    await bus.on<From & { psId: number }>('release', (m) => {
      if (m.node !== this.node) service.releaseSetPoints(m.psId, true);
    });
    if (this.role === 'api') {
      await bus.on<{ id: string; result: CommandResult }>('commandResult', (m) => this.waiting.get(m.id)?.(m.result));
      await bus.on<From & { progress: HistoryProgress }>('progress', (m) =>
        this.progressByNode.set(m.node, { at: Date.now(), progress: m.progress }),
      );
      await bus.on<From & { counts: StampRefusalCount[] }>('stampRefusals', (m) =>
        this.refusalsByNode.set(m.node, { at: Date.now(), counts: m.counts }),
      );
    } else {
      await bus.on<CommandRequest>('command', (m) => this.carryOut(m));
      // A gateway's device is the real one wherever its message arrived: the simulating process leaves it alone.
      const owners = service.registry.owners;
      await bus.on<From & { source: DeviceSource; equipId: number }>('owner', (m) => {
        if (m.node !== this.node) owners.add(m.source, m.equipId, false);
      });
      owners.onAdd = (source, equipId) => bus.publish('owner', { node: this.node, source, equipId });
      this.replication.onReplica = (key, value, time) => service.ingest.follow(key, value, time);
      // History catching up writes events no browser is told of: they stay off the bus.
      service.events.listen((written) => {
        const fresh = written.filter((e) => e.event_time >= Date.now() - LIVE_EVENT_MS);
        if (fresh.length) bus.publish('events', fresh);
      });
      this.timers.push(setInterval(() => this.sayProgress(), PROGRESS_MS));
      // The gateways' messages arrive here, the channel page is asked on an API node.
      this.timers.push(setInterval(() => this.sayStampRefusals(), PROGRESS_MS));
      this.replication.publish();
    }
    // Ingest processes keep a replica too: the one running the state monitor needs its shard's (or the whole) fleet.
    // An API node of one shard keeps every station's summary besides, for the fleet-wide screens.
    await this.replication.replicate(this.role === 'api');
  }

  /** Calls `listener` with the alarms the ingest processes write (API nodes push them to their browsers). */
  onEvents(listener: (written: StoredEvent[]) => void): Promise<void> {
    return this.bus.on('events', listener);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    await this.replication.stop();
    this.bus.close();
  }

  command(psId: number, equipType: string, collectId: number, pointCode: string, value: number): Promise<CommandResult> {
    const id = randomUUID();
    return new Promise((resolve) => {
      const timer = setTimeout(() => done({ ok: false, reason: 'timeout' }), COMMAND_WAIT_MS);
      const done = (result: CommandResult) => {
        clearTimeout(timer);
        this.waiting.delete(id);
        resolve(result);
      };
      this.waiting.set(id, done);
      this.bus.publish('command', { id, psId, equipType, collectId, pointCode, value } satisfies CommandRequest);
    });
  }

  configChanged(): void {
    this.bus.publish('config', { node: this.node });
  }

  runSettingsApplied(psId: number, settings: RunSettings, from: number): void {
    this.bus.publish('runSettings', { node: this.node, psId, settings, from });
  }

  setPointsReleased(psId: number): void {
    this.bus.publish('release', { node: this.node, psId });
  }

  historyProgress(): HistoryProgress | null {
    const now = Date.now();
    for (const [node, told] of this.progressByNode) if (now - told.at > TOLD_KEPT_MS) this.progressByNode.delete(node);
    return this.progressByNode.size ? leastAdvanced([...this.progressByNode.values()].map((told) => told.progress)) : null;
  }

  stampRefusals(): StampRefusalCount[] {
    const now = Date.now();
    for (const [node, told] of this.refusalsByNode) if (now - told.at > TOLD_KEPT_MS) this.refusalsByNode.delete(node);
    return [...this.refusalsByNode.values()].flatMap((told) => told.counts);
  }

  /** Only the process that simulates the station answers a command: the simulated devices live there. */
  private carryOut(m: CommandRequest): void {
    const simulator = this.service.simulator;
    if (!simulator || !this.service.registry.stations.has(m.psId)) return;
    const result = simulator.command(m.psId, m.equipType, m.collectId, m.pointCode, m.value) ?? {
      ok: false,
      reason: 'noChannel',
    };
    this.bus.publish('commandResult', { id: m.id, result });
  }

  private sayStampRefusals(): void {
    const counts = this.service.ingest.stamps.all();
    if (counts.length) this.bus.publish('stampRefusals', { node: this.node, counts });
  }

  private sayProgress(): void {
    if (this.service.simulator) this.bus.publish('progress', { node: this.node, progress: this.service.historyProgress() });
  }
}
