import { MemoryLiveStore } from './liveStore';
import { Ingest } from './ingest';
import { StateMonitor } from './stateMonitor';
import type { HistoryStore } from './historyStore';
import type { EventLog } from './eventLog';
import type { PointRegistry, StationFacts } from './pointRegistry';
import { FleetSimulator } from '../sources/simulator/fleetSimulator';
import type { RunSettingsOf } from '../sources/simulator/storageUnits';
import type { TimeSlice } from './timeSlice';
import type { PointSink } from './liveGate';
import type { PointHandle } from './pointRegistry';
import { StationCalendar } from '../../shared/stationDay';

/** A simulated fleet and the monitor deriving its states: the live one, or the catch-up's. */
export interface Timeline {
  simulator: FleetSimulator;
  monitor: StateMonitor;
}

/** The catch-up's timeline, with the live store its past values went to. */
export interface CatchUp extends Timeline {
  live: MemoryLiveStore;
}

export interface CatchUpParts {
  registry: PointRegistry;
  history: HistoryStore;
  events: EventLog;
  seed: number;
  firstStart: number;
  /** Counter readings the store holds, to continue from (as the live simulator was built). */
  counters: Map<string, { total: number; midnight: number }>;
  historyBase: (station: StationFacts, key: string, day: string) => number | undefined;
  /** The live monitor, holding the alarms restored from the store. */
  liveMonitor: StateMonitor;
  runSettings: RunSettingsOf;
}

/**
 * The timeline on which history catches up while the live simulation runs at now: a simulator and a
 * monitor of its own over a live store of its own (its past values must neither reach the screens nor be
 * read as current by the live monitor), writing history, alarm events and state events through an ingest
 * of its own into the shared history store and event log. It starts from the alarms the store left open. It is
 * built in slices, while the server answers.
 */
export async function catchUpTimeline(parts: CatchUpParts, slice: TimeSlice): Promise<CatchUp> {
  return timeline(parts, parts.events, (ingest) => ingest, slice);
}

/**
 * The timeline on which today is filled before the past (docs/ingest.md "Today first"): values of each station's
 * own day at `now` reach history and statistics, nothing before its local midnight does, and it raises no event
 * (what stands at midnight depends on the past). Its counters start where the past starts, so their readings are
 * wrong by the past's energy; what they make of today (a reading less the reading at midnight) is right, and the
 * whole fill that follows writes every slot of today again with the true readings.
 */
export async function todayTimeline(parts: CatchUpParts, now: number, slice: TimeSlice): Promise<CatchUp> {
  return timeline(parts, null, (ingest) => new FromStationMidnight(ingest, now), slice);
}

async function timeline(
  parts: CatchUpParts,
  events: EventLog | null,
  sinkOf: (ingest: Ingest) => PointSink,
  slice: TimeSlice,
): Promise<CatchUp> {
  const live = new MemoryLiveStore();
  const sink = sinkOf(new Ingest(parts.registry, live, parts.history, events));
  const simulator = new FleetSimulator(parts.registry, sink, parts.seed, parts.firstStart, parts.runSettings);
  await slice.run(simulator.building(parts.counters));
  const monitor = new StateMonitor(parts.registry, live, sink, events ?? NO_EVENTS, parts.historyBase);
  monitor.continueFrom(parts.liveMonitor);
  return { simulator, monitor, live };
}

const NO_EVENTS = { raise: () => undefined };

/** Lets through the values of each station's own day at `now`, from its local midnight. */
class FromStationMidnight implements PointSink {
  private readonly midnights = new Map<number, number>();
  private readonly calendar = new StationCalendar();

  constructor(
    private readonly ingest: PointSink,
    private readonly now: number,
  ) {}

  write(h: PointHandle, value: number, time: number, periodMs: number, estimated?: boolean): void {
    const station = h.station;
    let midnight = this.midnights.get(station.psId);
    if (midnight === undefined)
      this.midnights.set(station.psId, (midnight = this.calendar.dayOf(station.timeZone, this.now).start));
    if (time >= midnight) this.ingest.write(h, value, time, periodMs, estimated);
  }
}
