import { sql } from 'kysely';
import type { Db, Dialect } from '../db/database';
import { addDays, StationCalendar } from '../../shared/stationDay';
import { TimeSlice } from './timeSlice';
import { BlockMemory, cellLength, cellSlots, clearCell, type HeldCell } from './blockMemory';
import { ShardedMap } from './shardedMap';
import { HistoryPartitions } from './historyPartitions';
import {
  arrivingQuality,
  decodeDay,
  emptyDay,
  encodeDay,
  encodeWindow,
  overlay,
  type DaySlots,
  type HeldSlots,
} from './daySlots';
import { MEASURED } from '../../shared/slotQuality';

import type { HistoryBlock as Block, PointHandle } from './pointRegistry';

export interface DayCurve extends DaySlots {
  day: string;
  start: number;
  periodMinutes: number;
}

/** Period slots of a day block from `start` to `end` (276 or 300 on DST days at five minutes). */
function slotCount(start: number, end: number, periodMinutes: number): number {
  return Math.round((end - start) / (periodMinutes * 60_000));
}

export function emptySamples(start: number, end: number, periodMinutes: number): Float64Array {
  return new Float64Array(slotCount(start, end, periodMinutes)).fill(NaN);
}

/** The first key of PostgreSQL's advisory locks on history series (the second is the series). */
const HISTORY_LOCKS = 7301;

/** Blocks written in one statement: a bounded transaction, a few milliseconds on SQLite. */
const WRITE_BATCH = 200;

/**
 * Slots a block of a day under way keeps in memory once its earlier samples are written: an hour at five
 * minutes. Live, a series adds a slot every period and the flush writes it within seconds, so the window
 * moves on with time; whole days in memory cost 2.3 KB per series, half a gigabyte at a thousand stations.
 * (A backfill still fills whole days between its daily writes: writing a window at a time, with each write
 * merged with the stored row, made a day's backfill take twice as long.)
 */
export const WINDOW_SLOTS = 12;

/**
 * Windows a stored row takes before a write rewrites it as one whole day: an hour of five-minute flushes. A
 * window is added without reading the row or compressing (at a thousand stations the flush read, inflated,
 * merged and deflated 225,000 rows every five minutes, 4 % of a core); the hourly rewrite keeps rows small.
 */
export const COMPACT_AFTER = 12;

/**
 * History in day blocks: per point and station-local day one row holding a float64 and a quality byte per
 * period slot (daySlots.ts). Writes land in memory and are flushed in batches: a live day's window is added
 * to its row, anything else merged with the row the store holds (as is a row that took an hour of windows, and
 * one whose day is over); a sample for a slot that already holds one replaces it, quality and all, so late and
 * repeated samples are idempotent on (point, time).
 * Days touched are reported, so their statistics are recomputed.
 */
