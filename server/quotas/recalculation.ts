import type { Db } from '../db/database';
import type { HistoryStore } from '../telemetry/historyStore';
import type { PointRegistry, StationFacts } from '../telemetry/pointRegistry';
import { recomputeDailyStats } from '../telemetry/dailyStats';
import { TimeSlice } from '../telemetry/timeSlice';
import { addDays } from '../../shared/stationDay';
import type { QuotaService } from './quotaService';
import type { RecalculationState } from '../../shared/indicatorDto';

export type { RecalculationState };

/**
 * Recomputes a station's daily statistics and quotas of a span of days from history, day by day in 5 ms
 * slices, as one job at a time: the portal's other work goes on while it runs, and a second request is
 * refused until it ends or is cancelled. Edited quotas live apart and are applied again, so they survive.
 */
export class Recalculation {
  private job: RecalculationState | null = null;
  private cancelled = false;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly history: HistoryStore,
    private readonly registry: PointRegistry,
    private readonly quotas: QuotaService,
  ) {}

  private get busy(): boolean {
    return this.job?.state === 'running';
  }

  /** The running job, or the last one. */
  get current(): RecalculationState | null {
    return this.job && { ...this.job };
  }

  /**
   * Starts recomputing the days from `from` to `to` that hold data (days not yet over are left to live
   * data, days the station has no history of stay empty); false while a job runs.
   */
  async start(station: StationFacts, from: string, to: string, startedBy: string): Promise<boolean> {
    if (this.busy) return false;
    const yesterday = addDays(this.quotas.today(station), -1);
    const last = to < yesterday ? to : yesterday;
    const days = await this.quotas.daysWithData(station, from, last);
    // Checked again: another request may have started a job while the days were read.
    if (this.busy) return false;
    this.cancelled = false;
    this.job = {
      psId: station.psId,
      psName: station.psName,
      from,
      to: last,
      days: days.length,
      done: 0,
      state: 'running',
      startedBy,
      startedAt: Date.now(),
      finishedAt: null,
    };
    const job = this.job;
    this.running = this.run(station, days, job);
    return true;
  }

  cancel(): boolean {
    if (this.job?.state !== 'running') return false;
    this.cancelled = true;
    return true;
  }

  /** Resolves when the job under way has ended (tests, shutdown). */
  settled(): Promise<void> {
    return this.running;
  }

  private async run(station: StationFacts, days: string[], job: RecalculationState): Promise<void> {
    const slice = new TimeSlice();
    try {
      for (const day of days) {
        if (this.cancelled) {
          job.state = 'cancelled';
          break;
        }
        await recomputeDailyStats(this.db, this.history, this.registry, station.psId, day, slice);
        await this.quotas.storeAll(station, day, slice);
        job.done++;
        await slice.check();
      }
      if (job.state === 'running') job.state = 'completed';
    } catch {
      job.state = 'failed';
    } finally {
      job.finishedAt = Date.now();
    }
  }
}
