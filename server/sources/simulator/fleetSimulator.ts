import type { PointSink } from '../../telemetry/liveGate';
import type { PointRegistry, StationFacts } from '../../telemetry/pointRegistry';
import { StationGuard } from '../../telemetry/stationGuard';
import { faultPlans } from './faults';
import { StationSimulator, type Emit, type EmitVector, type StoredCounter } from './stationSimulator';
import type { VectorStore } from '../../telemetry/vectorStore';
import type { RunSettingsOf } from './storageUnits';
import { liveKey } from '../../telemetry/liveStore';
import type { CommandResult } from '../../telemetry/commandResult';
import { runAtOnce } from '../../telemetry/timeSlice';

export const SIM_PERIOD_MS = 3000;
export const BACKFILL_STEP_MS = 5 * 60_000;

/**
 * The demo fleet as a data source: one StationSimulator per station, stepped every 3 s in real time,
 * and stepped on five-minute boundaries to backfill history.
 */
export class FleetSimulator {
  private stations: StationSimulator[] = [];
  private readonly guard = new StationGuard('simulator');
  private last = 0;

  constructor(
    private readonly registry: PointRegistry,
    /** Ingest, or the gate in front of it while history catches up. */
    private readonly sink: PointSink,
    readonly seed: number,
    /** When the store was created: the injected faults are placed relative to it. */
    private readonly firstStart: number,
    /** The storage stations' run settings (telemetry/runSettingsBook.ts). */
    private readonly runSettings: RunSettingsOf,
    /** Where array-valued readings go; none for a timeline that only fills history. */
    private readonly vectors?: VectorStore,
  ) {}

  /** (Re)builds the station models, continuing counters from readings by `equipId:pointCode`. */
  build(counters: Map<string, StoredCounter> = new Map()): void {
    runAtOnce(this.building(counters));
  }

  /**
   * The same build station by station, yielding after each: a catch-up's timeline is built while the server
   * answers, and a thousand stations' models take some 400 ms.
   */
  *building(counters: Map<string, StoredCounter> = new Map()): Generator<void> {
    const plans = faultPlans(this.firstStart);
    const byStation = this.countersByStation(counters);
    this.stations = [];
    for (const station of this.registry.stations.values()) {
      const own = byStation.get(station.psId) ?? new Map<string, StoredCounter>();
      this.model(
        station,
        () => new StationSimulator(station, this.registry, this.seed, plans[station.code] ?? {}, own, this.runSettings),
      );
      yield;
    }
  }

  /**
   * Adds a model for each station the registry has and the simulator not yet (a station registered while the
   * portal runs): its energy counters start at zero. Existing models are kept, so their counters go on.
   */
  adoptNewStations(): number {
    const modelled = new Set(this.stations.map((s) => s.station.psId));
    const before = this.stations.length;
    // No injected faults: those are the demo fleet's (faults.ts), not a newly registered station's.
    for (const station of this.registry.stations.values())
      if (!modelled.has(station.psId))
        this.model(station, () => new StationSimulator(station, this.registry, this.seed, {}, new Map(), this.runSettings, true));
    return this.stations.length - before;
  }

  /** Every model takes its devices' parents as configured now: which transformer each feeds through. */
  rewire(): void {
    for (const station of this.stations) this.guard.run(station.station.psId, () => station.rewire());
  }

  /** Adds a station's model; one its stored data cannot build is left out, and the fleet runs on. */
  private model(station: StationFacts, build: () => StationSimulator): void {
    this.guard.run(station.psId, () => this.stations.push(build()));
  }

  /** A station's model, null when it has none (the station was added after the models were built). */
  modelOf(psId: number): StationSimulator | null {
    return this.stations.find((s) => s.station.psId === psId) ?? null;
  }

  /** The readings split by the station of their device: each model keeps only its own, not the fleet's. */
  private countersByStation(counters: Map<string, StoredCounter>): Map<number, Map<string, StoredCounter>> {
    const byStation = new Map<number, Map<string, StoredCounter>>();
    for (const [key, counter] of counters) {
      const device = this.registry.devices.get(Number(key.slice(0, key.indexOf(':'))));
      if (!device) continue;
      let own = byStation.get(device.psId);
      if (!own) byStation.set(device.psId, (own = new Map()));
      own.set(key, counter);
    }
    return byStation;
  }

  /**
   * A remote command to a simulated device, in effect from the next step; null when no simulated station
   * holds that device (it was added after the models were built) or a real source feeds it.
   */
  command(psId: number, equipType: string, collectId: number, code: string, value: number): CommandResult | null {
    const station = this.modelOf(psId);
    const device = this.registry.deviceAt(psId, equipType, collectId);
    if (!station || !device || this.registry.owners.owns(device.equipId)) return null;
    const outcome = station.command(device, code, value);
    return outcome === true ? { ok: true, via: 'simulator' } : { ok: false, reason: outcome };
  }

  /**
   * Values of every station at `t`, written through ingest with the given refresh period; a device a real
   * source feeds (a Modbus channel, an MQTT gateway) is left to that source, live and in the backfill.
   */
  step(t: number, periodMs: number): void {
    runAtOnce(this.steps(t, periodMs));
  }

  /** The same step station by station, yielding after each, so a caller can give the event loop back. */
  *steps(t: number, periodMs: number): Generator<void> {
    const dt = this.last ? Math.min(600, (t - this.last) / 1000) : periodMs / 1000;
    this.last = t;
    const owners = this.registry.owners;
    const sink = this.sink;
    const emit: Emit = (h, value) => {
      if (!h.device || !owners.owns(h.device.equipId)) sink.write(h, value, t, periodMs);
    };
    const vectors = this.vectors;
    const emitVector: EmitVector | undefined =
      vectors &&
      ((device, code, values, ownPeriodMs = periodMs) => {
        if (!owners.owns(device.equipId))
          vectors.put(liveKey(device.psId, device.equipType, device.collectId, code), values, t, ownPeriodMs);
      });
    for (const station of this.stations) {
      this.guard.run(station.station.psId, () => station.step(t, dt, emit, emitVector));
      yield;
    }
  }

  /**
   * Continues from another simulator of the same fleet (the catch-up's, once history has caught up): its
   * energy counters and the time of its last step, so the next step integrates the power in between.
   */
  continueFrom(other: FleetSimulator): void {
    const theirs = new Map(other.stations.map((s) => [s.station.psId, s]));
    for (const station of this.stations) {
      const source = theirs.get(station.station.psId);
      if (source) station.continueCountersFrom(source);
    }
    this.last = other.last;
  }
}
