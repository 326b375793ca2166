import { stationsOf, type StationShards } from '../cluster/stationShards';
import type { DatabaseOptions, Db, Dialect } from '../db/database';
import { MemoryLiveStore, type LiveValue } from './liveStore';
import { VectorStore } from './vectorStore';
import { RunSettingsBook } from './runSettingsBook';
import { HistoryStore } from './historyStore';
import { EventLog } from './eventLog';
import { Ingest } from './ingest';
import { PointRegistry, type StationFacts } from './pointRegistry';
import { StateMonitor } from './stateMonitor';
import { recomputeDailyStats } from './dailyStats';
import { restateDays } from './restatedDays';
import { StationCalendar } from '../../shared/stationDay';
import { FleetSimulator, BACKFILL_STEP_MS, SIM_PERIOD_MS } from '../sources/simulator/fleetSimulator';
import { loadCounterState, type CounterState } from './counterState';
import { ModbusCollector } from '../sources/modbus/modbusCollector';
import type { ChannelLease } from '../sources/modbus/channelPoller';
import { MqttIngest, type MqttSubscription } from '../sources/mqtt/mqttIngest';
import { GatewayJournal } from '../sources/mqtt/gatewayJournal';
import { SampleStamps, type StampRefusalCount } from '../sources/sampleStamps';
import { restoreOpenAlarms, retakeOpenAlarms } from './openAlarms';
import { PlantParamAlarms } from './plantParamAlarms';
import type { CommandResult } from './commandResult';
import { LiveGate, dayEnergies } from './liveGate';
import { TimeSlice, SLICE_MS } from './timeSlice';
import { catchUpTimeline, todayTimeline, type CatchUp, type CatchUpParts, type Timeline } from './catchUp';
import { fillInProcesses, SHARED_FILL_MS } from './fillProcesses';
import { HISTORY_COMPLETE, HistoryFill, type HistoryProgress } from './historyProgress';
import { applyRetention, type HistoryRetention } from './historyPartitions';
import type { TelemetryPeers } from './telemetryPeers';
import { StoreFullAlarm } from './storeFullAlarm';
import type { Role } from '../config';
import type { RunSettings } from '../../shared/runSettings';

export interface TelemetryOptions {
  /** Run the simulated demo fleet. */
  simulate: boolean;
  seed: number;
  backfillDays: number;
  /** Start timers and the backfill on start(); tests drive time themselves. */
  autoRun: boolean;
  /** Broker of the edge gateways (mqtt://host:port); none when absent. */
  mqttUrl?: string;
  /** How this process subscribes to the gateways: share group, named session. */
  mqttSubscription?: MqttSubscription;
  /** How far a gateway's stamps may run ahead of this clock (`MAX_SAMPLE_AHEAD_S`). */
  futureToleranceMs?: number;
  /** The store's kind: PostgreSQL keeps history in month partitions. */
  dialect?: Dialect;
  /** How long history is kept; checked at start and every few hours. */
  retention?: HistoryRetention;
  /** With several ingest processes, whether this one may poll a Modbus channel now. */
  channelLease?: ChannelLease | null;
  /**
   * With several ingest processes, whether this one runs the state monitor now (one does, on a replica of
   * the whole fleet's live values); the first time it answers yes after a no, standing alarms are reloaded.
   */
  monitorLease?: (() => Promise<boolean>) | null;
  /** `api` keeps no core of its own: its live store is a replica, its commands go to the ingest processes. */
  role?: Role;
  /** Processes that share a long catch-up by station group (fillProcesses.ts), and the store they write to. */
  fillProcesses?: { count: number; store: DatabaseOptions };
  /** A fill process's stations: its registry keeps only these. */
  stations?: number[];
  /** An ingest process of one station shard keeps, simulates and monitors that shard's stations only. */
  shards?: StationShards;
}

const FLUSH_MS = 10_000;
/** Alarms are written, and so pushed to browsers and mail, within a quarter second of being raised (a check of an empty queue otherwise). */
export const EVENT_FLUSH_MS = 250;
const TODAY_STATS_MS = 5 * 60_000;
const RETENTION_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
/** Today filled before the past (fillPart): from when, and who hears its energies so far. */
export interface TodayFirst {
  from: number;
  filled(values: [string, LiveValue][]): void;
}

