import { startServerProcess } from '../threads/serverProcess';
import type { DatabaseOptions } from '../db/database';
import type { PointRegistry } from './pointRegistry';
import type { StoredEvent } from './eventLog';
import type { LiveValue } from './liveStore';
import { unpackCounterStates, type CounterState, type PackedCounterState } from './counterState';
import { isOfFamily } from '../../shared/deviceTypes';

/** A catch-up this long or longer is shared by processes; a shorter one costs less than starting them. */
export const SHARED_FILL_MS = 6 * 3_600_000;

/**
 * A battery cluster's cells (384 drawn at every step of the fill) cost about what eight other devices do: the
 * groups are balanced by this weight, so that the processes end together.
 */
const CLUSTER_WEIGHT = 8;

/** What a fill process is given (fillWorker.ts). */
export interface FillJob {
  store: DatabaseOptions;
  seed: number;
  stations: number[];
  from: number;
  end: number;
  /** Each station's own day at `end` is filled first, from this step on (fillPart's `today`). */
  today?: number;
}

/** What a fill process reports. */
export type FillReport =
  | { type: 'reached'; t: number }
  | { type: 'closedDay'; psId: number; day: string }
  | { type: 'written'; events: StoredEvent[] }
  /** Today is filled: the day's energies so far, before the past is filled. */
  | { type: 'today'; values: [string, LiveValue][] }
  /**
   * At the end: the group's counters as stored, read there so that the server need not (seconds at a
   * thousand stations), and the last values the step after `end` will not renew (a farm whose link is down).
   */
  | { type: 'done'; counters: PackedCounterState; stale: [string, LiveValue][] };

/** What the server that started the fill hears of it. */
export interface FillListener {
  /** Every process has written every step up to `t`. */
  reached(t: number): void;
  /** A process computed the statistics of a day that is over. */
  closedDay(psId: number, day: string): void;
  /** A process wrote events recent enough to announce. */
  written(events: StoredEvent[]): void;
  /** A process filled its stations' today: their energies of the day so far. */
  today(values: [string, LiveValue][]): void;
}

/**
 * The first start's fill on both cores: each process steps a group of stations from `from` to `end` on a
 * timeline of its own and writes their history, events and statistics to the store, as an ingest process of a
 * split deployment writes its share. A station's values depend on no other station, so the groups run apart;
 * counters and standing alarms are read back from the store afterwards (telemetryService.ts fillInProcesses).
 */
export async function fillInProcesses(
  registry: PointRegistry,
  processes: { count: number; store: DatabaseOptions },
  seed: number,
  from: number,
  end: number,
  /** Today first (FillJob.today), or the past and today in time order. */
  today: number | undefined,
  listener: FillListener,
  /** Shutdown: the processes are ended where they are (the next start fills on from the store). */
  signal: AbortSignal,
): Promise<{ counters: CounterState; stale: [string, LiveValue][] }> {
  const groups = stationGroups(registry, processes.count);
  const reached = groups.map(() => from);
  const stale: [string, LiveValue][] = [];
  const counters: PackedCounterState[] = [];
  await Promise.all(
    groups.map(
      (stations, i) =>
        new Promise<void>((resolve, reject) => {
          const job: FillJob = { store: processes.store, seed, stations, from, end, today };
          const worker = startServerProcess(import.meta.url, './fillWorker');
          worker.send(job);
          const stop = () => void worker.kill();
          signal.addEventListener('abort', stop);
          worker.on('message', (message) => {
            const report = message as FillReport;
            if (report.type === 'reached') {
              reached[i] = report.t;
              listener.reached(Math.min(...reached));
            } else if (report.type === 'closedDay') listener.closedDay(report.psId, report.day);
            else if (report.type === 'written') listener.written(report.events);
            else if (report.type === 'today') listener.today(report.values);
            else {
              stale.push(...report.stale);
              counters.push(report.counters);
              resolve();
              worker.disconnect(); // the process ends itself (serverProcess.ts)
            }
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            signal.removeEventListener('abort', stop);
            if (signal.aborted) resolve();
            else reject(new Error(`a fill process ended (${code}) before its end`));
          });
        }),
    ),
  );
  return { counters: unpackCounterStates(counters), stale };
}

/** The stations split into `count` groups of about equal work, heaviest first into the lightest group. */
export function stationGroups(registry: PointRegistry, count: number): number[][] {
  const weightOf = (psId: number) =>
    registry.devicesOf(psId).reduce((sum, d) => sum + (isOfFamily(d.equipType, 'batteryCluster') ? CLUSTER_WEIGHT : 1), 1);
  const stations = [...registry.stations.keys()].map((psId) => ({ psId, weight: weightOf(psId) }));
  stations.sort((a, b) => b.weight - a.weight);
  const groups = Array.from({ length: Math.min(count, stations.length) }, () => ({ weight: 0, stations: [] as number[] }));
  for (const station of stations) {
    const lightest = groups.reduce((a, b) => (b.weight < a.weight ? b : a));
    lightest.stations.push(station.psId);
    lightest.weight += station.weight;
  }
  return groups.map((g) => g.stations);
}
