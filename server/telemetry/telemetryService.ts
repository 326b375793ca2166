import type { Db } from '../db/database';
import { MemoryLiveStore, type LiveStore } from './liveStore';
import { HistoryStore } from './historyStore';
import { EventLog } from './eventLog';
import { Ingest } from './ingest';
import { PointRegistry } from './pointRegistry';
import { StateMonitor } from './stateMonitor';
import { recomputeDailyStats } from './dailyStats';
import { StationCalendar } from '../../shared/stationDay';
import { FleetSimulator, BACKFILL_STEP_MS, SIM_PERIOD_MS } from '../sources/simulator/fleetSimulator';
import { loadCounterState, type CounterState } from './counterState';
import { ModbusCollector } from '../sources/modbus/modbusCollector';
import { MqttIngest } from '../sources/mqtt/mqttIngest';
import { restoreOpenAlarms } from './openAlarms';
import type { CommandResult } from './commandResult';

export interface TelemetryOptions {
  /** Run the simulated demo fleet. */
  simulate: boolean;
  seed: number;
  backfillDays: number;
  /** Start timers and the backfill on start(); tests drive time themselves. */
  autoRun: boolean;
  /** Broker of the edge gateways (mqtt://host:port); none when absent. */
  mqttUrl?: string;
}

const FLUSH_MS = 10_000;
const TODAY_STATS_MS = 5 * 60_000;

/** The telemetry core: registry, live and history stores, ingest, state monitor, events and the simulator. */
export class TelemetryService {
  readonly registry: PointRegistry;
  readonly live: LiveStore = new MemoryLiveStore();
  readonly history: HistoryStore;
  readonly events: EventLog;
  readonly ingest: Ingest;
  readonly monitor: StateMonitor;
  simulator: FleetSimulator | null = null;
  readonly modbus: ModbusCollector;
  mqtt: MqttIngest | null = null;
  /** True once history is complete up to now (after the first start's backfill). */
  ready = false;
  /** Settles when history has caught up and live values flow; answers how many days were filled. */
  whenLive: Promise<number> = Promise.resolve(0);
  private timers: NodeJS.Timeout[] = [];
  private counters: CounterState = { counters: new Map(), midnightByKey: new Map(), lastTime: null };
  private readonly todayStatsAt = new Map<string, number>();
  private readonly calendar = new StationCalendar();

  constructor(
    private readonly db: Db,
    private readonly options: TelemetryOptions,
  ) {
    this.registry = new PointRegistry(db);
    this.history = new HistoryStore(db);
    this.events = new EventLog(db);
    this.ingest = new Ingest(this.registry, this.live, this.history, this.events);
    this.modbus = new ModbusCollector(db, this.ingest);
    if (options.mqttUrl) this.mqtt = new MqttIngest(options.mqttUrl, this.ingest);
    this.monitor = new StateMonitor(this.registry, this.live, this.ingest, this.events, (_station, key, day) => {
      const base = this.counters.midnightByKey.get(key);
      return base && base.day === day ? base.value : undefined;
    });
  }

  async start(now = Date.now()): Promise<void> {
    await this.registry.refresh();
    await restoreOpenAlarms(this.db, this.registry, this.monitor);
    if (this.options.simulate) {
      this.counters = await loadCounterState(this.db, this.registry, now);
      this.simulator = new FleetSimulator(this.registry, this.ingest, this.options.seed, await this.firstStart(now));
      this.simulator.build(this.counters.counters);
    }
    if (!this.options.autoRun) return;
    await this.modbus.start();
    // The portal runs without its broker; the MQTT client keeps reconnecting in the background.
    void this.mqtt?.start().catch(() => undefined);
    const from =
      this.counters.lastTime !== null ? this.counters.lastTime + BACKFILL_STEP_MS : now - this.options.backfillDays * 86_400_000;
    // The server answers while history fills; live values start once it has caught up.
    this.whenLive = this.backfill(from, Date.now()).then(() => {
      this.runLive();
      return (Date.now() - from) / 86_400_000;
    });
  }

  private async firstStart(now: number): Promise<number> {
    const row = await this.db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', 'sim.firstStart')
      .executeTakeFirst();
    if (row) return Number(row.config_value);
    await this.db
      .insertInto('sys_config')
      .values({ config_key: 'sim.firstStart', config_value: String(now) })
      .execute();
    return now;
  }

  /** Steps the simulator over [from, to] on five-minute boundaries, writing history, events and statistics. */
  async backfill(from: number, to: number): Promise<void> {
    if (!this.simulator) {
      this.ready = true;
      return;
    }
    let steps = 0;
    for (let t = Math.ceil(from / BACKFILL_STEP_MS) * BACKFILL_STEP_MS; t <= to; t += BACKFILL_STEP_MS) {
      this.simulator.step(t, BACKFILL_STEP_MS);
      this.monitor.evaluateAll(t, BACKFILL_STEP_MS, t + BACKFILL_STEP_MS > to);
      if (++steps % 288 === 0) await this.flush(t, false);
      else if (steps % 12 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await this.flush(to, true);
    this.ready = true;
  }

  /** One real-time step at `now`. */
  tick(now = Date.now()): void {
    this.simulator?.step(now, SIM_PERIOD_MS);
    this.monitor.evaluateAll(now, SIM_PERIOD_MS);
  }

  private runLive(): void {
    this.timers.push(setInterval(() => this.tick(), SIM_PERIOD_MS));
    this.timers.push(setInterval(() => void this.flush(Date.now(), false).catch(() => undefined), FLUSH_MS));
    this.tick();
  }

  /** Writes history and events, stores changed station states and recomputes the statistics of touched days. */
  async flush(now = Date.now(), allStats = true): Promise<void> {
    await this.history.flush(now - 86_400_000);
    await this.events.flush();
    for (const [psId, state] of this.monitor.takeStationStates()) {
      await this.db.updateTable('power_station').set({ state }).where('ps_id', '=', psId).execute();
    }
    for (const { psId, day } of this.history.takeTouchedDays()) {
      const station = this.registry.stations.get(psId);
      if (!station) continue;
      const today = this.calendar.dayOf(station.timeZone, now).day;
      const key = `${psId}:${day}`;
      if (!allStats && day === today && now - (this.todayStatsAt.get(key) ?? 0) < TODAY_STATS_MS) {
        this.history.retouch(psId, day);
        continue;
      }
      this.todayStatsAt.set(key, now);
      await recomputeDailyStats(this.db, this.history, this.registry, psId, day);
    }
  }

  /**
   * Sends a remote command (YK value or YT set-point) to a device point: over the Modbus channel that maps
   * it when one does, else to the simulated device. Settles within the 3 s command deadline.
   */
  async command(psId: number, equipType: string, collectId: number, pointCode: string, value: number): Promise<CommandResult> {
    const viaChannel = await this.modbus.command(psId, equipType, collectId, pointCode, value);
    if (viaChannel) return viaChannel;
    return this.simulator?.command(psId, equipType, collectId, pointCode, value) ?? { ok: false, reason: 'noChannel' };
  }

  /**
   * Configuration changed (devices, point tables, channels): ingest and the collector pick it up at once.
   * The simulator keeps its models (rebuilding them would restart its counters); it adds new devices on
   * the next start.
   */
  async configChanged(): Promise<void> {
    await this.registry.refresh();
    await this.modbus.reload();
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.modbus.stop();
    await this.mqtt?.stop().catch(() => undefined);
    await this.flush(Date.now(), true).catch(() => undefined);
  }
}
