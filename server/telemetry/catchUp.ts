import { MemoryLiveStore } from './liveStore';
import { Ingest } from './ingest';
import { StateMonitor } from './stateMonitor';
import type { HistoryStore } from './historyStore';
import type { EventLog } from './eventLog';
import type { PointRegistry, StationFacts } from './pointRegistry';
import { FleetSimulator } from '../sources/simulator/fleetSimulator';
import type { RunSettingsOf } from '../sources/simulator/storageUnits';
import type { TimeSlice } from './timeSlice';

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
  const live = new MemoryLiveStore();
  const ingest = new Ingest(parts.registry, live, parts.history, parts.events);
  const simulator = new FleetSimulator(parts.registry, ingest, parts.seed, parts.firstStart, parts.runSettings);
  await slice.run(simulator.building(parts.counters));
  const monitor = new StateMonitor(parts.registry, live, ingest, parts.events, parts.historyBase);
  monitor.continueFrom(parts.liveMonitor);
  return { simulator, monitor, live };
}
