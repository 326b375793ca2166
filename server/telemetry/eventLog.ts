import type { Db } from '../db/database';
import type { Insertable, Selectable } from 'kysely';
import type { EventTable } from '../db/tables';
import type { TimeSlice } from './timeSlice';
import { isStoreFull } from '../db/storeRefusal';

export const EVENT_TYPE = { signal: 1, control: 2, adjust: 3, limit: 4, state: 5 } as const;
export const EVENT_ACTION = { occur: 1, vanish: 2 } as const;

export type NewEvent = Insertable<EventTable>;

/** Events older than this when written are history catching up: nobody is told of them again. */
export const LIVE_EVENT_MS = 5 * 60_000;
export type StoredEvent = Selectable<EventTable>;

/** A point chatters when it changes more than CHATTER_TRANSITIONS times within CHATTER_WINDOW_MS (docs/alarms.md). */
export const CHATTER_WINDOW_MS = 60_000;
export const CHATTER_TRANSITIONS = 5;
/**
 * Events waiting for a store that refuses writes (a full disk) are kept up to this many, some 25 MB; beyond
 * it the oldest are dropped, so a long outage cannot take the process's memory with it.
 */
export const MAX_WAITING_EVENTS = 50_000;

/** Event types that follow a point's condition (occur while it stands, vanish when it clears). */
const CONDITIONS: ReadonlySet<number> = new Set([EVENT_TYPE.signal, EVENT_TYPE.limit, EVENT_TYPE.state]);

/** One point's alarms: station, device type, device number and point code. */
export function alarmKey(e: { ps_id: number; equip_type: string; collect_id: number; point_code?: string | null }): string {
  return `${e.ps_id}|${e.equip_type}|${e.collect_id}|${e.point_code ?? ''}`;
}

interface PointTrail {
  /** Times of the point's transitions within the chatter window. */
  times: number[];
  /** Its latest occurrence: what a chatter folds into and what a vanish clears. */
  latest?: NewEvent;
  /** The latest occurrence is written: its changes go out as an update. */
  stored?: boolean;
  /** Changes to the stored latest occurrence not yet written. */
  fold?: { repeats: number; active: number; cleared_at: number | null; last_time: number };
}

/** Hears what each flush wrote (with its ids), after the write. */
export type EventListener = (events: StoredEvent[]) => void;

/**
 * Events raised by ingest, kept in memory until the next flush writes them. Keeps each alarm's lifecycle
 * (docs/alarms.md): an occurrence is active until its vanish clears it; a point that chatters is folded into its
 * latest occurrence, which counts the transitions, instead of writing a row for each.
 */
export class EventLog {
  private pending: NewEvent[] = [];
  /** Vanishes of occurrences already written: the standing rows of these points clear at the given time. */
  private clears: { event: NewEvent; time: number }[] = [];
  private readonly trails = new Map<string, PointTrail>();
  private readonly listeners: EventListener[] = [];
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Listeners hear every written event; they decide themselves which are recent enough to matter. */
  listen(listener: EventListener): void {
    this.listeners.push(listener);
  }

  /** Events another process wrote (a fill process's, fillProcesses.ts) reach this log's listeners. */
  announce(written: StoredEvent[]): void {
    if (written.length) for (const listener of this.listeners) listener(written);
  }

  get waiting(): number {
    return this.pending.length;
  }

  raise(event: NewEvent): void {
    if (!CONDITIONS.has(event.event_type) || !event.point_code) {
      this.pending.push(event);
      return;
    }
    const key = alarmKey(event);
    let trail = this.trails.get(key);
    if (!trail) this.trails.set(key, (trail = { times: [] }));
    const time = event.event_time;
    trail.times = trail.times.filter((t) => t > time - CHATTER_WINDOW_MS);
    trail.times.push(time);
    const occur = event.action === EVENT_ACTION.occur;
    if (trail.times.length > CHATTER_TRANSITIONS && trail.latest) {
      this.fold(trail, occur, time);
      return;
    }
    if (occur) {
      event.active = 1;
      trail.latest = event;
      trail.stored = false;
      trail.fold = undefined;
    } else if (trail.latest && !trail.stored) {
      trail.latest.active = 0;
      trail.latest.cleared_at = time;
    } else {
      this.clears.push({ event, time });
    }
    this.pending.push(event);
  }

  /** A chattering point's transition: its latest occurrence counts it and takes its state. */
  private fold(trail: PointTrail, occur: boolean, time: number): void {
    const latest = trail.latest!;
    const change = { active: occur ? 1 : 0, cleared_at: occur ? null : time, last_time: time };
    if (!trail.stored) {
      Object.assign(latest, change, { repeats: (latest.repeats ?? 0) + 1 });
      return;
    }
    trail.fold = { ...change, repeats: (trail.fold?.repeats ?? 0) + 1 };
  }

  /** Writes what was raised; flushes run one after another, so a clear never overtakes the row it clears. */
  flush(slice?: TimeSlice): Promise<void> {
    const run = this.writing.then(() => this.write(slice));
    this.writing = run.catch(() => undefined);
    return run;
  }