/** Backfill steps between two flushes: a day, so each day's statistics are computed once. */
const FLUSH_EVERY_STEPS = DAY_MS / BACKFILL_STEP_MS;
/**
 * While the store refuses writes, history of days that ended more than this long ago leaves memory unwritten:
 * yesterday and today stay (some 900 MB at a thousand stations), older days would exhaust the process.
 */
export const HELD_HISTORY_MS = DAY_MS;

/** The telemetry core: registry, live and history stores, ingest, state monitor, events and the simulator. */
export class TelemetryService {
  readonly registry: PointRegistry;
  readonly live = new MemoryLiveStore();
  readonly vectors = new VectorStore();
  readonly runSettings = new RunSettingsBook();
  readonly history: HistoryStore;
  readonly events: EventLog;
  readonly ingest: Ingest;
  readonly monitor: StateMonitor;
  private readonly paramAlarms: PlantParamAlarms;
  /** Stands while the store has no room: flushes keep their data in memory and try again. */
  readonly storeFull: StoreFullAlarm;
  simulator: FleetSimulator | null = null;
  readonly modbus: ModbusCollector;
  mqtt: MqttIngest | null = null;
  /** Gateway messages acknowledged and not yet in written history (single process only). */
  private journal: GatewayJournal | null = null;
  /** The other processes of a split deployment (set by the plugin); none in a single process. */
  peers: TelemetryPeers | null = null;
  /** Whether this process ran the state monitor at its last live step. */
  private monitoring = false;
  /** True once history is complete up to now (after the first start's catch-up, or a backfill). */
  ready = false;
  /** The catch-up under way, for the portal's progress banner; null when none runs. */
  private fillUnderWay: HistoryFill | null = null;
  /**
   * Settles when history has caught up and every live value flows, energy counters included; answers how
   * many days were filled. Instantaneous live values flow from the first tick (see `catchUp`).
   */
  whenLive: Promise<number> = Promise.resolve(0);
  /** How many processes shared the last catch-up's long part (fillProcesses.ts); 0: this one filled alone. */
  fillProcessesUsed = 0;
  /** A long catch-up fills today before the past (todayFirstFrom); tests compare it with the fill in time order. */
  todayFirst = true;
  /** Today was filled before the past, and its screens are right while the past fills. */
  todayFilled = false;
  private todayDone: () => void = () => undefined;
  /** Settles when today was filled before the past (never, when the catch-up filled in time order). */
  readonly whenTodayFilled = new Promise<void>((resolve) => (this.todayDone = resolve));
  /** Live ticks not started because the previous one was still running. */
  skippedTicks = 0;
  /** How long background work holds the event loop before it yields, ms (0: at every chance). */
  sliceMs = SLICE_MS;
  private timers: NodeJS.Timeout[] = [];
  private counters: CounterState = { counters: new Map(), midnightByKey: new Map(), lastTime: null };
  private readonly todayStatsAt = new Map<string, number>();
  /** Told after the statistics of a day that is over were recomputed (the quotas of that day follow them). */
  readonly closedDayListeners: ((psId: number, day: string, slice: TimeSlice) => Promise<void>)[] = [];
  private readonly calendar = new StationCalendar();
  /** In front of ingest for the live simulation and monitor; closed while history catches up. */
  private readonly gate: LiveGate;
  private firstStartAt = 0;
  private ticking: Promise<void> | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private flushRunning = false;
  private catchingUp: Promise<unknown> | null = null;
  private stopping = false;
  private readonly stopped = new AbortController();

  constructor(
    private readonly db: Db,
    private readonly options: TelemetryOptions,
  ) {
    this.registry = new PointRegistry(
      db,
      options.stations ? new Set(options.stations) : options.shards && stationsOf(options.shards),
    );
    this.history = new HistoryStore(db, options.dialect);
    this.events = new EventLog(db);
    this.ingest = new Ingest(this.registry, this.live, this.history, this.events, new SampleStamps(options.futureToleranceMs));
    this.modbus = new ModbusCollector(db, this.ingest, options.channelLease ?? null);
    if (options.mqttUrl) {
      // Without Redis to hold what a message carried (`safe`), the store keeps it until history is written.
      if (!options.mqttSubscription?.safe) this.journal = new GatewayJournal(db);
      this.mqtt = new MqttIngest(options.mqttUrl, this.ingest, {
        ...options.mqttSubscription,
        journal: this.journal ?? undefined,
        // A station shard's process takes its own stations' messages only: the broker routes them by topic.
        stations: options.shards?.mine ? () => this.registry.stations.keys() : undefined,
      });
    }
    this.gate = new LiveGate(this.ingest, this.live, this.events);
    this.monitor = new StateMonitor(this.registry, this.live, this.gate, this.gate, this.historyBase);
    this.paramAlarms = new PlantParamAlarms(db, this.registry, this.events);
    this.storeFull = new StoreFullAlarm(this.events);
  }

