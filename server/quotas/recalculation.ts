import type { Db } from '../db/database';
import type { HistoryStore } from '../telemetry/historyStore';
import type { PointRegistry, StationFacts } from '../telemetry/pointRegistry';
import { recomputeDailyStats } from '../telemetry/dailyStats';
import { TimeSlice } from '../telemetry/timeSlice';
import { addDays } from '../../shared/stationDay';
import type { QuotaService } from './quotaService';
import type { RecalculationState } from '../../shared/quotaDto';
import { claimSlot, heartbeat, HEARTBEAT_MS, readJobs, reportInterrupted, requestCancel, updateJob } from './recalculationJobs';

export type { RecalculationState };

/** Why a job is to stop: a user cancelled it, or the node shuts down. */
interface Stoppable {
  stop: null | 'cancelled' | 'interrupted';
}

/**
 * Two jobs compute at once on a node, the rest wait their turn: the portal runs on two cores, and the
 * slices of more jobs would only take longer each while telemetry waits.
 */
export const RUNNING_PER_NODE = 2;

/**
 * Recomputes a station's daily statistics and quotas of a span of days from history, day by day in 5 ms
 * slices. Each plant has one slot, its row in `quota_recalculation`: a second job of the same plant is
 * refused while one is live (on any node sharing the store), jobs of other plants go on, queued beyond
 * RUNNING_PER_NODE. Edited quotas live apart and are applied again, so they survive.
 */
export class Recalculation {
  /** This node's live jobs by plant: why it is to stop, if it is, and the run's end. */
  private readonly local = new Map<number, Stoppable & { ended: Promise<void> }>();
  private readonly waiting: (() => void)[] = [];
  private running = 0;
  private beat: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly history: HistoryStore,
    private readonly registry: PointRegistry,
    private readonly quotas: QuotaService,
    private readonly nodeId: string,
  ) {}

  /** After a start: jobs a dead process left live are reported interrupted (see reportInterrupted). */
  reportInterrupted(otherNodesPossible: boolean): Promise<number> {
    return reportInterrupted(this.db, this.nodeId, otherNodesPossible);
  }

  /** The job of each of these plants, under way or last run, newest first. */
  jobsOf(psIds: number[]): Promise<RecalculationState[]> {
    return readJobs(this.db, psIds);
  }

  /**
   * Starts recomputing the days from `from` to `to` that hold data (days not yet over are left to live
   * data, days the station has no history of stay empty); null while a job of the plant is live.
   */
  async start(station: StationFacts, from: string, to: string, startedBy: string): Promise<RecalculationState | null> {
    const yesterday = addDays(this.quotas.today(station), -1);
    const last = to < yesterday ? to : yesterday;
    // The turn is taken before the slot is, so that no await lies between deciding and counting.
    const now = this.running < RUNNING_PER_NODE;
    if (now) this.running++;
    const job = { psId: station.psId, psName: station.psName, from, to: last, startedBy, nodeId: this.nodeId };
    if (this.local.has(station.psId) || !(await claimSlot(this.db, { ...job, state: now ? 'running' : 'queued' }))) {
      if (now) this.release();
      return null;
    }
    const entry: Stoppable & { ended: Promise<void> } = { stop: null, ended: Promise.resolve() };
    this.local.set(station.psId, entry);
    this.keepAlive();
    try {
      const days = await this.quotas.daysWithData(station, from, last);
      await updateJob(this.db, station.psId, this.nodeId, { days: days.length });
      entry.ended = this.run(station, days, now, entry).finally(() => {
        this.local.delete(station.psId);
        this.keepAlive();
      });
    } catch (error) {
      this.local.delete(station.psId);
      if (now) this.release();
      await updateJob(this.db, station.psId, this.nodeId, { state: 'failed', finished_at: Date.now() });
      throw error;
    }
    return (await this.jobsOf([station.psId]))[0]!;
  }

  /** Asks a plant's live job to stop, on whichever node runs it; false when none is live. */
  async cancel(psId: number): Promise<boolean> {
    const entry = this.local.get(psId);
    if (entry) entry.stop = 'cancelled';
    return (await requestCancel(this.db, psId)) || entry !== undefined;
  }

  /** Stops this node's jobs at shutdown; they read interrupted, as after a crash, so users may run them again. */
  interruptAll(): void {
    for (const entry of this.local.values()) entry.stop ??= 'interrupted';
  }

  /** Resolves when this node's jobs under way have ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.local.size) await Promise.all([...this.local.values()].map((e) => e.ended));
  }

  private async run(station: StationFacts, days: string[], holdsTurn: boolean, entry: Stoppable): Promise<void> {
    const { psId } = station;
    let state: RecalculationState['state'] = 'completed';
    let done = 0;
    if (!holdsTurn) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const slice = new TimeSlice();
    try {
      if (await updateJob(this.db, psId, this.nodeId, { state: 'running' })) entry.stop ??= 'cancelled';
      for (const day of days) {
        if (entry.stop) {
          state = entry.stop;
          break;
        }
        await recomputeDailyStats(this.db, this.history, this.registry, psId, day, slice);
        await this.quotas.storeAll(station, day, slice);
        if (await updateJob(this.db, psId, this.nodeId, { done: ++done })) entry.stop ??= 'cancelled';
        await slice.check();
      }
    } catch {
      state = 'failed';
    } finally {
      this.release();
      await updateJob(this.db, psId, this.nodeId, { state, finished_at: Date.now() }).catch(() => undefined);
    }
  }

  /** Hands this node's turn to the next queued job, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }

  /** The heartbeat runs while this node has live jobs, so other nodes can tell a silent one. */
  private keepAlive(): void {
    if (this.local.size && !this.beat) {
      this.beat = setInterval(
        () => void heartbeat(this.db, this.nodeId, [...this.local.keys()]).catch(() => undefined),
        HEARTBEAT_MS,
      );
      this.beat.unref();
    } else if (!this.local.size && this.beat) {
      clearInterval(this.beat);
      this.beat = null;
    }
  }
}