  /**
   * Writes what was raised before a read of the journal; a full store leaves it waiting, and the read shows
   * what is stored.
   */
  async flushForRead(): Promise<void> {
    await this.flush().catch((error: unknown) => {
      if (!isStoreFull(error)) throw error;
    });
  }

  private async write(slice?: TimeSlice): Promise<void> {
    const batch = this.pending;
    const clears = this.clears;
    this.pending = [];
    this.clears = [];
    const inBatch = new Set(batch);
    const folds: [PointTrail, NonNullable<PointTrail['fold']>][] = [];
    for (const trail of this.trails.values()) {
      if (trail.latest && !trail.stored && inBatch.has(trail.latest)) trail.stored = true;
      if (trail.fold) folds.push([trail, trail.fold]);
      trail.fold = undefined;
    }
    const written: StoredEvent[] = [];
    let clearsDone = 0;
    let foldsDone = 0;
    try {
      for (let i = 0; i < batch.length; i += 500) {
        const rows = batch.slice(i, i + 500).map(complete);
        const ids = await this.db.insertInto('event').values(rows).returning('event_id').execute();
        // One statement numbers its rows in the order given; RETURNING need not answer in that order.
        const sorted = ids.map((r) => r.event_id).sort((a, b) => a - b);
        rows.forEach((row, j) => written.push(stored(row, sorted[j]!)));
        await slice?.check();
      }
      for (const { event, time } of clears) {
        await this.db
          .updateTable('event')
          .set({ active: 0, cleared_at: time })
          .where('active', '=', 1)
          .where('event_time', '<=', time)
          .where('ps_id', '=', event.ps_id)
          .where('equip_type', '=', event.equip_type)
          .where('collect_id', '=', event.collect_id)
          .where('point_code', '=', event.point_code!)
          .execute();
        clearsDone++;
        // A restart's first flush clears and folds hundreds at a thousand stations, a statement each.
        await slice?.check();
      }
      for (const [trail, fold] of folds) {
        const latest = trail.latest!;
        await this.db
          .updateTable('event')
          .set((eb) => ({
            repeats: eb('repeats', '+', fold.repeats),
            active: fold.active,
            cleared_at: fold.cleared_at,
            last_time: fold.last_time,
          }))
          .where('ps_id', '=', latest.ps_id)
          .where('event_time', '=', latest.event_time)
          .where('equip_type', '=', latest.equip_type)
          .where('collect_id', '=', latest.collect_id)
          .where('point_code', '=', latest.point_code!)
          .where('action', '=', EVENT_ACTION.occur)
          .execute();
        foldsDone++;
        await slice?.check();
      }
    } catch (error) {
      this.keepUnwritten(batch.slice(written.length), clears.slice(clearsDone), folds.slice(foldsDone));
      throw error;
    } finally {
      this.forgetQuiet(batch.at(-1)?.event_time);
    }
    if (written.length) for (const listener of this.listeners) listener(written);
  }

  /** What a failed write did not store waits for the next flush, in its order, before what was raised since. */
  private keepUnwritten(
    batch: NewEvent[],
    clears: { event: NewEvent; time: number }[],
    folds: [PointTrail, NonNullable<PointTrail['fold']>][],
  ): void {
    const unwritten = new Set(batch);
    for (const trail of this.trails.values()) if (trail.latest && unwritten.has(trail.latest)) trail.stored = false;
    for (const [trail, fold] of folds) {
      // A transition folded since is the newer state; the counts add up.
      trail.fold = trail.fold ? { ...trail.fold, repeats: trail.fold.repeats + fold.repeats } : fold;
    }
    this.pending = batch.concat(this.pending);
    this.clears = clears.concat(this.clears);
    const over = this.pending.length - MAX_WAITING_EVENTS;
    if (over > 0) {
      this.pending.splice(0, over);
      process.emitWarning(`${over} events dropped: the store refuses writes and ${MAX_WAITING_EVENTS} wait already`, {
        code: 'EVENTS_DROPPED',
      });
    }
  }

  /** Points quiet for a whole chatter window no longer need their trail (the standing row clears by key). */
  private forgetQuiet(latest: number | undefined): void {
    if (latest === undefined) return;
    for (const [key, trail] of this.trails)
      if ((trail.stored || !trail.latest) && !trail.fold && trail.times.at(-1)! <= latest - CHATTER_WINDOW_MS)
        this.trails.delete(key);
  }
}

/** Every column given: rows of one statement must name the same columns (SQLite has no DEFAULT in VALUES). */
function complete(row: NewEvent): NewEvent {
  return {
    active: 0,
    cleared_at: null,
    confirmed_by: null,
    confirmed_at: null,
    confirm_comment: null,
    repeats: 0,
    last_time: null,
    ...row,
  };
}

function stored(row: NewEvent, eventId: number): StoredEvent {
  return { ...row, event_id: eventId } as StoredEvent;
}
