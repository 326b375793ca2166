import type { Db } from '../db/database';
import { isStoreFull } from '../db/storeRefusal';
import { EVENT_ACTION, EVENT_TYPE, type EventLog } from './eventLog';

/** The portal's own alarms have no station: station 0, device `SYS`, seen by those who see every station. */
export const SYSTEM_STATION = 0;
const POINT = 'storeFull';
/** A serious alarm (not a fault of a plant, so below the level that raises a to-do item for a station). */
const LEVEL = 2;

/**
 * A full store as an alarm: raised at the first write that finds no room, cleared by the first flush that
 * writes again. Meanwhile history and events wait in memory, so the occurrence itself is written (already
 * cleared, with the time of the failure) once space returns.
 */
export class StoreFullAlarm {
  /** When the store was found full; null while writes succeed. */
  private since: number | null = null;

  constructor(private readonly events: EventLog) {}

  /**
   * After a restart: an occurrence that a small write stored during an outage the process did not outlive
   * still stands, and clears with the first flush that writes, instead of standing for ever.
   */
  async restore(db: Db): Promise<void> {
    const open = await db
      .selectFrom('event')
      .select('event_time')
      .where('ps_id', '=', SYSTEM_STATION)
      .where('point_code', '=', POINT)
      .where('active', '=', 1)
      .orderBy('event_time', 'desc')
      .executeTakeFirst();
    if (open) this.since = open.event_time;
  }

  get standing(): boolean {
    return this.since !== null;
  }

  /** A write failed: answers whether for want of room (the alarm stands then); any other fault is not this alarm's. */
  failed(error: unknown, now: number): boolean {
    if (!isStoreFull(error)) return false;
    if (this.since !== null) return true;
    this.since = now;
    process.emitWarning('the data store is full: history and events are held in memory until space returns', {
      code: 'STORE_FULL',
    });
    this.raise(EVENT_ACTION.occur, now);
    return true;
  }

  /** A flush wrote its history: the store has room again. */
  wrote(now: number): void {
    if (this.since === null) return;
    this.since = null;
    this.raise(EVENT_ACTION.vanish, now);
  }

  private raise(action: number, now: number): void {
    this.events.raise({
      ps_id: SYSTEM_STATION,
      equip_id: null,
      equip_type: 'SYS',
      collect_id: 0,
      point_code: POINT,
      level: LEVEL,
      event_time: now,
      event_type: EVENT_TYPE.state,
      action,
      content_key: action === EVENT_ACTION.occur ? 'event.storeFull' : 'event.storeFullCleared',
      content_params: '{}',
      confirmed: 0,
    });
  }
}