export class HistoryStore {
  private readonly open = new ShardedMap<Block>();
  private readonly memory = new BlockMemory();
  private readonly calendar = new StationCalendar();
  private readonly touched = new Map<string, { psId: number; day: string }>();
  /** Blocks changed since they were last taken for writing, in the order they changed. */
  private dirty: Block[] = [];
  /** The earliest end among open blocks: no block can be evicted before it. */
  private earliestEnd = Infinity;
  private openedWhileEvicting = Infinity;
  private flushing: Promise<void> = Promise.resolve();
  /** PostgreSQL's month partitions, made before the first write into a month; none on SQLite. */
  private readonly partitions: HistoryPartitions | null;

  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect = 'sqlite',
  ) {
    this.partitions = dialect === 'postgres' ? new HistoryPartitions(db) : null;
  }

  /**
   * Records a sample of a point on its slot (period boundaries are whole minutes of UTC, hence of every zone),
   * with how it came (shared/slotQuality.ts; ingest judges it).
   */
  record(h: PointHandle, periodMinutes: number, time: number, value: number, quality: number = MEASURED): void {
    let block = h.block;
    if (!block || block.evicted || time < block.start || time >= block.end) {
      block = this.blockFor(h.station.psId, h.seriesId!, h.station.timeZone, periodMinutes, time);
      // The handle follows the newest day; a late sample for an older day does not move it back.
      if (!h.block || block.start > h.block.start) h.block = block;
    }
    const slot = Math.floor((time - block.start) / (periodMinutes * 60_000));
    if (slot < 0 || slot >= block.slots) return;
    // A day's first slot ends the day before (counterEnergy.ts): that day is counted again.
    if (slot === 0) this.touch(h.station.psId, addDays(block.day, -1));
    if (slot < block.first || slot >= block.first + cellLength(block)) this.reach(block, slot);
    const slab = block.slab!;
    const at = block.cell * slab.length + slot - block.first;
    slab.qualities[at] = arrivingQuality(slab.values[at]!, slab.qualities[at]!, value, quality);
    slab.values[at] = value;
    if (!block.dirty) {
      block.dirty = true;
      this.dirty.push(block);
    }
  }

  private touch(psId: number, day: string): void {
    this.touched.set(`${psId}:${day}`, { psId, day });
  }

  private blockFor(psId: number, seriesId: number, zone: string, periodMinutes: number, time: number): Block {
    const { day, start, end } = this.calendar.dayOf(zone, time);
    const blockKey = `${seriesId}:${day}`;
    let block = this.open.get(blockKey);
    if (!block) {
      block = {
        psId,
        seriesId,
        day,
        start,
        end,
        slots: slotCount(start, end, periodMinutes),
        first: 0,
        slab: null,
        cell: 0,
        dirty: false,
      };
      this.open.set(blockKey, block);
      this.earliestEnd = Math.min(this.earliestEnd, end);
      this.openedWhileEvicting = Math.min(this.openedWhileEvicting, end);
      // The day's first reading, wherever it falls, may end the day before (a missing midnight is interpolated).
      this.touch(psId, addDays(day, -1));
    }
    return block;
  }

  /**
   * Makes a block's memory hold `slot`: a window from it when everything held is written, else the whole
   * day (a backfill filling it, or samples waiting for a flush that failed).
   */
  private reach(block: Block, slot: number): void {
    if (!block.dirty && !block.writing) {
      const length = Math.min(WINDOW_SLOTS, block.slots);
      if (cellLength(block) !== length) {
        this.memory.give(block);
        this.memory.take(block, length);
      } else clearCell(block);
      block.first = Math.min(slot, block.slots - length);
      return;
    }
    const old: HeldCell = { slab: block.slab, cell: block.cell };
    const held = cellSlots(old);
    this.memory.take(block, block.slots);
    const day = cellSlots(block);
    day.samples.set(held.samples, block.first);
    day.qualities.set(held.qualities, block.first);
    block.first = 0;
    this.memory.give(old);
  }

  /** Gives a block's memory back: everything it held is written, or dropped. */
  private close(block: Block): void {
    this.memory.give(block);
  }

  /** Marks a day as still needing its statistics (they were deferred). */
  retouch(psId: number, day: string): void {
    this.touched.set(`${psId}:${day}`, { psId, day });
  }

  /** Days written since the last call, by station (and the days before those whose first slot arrived). */
  takeTouchedDays(): { psId: number; day: string }[] {
    const days = [...this.touched.values()];
    this.touched.clear();
    return days;
  }

  /**
   * Writes every changed block, merging with what the store already holds; keeps blocks ending after
   * `keepAfter` open. Runs in slices (batches of bounded size, yielding when `slice` is spent), so
   * samples may arrive meanwhile: a block they change is written again by the next flush.
   */
  flush(keepAfter = Date.now(), slice = new TimeSlice()): Promise<void> {
    return this.queue(() => this.flushNow(keepAfter, slice, () => true));
  }

  /**
   * Writes and drops the blocks of days over by `end` only, leaving the rest changed in memory. Called
   * before a step at `end`, so that a zone's finished day leaves memory at its midnight and the next day's
   * blocks take its memory instead of adding to it.
   */
  flushEnded(end: number, slice = new TimeSlice()): Promise<void> {
    if (end < this.earliestEnd) return Promise.resolve();
    return this.queue(() => this.flushNow(end, slice, (block) => block.end <= end));
  }

  private queue(write: () => Promise<void>): Promise<void> {
    const run = this.flushing.then(write);
    this.flushing = run.catch(() => undefined);
    return run;
  }

  private async flushNow(keepAfter: number, slice: TimeSlice, due: (block: Block) => boolean): Promise<void> {
    const dirty = await this.takeDirty(due, slice);
    for (let i = 0; i < dirty.length; i += WRITE_BATCH) {
      const batch = dirty.slice(i, i + WRITE_BATCH);
      try {
        await this.writeBatch(batch, keepAfter, slice);
      } catch (error) {
        // Nothing of the failed batch and after it is lost: the next flush tries again.
        for (const block of dirty.slice(i)) this.requeue(block);
        throw error;
      }
      await slice.check();
    }
    await this.evict(keepAfter, slice);
  }

  /**
   * Takes the changed blocks `due` says to write, leaving the rest for later. In slices: at a thousand
   * stations a day change leaves two hundred thousand blocks to sort.
   */
  private async takeDirty(due: (block: Block) => boolean, slice: TimeSlice): Promise<Block[]> {
    const all = this.dirty;
    // Blocks changed meanwhile queue up here.
    this.dirty = [];
    const taken: Block[] = [];
    const left: Block[] = [];
    for (let i = 0; i < all.length; i++) {
      (due(all[i]!) ? taken : left).push(all[i]!);
      if ((i & 1023) === 1023) await slice.check();
    }
    this.dirty = left.concat(this.dirty);
    return taken;
  }

  private async writeBatch(batch: Block[], keepAfter: number, slice: TimeSlice): Promise<void> {
    for (const block of batch) block.writing = true;
    try {
      await this.writeRows(batch, keepAfter, slice);
    } finally {
      for (const block of batch) block.writing = false;
    }
    // A whole day in memory is written now: unless more samples came meanwhile, the next opens a window.
    for (const block of batch)
      if (!block.dirty && cellLength(block) === block.slots && block.slots > WINDOW_SLOTS) this.close(block);
  }

  /**
   * Memory holds what arrived since the last write; the slots it lacks keep what the store holds. On
   * PostgreSQL several ingest processes may hold samples of one series and day (MQTT hands a gateway's
   * messages to any of them), and each merge reads the stored row and writes it back: a lock per series,
   * taken in order for the transaction, makes those merges one at a time.
   */
  private async writeRows(batch: Block[], keepAfter: number, slice: TimeSlice): Promise<void> {
    const partitions = this.partitions;
    if (!partitions) return this.putRows(this.db, batch, keepAfter, slice);
    await partitions.ensure(batch.map((b) => b.day));
    const ids = [...new Set(batch.map((b) => b.seriesId))].sort((a, b) => a - b);
    await this.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${HISTORY_LOCKS}, id) from unnest(${ids}::int[]) as id`.execute(trx);
      await this.putRows(trx, batch, keepAfter, slice);
    });
  }

  /**
   * A live day's window is added to its row when this process wrote the row whole within the last
   * `COMPACT_AFTER` writes; the rest (a whole day held, a row not known, an hour of windows, a day over by
   * `keepAfter`, which leaves memory after this write) is merged with the stored row and written whole.
   */
  private async putRows(db: Db, batch: Block[], keepAfter: number, slice: TimeSlice): Promise<void> {
    const appending = (b: Block) =>
      b.appended !== undefined && b.appended < COMPACT_AFTER && cellLength(b) < b.slots && b.end > keepAfter;
    const windows = batch.filter(appending);
    const whole = batch.filter((b) => !appending(b));
    let last: Block | undefined;
    for (const block of batch) {
      // From here on a new sample marks the block for the next flush.
      block.dirty = false;
      // Its day's statistics are due again, counted from what is written (a day's blocks tend to come together).
      if (block.psId !== last?.psId || block.day !== last.day) this.touch(block.psId, block.day);
      last = block;
    }
    if (windows.length) await this.appendWindows(db, windows);
    if (whole.length) await this.mergeRows(db, whole, slice);
    for (const block of windows) block.appended!++;
    for (const block of whole) block.appended = 0;
  }

  private async appendWindows(db: Db, batch: Block[]): Promise<void> {
    const rows = batch.map((block) => ({
      series_id: block.seriesId,
      day: block.day,
      start_ts: block.start,
      samples: encodeWindow(heldSlots(block), block.slots),
    }));
    // SQLite's || makes text of two blobs, byte for byte: cast back, it is the two rows' bytes in a row.
    const appended =
      this.dialect === 'postgres'
        ? sql<Buffer>`history_day.samples || excluded.samples`
        : sql<Buffer>`cast(history_day.samples || excluded.samples as blob)`;
    await db
      .insertInto('history_day')
      .values(rows)
      .onConflict((oc) => oc.columns(['series_id', 'day']).doUpdateSet({ samples: appended }))
      .execute();
  }

  private async mergeRows(db: Db, batch: Block[], slice: TimeSlice): Promise<void> {
    const stored = await this.loadBlocks(batch, slice, db);
    const rows = [];
    for (const block of batch) {
      const held = stored.get(`${block.seriesId}:${block.day}`);
      const day = held && held.samples.length === block.slots ? held : emptyDay(block.slots);
      overlay(day, heldSlots(block));
      rows.push({ series_id: block.seriesId, day: block.day, start_ts: block.start, samples: encodeDay(day) });
      if (slice.due) await slice.pause();
    }
    await db
      .insertInto('history_day')
      .values(rows)
      .onConflict((oc) =>
        oc
          .columns(['series_id', 'day'])
          .doUpdateSet((eb) => ({ samples: eb.ref('excluded.samples'), start_ts: eb.ref('excluded.start_ts') })),
      )
      .execute();
  }

  /**
   * Queues a block whose write failed for the next flush. Blocks not reached yet still read dirty, but the
   * queue no longer holds them; one changed meanwhile may be queued twice, and written twice, harmlessly.
   */
  private requeue(block: Block): void {
    block.dirty = true;
    this.dirty.push(block);
  }

  /**
   * Bounds what a store refusing writes (a full disk) leaves in memory: unwritten blocks of days that ended
   * before `before` are dropped, their samples lost, so a long outage cannot take the process's memory.
   * Answers how many blocks went.
   */
  dropUnwrittenBefore(before: number): Promise<number> {
    let dropped = 0;
    return this.queue(async () => {
      this.dirty = this.dirty.filter((block) => {
        if (block.end > before || block.writing) return true;
        // A block queued twice is dropped once.
        if (block.evicted) return false;
        block.dirty = false;
        block.evicted = true;
        this.open.delete(`${block.seriesId}:${block.day}`);
        this.close(block);
        dropped++;
        return false;
      });
    }).then(() => dropped);
  }

  /** Drops written blocks that end before `keepAfter` from memory; the next sample for one opens it again. */
  private async evict(keepAfter: number, slice: TimeSlice): Promise<void> {
    if (keepAfter < this.earliestEnd) return;
    // Blocks opened while this runs (between slices) may not be visited: they count here.
    this.openedWhileEvicting = Infinity;
    let earliest = Infinity;
    let visited = 0;
    for (const [key, block] of this.open) {
      // A row that took windows is written whole before its block goes: the next flush merges it.
      if (!block.dirty && !block.writing && block.end <= keepAfter && block.appended) this.requeue(block);
      if (!block.dirty && !block.writing && block.end <= keepAfter) {
        block.evicted = true;
        this.open.delete(key);
        this.close(block);
      } else if (block.end < earliest) earliest = block.end;
      if ((++visited & 1023) === 0) await slice.check();
    }
    this.earliestEnd = Math.min(earliest, this.openedWhileEvicting);
  }

  private async loadBlocks(
    wanted: { seriesId: number; day: string }[],
    slice?: TimeSlice,
    db: Db = this.db,
  ): Promise<Map<string, DaySlots>> {
    const result = new Map<string, DaySlots>();
    if (wanted.length === 0) return result;
    const ids = [...new Set(wanted.map((w) => w.seriesId))];
    const days = [...new Set(wanted.map((w) => w.day))];
    const rows = await db
      .selectFrom('history_day')
      .select(['series_id', 'day', 'samples'])
      .where('series_id', 'in', ids)
      .where('day', 'in', days)
      .execute();
    for (const r of rows) {
      result.set(`${r.series_id}:${r.day}`, decodeDay(r.samples));
      if (slice?.due) await slice.pause();
    }
    return result;
  }

  /** The samples of some series on one station-local day: stored rows overlaid with unflushed memory. */
  async readDay(
    seriesIds: number[],
    zone: string,
    day: string,
    periodMinutes = 5,
    slice?: TimeSlice,
  ): Promise<Map<number, DayCurve>> {
    const start = this.calendar.dayOf(zone, localNoon(zone, day, this.calendar)).start;
    const end = this.calendar.dayOf(zone, start).end;
    const stored = await this.loadBlocks(
      seriesIds.map((seriesId) => ({ seriesId, day })),
      slice,
    );
    const result = new Map<number, DayCurve>();
    for (const id of seriesIds) {
      const slots = stored.get(`${id}:${day}`) ?? emptyDay(slotCount(start, end, periodMinutes));
      const memory = this.open.get(`${id}:${day}`);
      if (memory) overlay(slots, heldSlots(memory));
      result.set(id, { day, start, periodMinutes, ...slots });
    }
    return result;
  }
}

/** What a block holds in memory, from its first slot on. */
function heldSlots(block: Block): HeldSlots {
  return { ...cellSlots(block), first: block.first };
}

/** An instant inside a local day (noon), to find its boundaries whatever the zone's offset. */
function localNoon(zone: string, day: string, calendar: StationCalendar): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcNoon = Date.UTC(y, m - 1, d, 12);
  const local = calendar.dayOf(zone, utcNoon);
  if (local.day === day) return utcNoon;
  return local.day < day ? utcNoon + 12 * 3_600_000 : utcNoon - 12 * 3_600_000;
}
