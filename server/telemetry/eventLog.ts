import type { Db } from '../db/database';
import type { Insertable } from 'kysely';
import type { EventTable } from '../db/tables';
import type { TimeSlice } from './timeSlice';

export const EVENT_TYPE = { signal: 1, control: 2, adjust: 3, limit: 4, state: 5 } as const;
export const EVENT_ACTION = { occur: 1, vanish: 2 } as const;

export type NewEvent = Insertable<EventTable>;

/** Events raised by ingest, kept in memory until the next flush writes them in one batch. */
export class EventLog {
  private pending: NewEvent[] = [];

  constructor(private readonly db: Db) {}

  raise(event: NewEvent): void {
    this.pending.push(event);
  }

  /** Writes what was raised, 500 to a statement, yielding between statements when `slice` is spent. */
  async flush(slice?: TimeSlice): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    for (let i = 0; i < batch.length; i += 500) {
      await this.db
        .insertInto('event')
        .values(batch.slice(i, i + 500))
        .execute();
      await slice?.check();
    }
  }
}
