/**
 * One station's share of a background task (a simulator step, a monitor evaluation), run so that a station
 * whose stored data breaks it is skipped while the rest of the fleet runs on: an exception there would end
 * the process, and every restart would meet the same row. Each station's first failure is reported once, as
 * a process warning (stderr), with what failed.
 */
export class StationGuard {
  private readonly reported = new Set<number>();

  constructor(private readonly task: string) {}

  run(psId: number, work: () => void): void {
    try {
      work();
    } catch (error) {
      if (this.reported.has(psId)) return;
      this.reported.add(psId);
      process.emitWarning(`${this.task} skips station ${psId}: ${error instanceof Error ? error.message : String(error)}`, {
        code: 'STATION_SKIPPED',
      });
    }
  }

  /** Stations skipped at least once since the process started. */
  get skipped(): number[] {
    return [...this.reported];
  }
}
