import zlib from 'node:zlib';
import type { Db } from '../db/database';
import { StationCalendar } from '../../shared/stationDay';

import type { HistoryBlock as Block, PointHandle } from './pointRegistry';

export interface DayCurve {
  day: string;
  start: number;
  periodMinutes: number;
  samples: Float64Array;
}

export function emptySamples(start: number, end: number, periodMinutes: number): Float64Array {
  return new Float64Array(Math.round((end - start) / (periodMinutes * 60_000))).fill(NaN);
}

/** Blocks are stored deflated: night-time gaps and steady values shrink them about four times. */
export function encodeSamples(samples: Float64Array): Buffer {
  return zlib.deflateRawSync(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength), { level: 1 });
}

export function decodeSamples(stored: Uint8Array): Float64Array {
  const raw = zlib.inflateRawSync(stored);
  const copy = new Uint8Array(raw.byteLength);
  copy.set(raw);
  return new Float64Array(copy.buffer);
}

/**
 * History in day blocks: per point and station-local day one row holding a float64 per period slot.
 * Writes land in memory and are flushed in batches; a sample for a slot that already holds one replaces
 * it, so late and repeated samples are idempotent on (point, time). Days touched are reported, so their
 * statistics are recomputed.
 */
export class HistoryStore {
  private readonly open = new Map<string, Block>();
  private readonly calendar = new StationCalendar();
  private readonly touched = new Map<string, { psId: number; day: string }>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Records a sample of a point on its slot (period boundaries are whole minutes of UTC, hence of every zone). */
  record(h: PointHandle, periodMinutes: number, time: number, value: number): void {
    let block = h.block;
    if (!block || block.evicted || time < block.start || time >= block.end) {
      block = this.blockFor(h.seriesId!, h.station.timeZone, periodMinutes, time);
      // The handle follows the newest day; a late sample for an older day does not move it back.
      if (!h.block || block.start > h.block.start) h.block = block;
    }
    const slot = Math.floor((time - block.start) / (periodMinutes * 60_000));
    if (slot < 0 || slot >= block.samples.length) return;
    block.samples[slot] = value;
    if (!block.dirty) {
      block.dirty = true;
      this.touched.set(`${h.station.psId}:${block.day}`, { psId: h.station.psId, day: block.day });
    }
  }

  private blockFor(seriesId: number, zone: string, periodMinutes: number, time: number): Block {
    const { day, start, end } = this.calendar.dayOf(zone, time);
    const blockKey = `${seriesId}:${day}`;
    let block = this.open.get(blockKey);
    if (!block) {
      block = { seriesId, day, start, end, samples: emptySamples(start, end, periodMinutes), dirty: false };
      this.open.set(blockKey, block);
    }
    return block;
  }

  /** Marks a day as still needing its statistics (they were deferred). */
  retouch(psId: number, day: string): void {
    this.touched.set(`${psId}:${day}`, { psId, day });
  }

  /** Days written since the last call, by station. */
  takeTouchedDays(): { psId: number; day: string }[] {
    const days = [...this.touched.values()];
    this.touched.clear();
    return days;
  }

  /** Writes every changed block, merging with what the store already holds; keeps today's blocks open. */
  flush(keepAfter = Date.now() - 86_400_000): Promise<void> {
    this.flushing = this.flushing.then(() => this.flushNow(keepAfter));
    return this.flushing;
  }

  private async flushNow(keepAfter: number): Promise<void> {
    const dirty = [...this.open.values()].filter((b) => b.dirty);
    for (const b of dirty) b.dirty = false;
    for (let i = 0; i < dirty.length; i += 400) {
      const batch = dirty.slice(i, i + 400);
      const stored = await this.loadBlocks(batch.map((b) => ({ seriesId: b.seriesId, day: b.day })));
      for (const block of batch) {
        const old = stored.get(`${block.seriesId}:${block.day}`);
        if (!old || old.length !== block.samples.length) continue;
        // Slots this node has not seen keep what another writer or an earlier run stored.
        for (let s = 0; s < old.length; s++) if (Number.isNaN(block.samples[s]!)) block.samples[s] = old[s]!;
      }
      await this.db
        .insertInto('history_day')
        .values(batch.map((b) => ({ series_id: b.seriesId, day: b.day, start_ts: b.start, samples: encodeSamples(b.samples) })))
        .onConflict((oc) =>
          oc
            .columns(['series_id', 'day'])
            .doUpdateSet((eb) => ({ samples: eb.ref('excluded.samples'), start_ts: eb.ref('excluded.start_ts') })),
        )
        .execute();
    }
    for (const [key, block] of this.open) {
      if (block.dirty || block.end > keepAfter) continue;
      block.evicted = true;
      this.open.delete(key);
    }
  }

  private async loadBlocks(wanted: { seriesId: number; day: string }[]): Promise<Map<string, Float64Array>> {
    const result = new Map<string, Float64Array>();
    if (wanted.length === 0) return result;
    const ids = [...new Set(wanted.map((w) => w.seriesId))];
    const days = [...new Set(wanted.map((w) => w.day))];
    const rows = await this.db
      .selectFrom('history_day')
      .select(['series_id', 'day', 'samples'])
      .where('series_id', 'in', ids)
      .where('day', 'in', days)
      .execute();
    for (const r of rows) result.set(`${r.series_id}:${r.day}`, decodeSamples(r.samples));
    return result;
  }

  /** The samples of some series on one station-local day: stored rows overlaid with unflushed memory. */
  async readDay(seriesIds: number[], zone: string, day: string, periodMinutes = 5): Promise<Map<number, DayCurve>> {
    const start = this.calendar.dayOf(zone, localNoon(zone, day, this.calendar)).start;
    const end = this.calendar.dayOf(zone, start).end;
    const stored = await this.loadBlocks(seriesIds.map((seriesId) => ({ seriesId, day })));
    const result = new Map<number, DayCurve>();
    for (const id of seriesIds) {
      const samples = stored.get(`${id}:${day}`) ?? emptySamples(start, end, periodMinutes);
      const memory = this.open.get(`${id}:${day}`);
      if (memory) for (let s = 0; s < samples.length; s++) if (!Number.isNaN(memory.samples[s]!)) samples[s] = memory.samples[s]!;
      result.set(id, { day, start, periodMinutes, samples });
    }
    return result;
  }
}

/** An instant inside a local day (noon), to find its boundaries whatever the zone's offset. */
function localNoon(zone: string, day: string, calendar: StationCalendar): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const utcNoon = Date.UTC(y, m - 1, d, 12);
  const local = calendar.dayOf(zone, utcNoon);
  if (local.day === day) return utcNoon;
  return local.day < day ? utcNoon + 12 * 3_600_000 : utcNoon - 12 * 3_600_000;
}