  /** A counter's reading at the start of a station day, as the store held it at start. */
  private readonly historyBase = (_station: StationFacts, key: string, day: string): number | undefined => {
    const base = this.counters.midnightByKey.get(key);
    return base && base.day === day ? base.value : undefined;
  };

  private slice(): TimeSlice {
    return new TimeSlice(this.sliceMs);
  }

  async start(now = Date.now()): Promise<void> {
    await this.registry.refresh();
    await this.runSettings.load(this.db);
    if (this.options.role === 'api') {
      this.ready = true;
      return;
    }
    await restoreOpenAlarms(this.db, this.registry, this.monitor);
    await this.storeFull.restore(this.db);
    await restateDays(this.db, this.history);
    if (!this.options.monitorLease) await this.paramAlarms.review(now);
    if (this.options.simulate) {
      this.counters = await loadCounterState(this.db, this.registry, now);
      this.firstStartAt = await this.firstStart(now);
      this.simulator = new FleetSimulator(
        this.registry,
        this.gate,
        this.options.seed,
        this.firstStartAt,
        this.runSettings.of,
        this.vectors,
      );
      this.simulator.build(this.counters.counters);
    }
    if (!this.options.autoRun) return;
    await this.modbus.start();
    await this.mqtt?.takeJournal();
    // The portal runs without its broker; the MQTT client keeps reconnecting in the background.
    void this.mqtt?.start().catch(() => undefined);
    const from =
      this.counters.lastTime !== null ? this.counters.lastTime + BACKFILL_STEP_MS : now - this.options.backfillDays * DAY_MS;
    // The server answers while history fills, and live values flow meanwhile (catchUp says which).
    this.runLive();
    this.whenLive = this.catchUp(from).then(
      () => (Date.now() - from) / DAY_MS,
      (error: unknown) => {
        // Live values flow on; the history left unfilled is filled at the next start.
        process.emitWarning(`history catch-up stopped: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      },
    );
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

  /**
   * Steps the live simulator over [from, to] on five-minute boundaries, writing history, events,
   * statistics and the live store. For tests and tools that drive time themselves: with the live loop
   * running, use `catchUp`, which keeps the two apart.
   */
  async backfill(from: number, to: number): Promise<void> {
    if (this.simulator) {
      await this.fill({ simulator: this.simulator, monitor: this.monitor }, from, () => to, true);
      await this.flush(to, true);
    }
    this.ready = true;
  }

  /**
   * Fills history from `from` up to now while the live simulation runs at now. Interleaving live steps and
   * past steps on one simulator would break its counters (they integrate power in time order) and the
   * monitor's state memory, so the past runs on a timeline of its own (catchUp.ts) that writes history,
   * events and statistics, and the live simulation meanwhile writes only instantaneous values to the live
   * store (liveGate.ts). The rule: power, currents, voltages and states flow from the first tick; energy
   * counters and today's energy appear once history has caught up, when the live simulator and monitor
   * continue from the catch-up's end (its counters, its last step's time, its state memory), so counters
   * never step back and today's energy is still the counter less its reading at local midnight. A long
   * catch-up's past is shared by processes (fillInProcesses).
   */
  async catchUp(from: number): Promise<void> {
    if (!this.simulator) {
      this.ready = true;
      return;
    }
    this.gate.close();
    const progress = new HistoryFill(from, Date.now());
    this.fillUnderWay = progress;
    const run = (async () => {
      // The long part in processes, when it is long; this one goes on from where they left the store.
      const { rest, stale } = await this.fillInProcesses(from, progress);
      const timeline = await catchUpTimeline(this.timelineParts(), this.slice());
      for (const [key, value] of stale) timeline.live.put(key, value);
      // Up to the last step before now, however long that takes: now moves on while it runs.
      const last = await this.fill(timeline, rest, () => Date.now(), false, progress);
      if (this.stopping) return;
      await this.flush(last, true, last);
      // Between two live ticks, and standing in for one (a tick due meanwhile is skipped, and the next
      // integrates the longer interval): the next one continues from the catch-up's end.
      while (this.ticking) await this.ticking;
      const handOver = this.handOver(timeline);
      this.ticking = handOver;
      await handOver.finally(() => (this.ticking = null));
      this.ready = true;
    })();
    this.catchingUp = run;
    try {
      await run;
    } finally {
      this.catchingUp = null;
      this.fillUnderWay = null;
    }
  }

  private timelineParts(): CatchUpParts {
    return {
      registry: this.registry,
      history: this.history,
      events: this.events,
      seed: this.options.seed,
      firstStart: this.firstStartAt,
      counters: this.counters.counters,
      historyBase: this.historyBase,
      liveMonitor: this.monitor,
      runSettings: this.runSettings.of,
    };
  }

  /**
   * A catch-up of six hours or more is shared by processes, each stepping a group of stations (fillProcesses.ts) up
   * to the step before last; then this one takes up the counters and standing alarms they stored, as after a
   * restart, and answers where it goes on, with the last values the next step will not renew. A shorter one, or
   * one with a single process, is left to this one.
   */
  private async fillInProcesses(from: number, progress: HistoryFill): Promise<{ rest: number; stale: [string, LiveValue][] }> {
    const processes = this.options.fillProcesses;
    const end = Math.floor(Date.now() / BACKFILL_STEP_MS) * BACKFILL_STEP_MS - BACKFILL_STEP_MS;
    if (!processes || processes.count < 2 || end - from < SHARED_FILL_MS) return { rest: from, stale: [] };
    let closing = Promise.resolve();
    this.fillProcessesUsed = Math.min(processes.count, this.registry.stations.size);
    let todayLeft = this.fillProcessesUsed;
    const { counters, stale } = await fillInProcesses(
      this.registry,
      processes,
      this.options.seed,
      from,
      end,
      this.todayFirstFrom(from, end),
      {
        // The screens of today are right from here on: its curves are stored, and its energies so far stand
        // in the live store (the live simulation's wait for the hand-over, as counters do).
        today: (values) => {
          for (const [key, value] of values) this.live.put(key, value);
          if (--todayLeft > 0) return;
          this.todayFilled = progress.todayReady = true;
          this.todayDone();
        },
        reached: (t) => progress.reach(t),
        // A day's quotas follow its statistics here, where the quota service is, one day after another.
        closedDay: (psId, day) => (closing = closing.then(() => this.closedDay(psId, day))),
        written: (events) => this.events.announce(events),
      },
      this.stopped.signal,
    );
    await closing;
    // The processes raised and cleared alarms meanwhile: the rules take up what stands now, as after a restart.
    this.counters = counters;
    await retakeOpenAlarms(this.db, this.registry, this.monitor, this.slice());
    return { rest: end + BACKFILL_STEP_MS, stale };
  }

  /**
   * Where today's fill starts when today goes first (docs/ingest.md "Today first"): a step before the earliest
   * local midnight of the fleet at `end`, so that every station's day is filled whole. Only for a catch-up with a
   * day or more before it: a shorter past is filled sooner than today would be twice.
   */
  private todayFirstFrom(from: number, end: number): number | undefined {
    let midnight = end;
    for (const station of this.registry.stations.values())
      midnight = Math.min(midnight, this.calendar.dayOf(station.timeZone, end).start);
    const start = midnight - BACKFILL_STEP_MS;
    return this.todayFirst && start - from >= DAY_MS ? start : undefined;
  }

  /**
   * A fill process's part of a catch-up (fillProcesses.ts): this registry's stations (options.stations) stepped from
   * `from` to `end`, and their history, events, states and statistics written; with `today`, each station's own
   * day first (todayTimeline), and its energies so far told before the past is filled.
   */
  async fillPart(from: number, end: number, reached: (t: number) => void, today?: TodayFirst): Promise<CatchUp> {
    await this.registry.refresh();
    await this.runSettings.load(this.db);
    await restoreOpenAlarms(this.db, this.registry, this.monitor);
    // Read before today is filled: the past goes on from these, not from today's provisional readings.
    this.counters = await loadCounterState(this.db, this.registry, Date.now());
    this.firstStartAt = await this.firstStart(from);
    if (today) {
      const preview = await todayTimeline(this.timelineParts(), end, this.slice());
      await this.fill(preview, today.from, () => end, false);
      await this.flush(end, true, end);
      today.filled(dayEnergies(preview.live));
      // Its rules followed today's values and its points' history stands at today: the past starts from what the
      // store left standing, at its own days.
      await this.registry.forgetHistoryPlaces(this.slice());
      await retakeOpenAlarms(this.db, this.registry, this.monitor, this.slice());
    }
    const timeline = await catchUpTimeline(this.timelineParts(), this.slice());
    await this.fill(timeline, from, () => end, false, { reach: reached });
    await this.flush(end, true, end);
    return timeline;
  }

  /** The live simulation takes over from the catch-up's end, in slices (a million values at a thousand stations). */
  private async handOver(timeline: CatchUp): Promise<void> {
    this.simulator!.continueFrom(timeline.simulator);
    this.monitor.continueFrom(timeline.monitor);
    // The last values of the past that live ticks have not written since: a link that went down during
    // the catch-up keeps its last figures, and counters show until the next tick (older values never win).
    const live = this.live;
    await this.slice().run(
      (function* () {
        for (const [key, value] of timeline.live.entries()) yield live.put(key, value);
      })(),
    );
    this.gate.reopen();
  }

  /**
   * Steps a timeline on five-minute boundaries from `from` while they lie before `until()`, yielding the
   * event loop on a time budget and flushing each simulated day; answers the last step's time.
   */
  private async fill(
    timeline: Timeline,
    from: number,
    until: () => number,
    lastStates: boolean,
    progress?: Pick<HistoryFill, 'reach'>,
  ): Promise<number> {
    const slice = this.slice();
    let steps = 0;
    let last = from;
    for (let t = Math.ceil(from / BACKFILL_STEP_MS) * BACKFILL_STEP_MS; t <= until() && !this.stopping; t += BACKFILL_STEP_MS) {
      await this.history.flushEnded(t, slice);
      await slice.run(timeline.simulator.steps(t, BACKFILL_STEP_MS));
      // Device states matter at the last step only; a backfill to a fixed end knows which that is.
      await slice.run(timeline.monitor.evaluations(t, BACKFILL_STEP_MS, lastStates && t + BACKFILL_STEP_MS > until()));
      last = t;
      progress?.reach(t);
      // Events, states and statistics once a simulated day. Finished days leave memory as they are written (the
      // fill moves forward only); a day not over in some zone waits for its end rather than being written twice.
      if (++steps % FLUSH_EVERY_STEPS === 0) await this.flush(t, false, t, true);
    }
    return last;
  }

  /** How far history has been filled: the banner's figures while the first start catches up. */
  historyProgress(now = Date.now()): HistoryProgress {
    if (this.options.role === 'api') return this.peers?.historyProgress() ?? HISTORY_COMPLETE;
    return this.fillUnderWay && !this.ready ? this.fillUnderWay.report(now) : HISTORY_COMPLETE;
  }

  /**
   * The gateway samples refused for their stamps, of the given stations: this process's own, or on an API
   * node of a split deployment, where no gateway message arrives, the ingest processes' added up.
   */
  stampRefusals(psIds: ReadonlySet<number>): StampRefusalCount[] {
    if (this.options.role !== 'api') return this.ingest.stamps.refusalsOf(psIds);
    const all = new SampleStamps();
    for (const count of this.peers?.stampRefusals() ?? []) all.add(count);
    return all.refusalsOf(psIds);
  }

  /** One real-time step at `now`, all at once (tests and benchmarks drive time themselves). */
  tick(now = Date.now()): void {
    this.simulator?.step(now, SIM_PERIOD_MS);
    this.monitor.evaluateAll(now, SIM_PERIOD_MS);
  }

  /**
   * One real-time step at `now` in slices, as the live loop runs it. A step still running when the next
   * is due is not joined by a second one: the call answers the running step (the next step integrates the
   * longer interval, so counters lose nothing).
   */
  liveTick(now = Date.now()): Promise<void> {
    if (this.ticking) {
      this.skippedTicks++;
      return this.ticking;
    }
    const run = this.stepLive(now);
    this.ticking = run;
    return run.finally(() => {
      if (this.ticking === run) this.ticking = null;
    });
  }

  private async stepLive(now: number): Promise<void> {
    const slice = this.slice();
    // While history catches up, live steps write none (liveGate.ts). A full store keeps the ended days in
    // memory, and live values flow on.
    if (this.gate.isOpen)
      await this.history.flushEnded(now, slice).catch((error: unknown) => {
        if (!this.storeFull.failed(error, now)) throw error;
      });
    if (this.simulator) await slice.run(this.simulator.steps(now, SIM_PERIOD_MS));
    if (await this.holdsMonitor()) await slice.run(this.monitor.evaluations(now, SIM_PERIOD_MS));
  }

  /** Whether this process runs the state monitor now: always alone, by lease among several. */
  private async holdsMonitor(): Promise<boolean> {
    const lease = this.options.monitorLease;
    if (!lease) return true;
    const held = await lease().catch(() => false);
    // Another process raised and cleared alarms meanwhile: the rules take up what stands now.
    if (held && !this.monitoring) {
      await retakeOpenAlarms(this.db, this.registry, this.monitor);
      this.paramAlarms.reload();
      await this.paramAlarms.review();
    }
    this.monitoring = held;
    return held;
  }

  private runLive(): void {
    this.timers.push(setInterval(() => void this.liveTick().catch(() => undefined), SIM_PERIOD_MS));
    // While history catches up it flushes itself, a day at a time.
    this.timers.push(
      setInterval(() => {
        if (this.gate.isOpen && !this.flushRunning) void this.flush(Date.now(), false).catch(() => undefined);
      }, FLUSH_MS),
    );
    this.timers.push(
      setInterval(() => {
        if (this.gate.isOpen && this.events.waiting > 0) void this.events.flush(this.slice()).catch(() => undefined);
      }, EVENT_FLUSH_MS),
    );
    const retention = this.options.retention;
    if (retention && (retention.years > 0 || retention.fineDays > 0)) {
      const prune = () => void applyRetention(this.db, this.options.dialect ?? 'sqlite', retention).catch(() => undefined);
      this.timers.push(setInterval(prune, RETENTION_MS));
      prune();
    }
    void this.liveTick().catch(() => undefined);
  }

  /**
   * Writes history and events, stores changed station states and recomputes the statistics of touched
   * days, in slices; flushes run one after another. History blocks ending after `keepAfter` stay open: by
   * default the days not yet over (a late sample for an earlier day opens its block again). `endedDaysOnly`: of
   * history, only the blocks of days over by `keepAfter` are written.
   */
  flush(now = Date.now(), allStats = true, keepAfter = now, endedDaysOnly = false): Promise<void> {
    const run = this.flushing.then(async () => {
      this.flushRunning = true;
      try {
        await this.flushNow(now, allStats, keepAfter, endedDaysOnly);
      } finally {
        this.flushRunning = false;
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }

  /**
   * A store without room refuses the flush: the alarm stands, and what was not written waits in memory for
   * the next flush (history blocks, events, the days whose statistics and quotas are due), which tries again.
   */
  private async flushNow(now: number, allStats: boolean, keepAfter: number, endedDaysOnly: boolean): Promise<void> {
    try {
      await this.writeOut(now, allStats, keepAfter, endedDaysOnly);
    } catch (error) {
      if (!this.storeFull.failed(error, now)) throw error;
      const dropped = await this.history.dropUnwrittenBefore(now - HELD_HISTORY_MS);
      if (dropped > 0)
        process.emitWarning(`${dropped} history blocks of days ended over a day ago dropped: the store is full`, {
          code: 'HISTORY_DROPPED',
        });
    }
  }

  private async writeOut(now: number, allStats: boolean, keepAfter: number, endedDaysOnly: boolean): Promise<void> {
    const slice = this.slice();
    // The gateway messages acknowledged so far leave the journal once their samples are written, all of them.
    const journaled = endedDaysOnly ? undefined : await this.journal?.mark();
    await (endedDaysOnly ? this.history.flushEnded(keepAfter, slice) : this.history.flush(keepAfter, slice));
    if (journaled) await this.journal!.release(journaled);
    // Cleared before the events are written: an outage's occurrence is stored once, already cleared.
    this.storeFull.wrote(now);
    await this.events.flush(slice);
    for (const [psId, state] of this.monitor.takeStationStates()) {
      await this.db.updateTable('power_station').set({ state }).where('ps_id', '=', psId).execute();
      await slice.check();
    }
    const touched = this.history.takeTouchedDays();
    for (let i = 0; i < touched.length; i++) {
      const { psId, day } = touched[i]!;
      try {
        await this.recompute(psId, day, now, allStats, slice);
      } catch (error) {
        // Their statistics and quotas are computed by a later flush.
        for (const left of touched.slice(i)) this.history.retouch(left.psId, left.day);
        throw error;
      }
    }
  }

  /** A touched day's statistics, and a day that is over its quotas; today's at most every five minutes. */
  private async recompute(psId: number, day: string, now: number, allStats: boolean, slice: TimeSlice): Promise<void> {
    const station = this.registry.stations.get(psId);
    if (!station) return;
    const today = this.calendar.dayOf(station.timeZone, now).day;
    const key = `${psId}:${day}`;
    if (!allStats && day === today && now - (this.todayStatsAt.get(key) ?? 0) < TODAY_STATS_MS) {
      this.history.retouch(psId, day);
      return;
    }
    this.todayStatsAt.set(key, now);
    const counted = await recomputeDailyStats(this.db, this.history, this.registry, psId, day, slice);
    await slice.check();
    if (counted && day < today) await this.closedDay(psId, day, slice);
  }

  /** The statistics of a day that is over were computed (here or by a fill process): its listeners (quotas) follow. */
  private async closedDay(psId: number, day: string, slice = this.slice()): Promise<void> {
    for (const listener of this.closedDayListeners) await listener(psId, day, slice);
  }

  /**
   * Sends a remote command (YK value or YT set-point) to a device point: over the Modbus channel that maps
   * it when one does, else to the simulated device. Settles within the 3 s command deadline.
   */
  async command(psId: number, equipType: string, collectId: number, pointCode: string, value: number): Promise<CommandResult> {
    const viaChannel = await this.modbus.command(psId, equipType, collectId, pointCode, value);
    if (viaChannel) return viaChannel;
    // An API node has no simulator: the ingest process that simulates carries the command out.
    if (this.options.role === 'api' && this.peers) return this.peers.command(psId, equipType, collectId, pointCode, value);
    return this.simulator?.command(psId, equipType, collectId, pointCode, value) ?? { ok: false, reason: 'noChannel' };
  }

  /** Run settings an operator applied, from `from` on: here, and in the process that simulates. */
  applyRunSettings(psId: number, settings: RunSettings, from: number, fromPeer = false): void {
    this.runSettings.set(psId, settings, from);
    if (!fromPeer) this.peers?.runSettingsApplied(psId, settings, from);
  }

  /** A station's converters left manual mode: their power set-points are released. */
  releaseSetPoints(psId: number, fromPeer = false): void {
    this.simulator?.modelOf(psId)?.releaseSetPoints('pcs', 'PSet');
    if (!fromPeer) this.peers?.setPointsReleased(psId);
  }

  /**
   * Configuration changed (devices, point tables, channels): ingest and the collector pick it up at once.
   * The simulator keeps its models (rebuilding them would restart its counters) and adds new devices of
   * existing stations on the next start; a new station (registered) gets its model at once, and a device
   * moved under another transformer feeds through it at once.
   */
  async configChanged(fromPeer = false): Promise<void> {
    await this.registry.refresh();
    if (this.options.role !== 'api' && (!this.options.monitorLease || this.monitoring)) await this.paramAlarms.review();
    this.simulator?.rewire();
    this.simulator?.adoptNewStations();
    if (this.options.role !== 'api') await this.modbus.reload();
    await this.mqtt?.follow().catch(() => undefined);
    if (!fromPeer) this.peers?.configChanged();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.stopped.abort();
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    this.modbus.stop();
    await this.mqtt?.stop().catch(() => undefined);
    // A catch-up ends at its next step; nothing may write once the store closes.
    await this.catchingUp?.catch(() => undefined);
    await this.ticking?.catch(() => undefined);
    await this.flush(Date.now(), true).catch(() => undefined);
  }
}
