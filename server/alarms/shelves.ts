import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { AlarmShelfTable } from '../db/tables';
import { alarmKey } from '../telemetry/eventLog';

export type Shelf = Selectable<AlarmShelfTable>;

/**
 * Shelved points (ISA-18.2 shelving): their alarms stay in the journal but are hidden from lists, counts, push,
 * to-do and mail until the shelf ends. Kept in memory: every list and every new alarm asks.
 */
export class ShelfBook {
  private shelves: Shelf[] = [];

  constructor(private readonly db: Db) {}

  async load(now = Date.now()): Promise<void> {
    this.shelves = await this.db.selectFrom('alarm_shelf').selectAll().where('shelved_until', '>', now).execute();
  }

  /** Shelves in force at `now`. */
  standing(now: number): Shelf[] {
    return this.shelves.filter((s) => s.shelved_until > now);
  }

  covers(point: Parameters<typeof alarmKey>[0], now: number): boolean {
    const key = alarmKey(point);
    return this.shelves.some((s) => s.shelved_until > now && alarmKey(s) === key);
  }

  /** Shelves a point until `until`; a point already shelved gets the new time and reason. */
  async shelve(point: Omit<Shelf, 'shelf_id'>): Promise<Shelf> {
    await this.unshelve(point);
    const row = await this.db.insertInto('alarm_shelf').values(point).returningAll().executeTakeFirstOrThrow();
    this.shelves.push(row);
    return row;
  }

  /** Ends a point's shelf now: its alarms return. */
  async unshelve(point: Parameters<typeof alarmKey>[0]): Promise<void> {
    const key = alarmKey(point);
    const ended = this.shelves.filter((s) => alarmKey(s) === key);
    if (!ended.length) return;
    await this.db
      .deleteFrom('alarm_shelf')
      .where(
        'shelf_id',
        'in',
        ended.map((s) => s.shelf_id),
      )
      .execute();
    this.shelves = this.shelves.filter((s) => !ended.includes(s));
  }
}
