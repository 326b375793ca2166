import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { HistoryStore, WINDOW_SLOTS } from '../../server/telemetry/historyStore';
import { cellLength } from '../../server/telemetry/blockMemory';
import { decodeDay, decodeSamples } from '../../server/telemetry/daySlots';
import { LATE, MEASURED, MISSING } from '../../shared/slotQuality';
import { seriesPoint } from './historyFixtures';

const STEP = 300_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-store-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const point = (seriesId = 1) => seriesPoint(seriesId);

describe('the history store', () => {
  it('keeps the samples an earlier run stored, and holds only the slots not yet written in memory', async () => {
    const { db, close } = await openDatabase({ dataDir });
    // A day long past: the next test writes yesterday into the same store and series.
    const midnight = Date.UTC(2020, 2, 10);
    // An earlier run stored the first two slots of the day.
    const earlier = new HistoryStore(db);
    const before = point();
    for (let slot = 0; slot < 2; slot++) earlier.record(before, 5, midnight + slot * STEP, slot + 1);
    await earlier.flush(0);

    // This run writes the third slot, then the fourth five minutes later.
    const store = new HistoryStore(db);
    const now = point();
    store.record(now, 5, midnight + 2 * STEP, 3);
    await store.flush(0);
    store.record(now, 5, midnight + 3 * STEP, 4);
    expect(cellLength(now.block!)).toBe(WINDOW_SLOTS);
    await store.flush(0);

    const row = await db.selectFrom('history_day').select('samples').executeTakeFirstOrThrow();
    expect([...decodeSamples(row.samples).subarray(0, 5)]).toEqual([1, 2, 3, 4, NaN]);
    const day = await store.readDay([1], 'UTC', '2020-03-10');
    expect([...day.get(1)!.samples.subarray(0, 5)]).toEqual([1, 2, 3, 4, NaN]);
    await close();
  });

  it('merges a late sample into a row stored before qualities: its slots read measured, the new one late', async () => {
    const { db, close } = await openDatabase({ dataDir });
    const midnight = Date.UTC(2020, 2, 11);
    // The row as the portal wrote it before slots had qualities: raw deflated values, 0 measured at slot 1.
    const values = new Float64Array(288).fill(NaN);
    values.set([5, 0], 0);
    const samples = zlib.deflateRawSync(Buffer.from(values.buffer));
    await db.insertInto('history_day').values({ series_id: 2, day: '2020-03-11', start_ts: midnight, samples }).execute();

    const store = new HistoryStore(db);
    store.record(point(2), 5, midnight + 3 * STEP, 7, LATE);
    const expected = { samples: [5, 0, NaN, 7, NaN], qualities: [MEASURED, MEASURED, MISSING, LATE, MISSING] };
    const read = async () => {
      const day = (await store.readDay([2], 'UTC', '2020-03-11')).get(2)!;
      return { samples: [...day.samples.subarray(0, 5)], qualities: [...day.qualities.subarray(0, 5)] };
    };
    expect(await read()).toEqual(expected);
    await store.flush(0);
    expect(await read()).toEqual(expected);
    const row = await db.selectFrom('history_day').select('samples').where('series_id', '=', 2).executeTakeFirstOrThrow();
    expect([...decodeDay(row.samples).qualities.subarray(0, 5)]).toEqual(expected.qualities);
    await close();
  });

  it('holds a whole day when more than a window waits to be written, then a window again', async () => {
    const { db, close } = await openDatabase({ dataDir });
    const midnight = Date.UTC(2020, 2, 12);
    const store = new HistoryStore(db);
    const filled = point(3);
    // Sixty slots (five hours) arrive before a flush, as in a backfill, then a late sample before them.
    for (let slot = 1; slot <= 60; slot++) store.record(filled, 5, midnight + slot * STEP, slot);
    store.record(filled, 5, midnight, 0);
    expect(cellLength(filled.block!)).toBe(288);
    const day = async () => [...(await store.readDay([3], 'UTC', '2020-03-12')).get(3)!.samples.subarray(0, 62)];
    const expected = [...Array.from({ length: 61 }, (_, i) => i), NaN];
    expect(await day()).toEqual(expected);
    await store.flush(0);
    expect(cellLength(filled.block!)).toBe(0);
    store.record(filled, 5, midnight + 61 * STEP, 61);
    expect(cellLength(filled.block!)).toBe(WINDOW_SLOTS);
    expected[61] = 61;
    expect(await day()).toEqual(expected);
    await store.flush(0);
    expect(await day()).toEqual(expected);
    await close();
  });

  it('writes every block of a flush that failed on the next one, those it had not reached too', async () => {
    const { db, close } = await openDatabase({ dataDir });
    const store = new HistoryStore(db);
    const midnight = Date.UTC(2020, 2, 14);
    // More blocks than one write takes, so the failure leaves a second batch unwritten.
    const points = Array.from({ length: 250 }, (_, i) => point(1000 + i));
    points.forEach((p, i) => store.record(p, 5, midnight, i));
    const insert = vi.spyOn(db, 'insertInto').mockImplementationOnce(() => {
      throw new Error('disk full');
    });
    await expect(store.flush(0)).rejects.toThrow('disk full');
    insert.mockRestore();
    await store.flush(0);
    const rows = await db
      .selectFrom('history_day')
      .select(['series_id', 'samples'])
      .where('series_id', '>=', 1000)
      .where('day', '=', '2020-03-14')
      .orderBy('series_id')
      .execute();
    expect(rows.map((r) => decodeSamples(r.samples)[0])).toEqual(points.map((_, i) => i));
    await close();
  });

  it('lets go of a day once it is over and written, and opens it again for a late sample', async () => {
    const { db, close } = await openDatabase({ dataDir });
    const store = new HistoryStore(db);
    const late = point();
    const yesterday = Math.floor(Date.now() / 86_400_000) * 86_400_000 - 86_400_000;
    store.record(late, 5, yesterday, 5);
    await store.flush();
    expect(late.block!.evicted).toBe(true);
    store.record(late, 5, yesterday + STEP, 6);
    await store.flush();
    const day = await store.readDay([1], 'UTC', new Date(yesterday).toISOString().slice(0, 10));
    expect([...day.get(1)!.samples.subarray(0, 3)]).toEqual([5, 6, NaN]);
    await close();
  });

  it("writes a day that is over before the next day's first step, and keeps the day under way to itself", async () => {
    const { db, close } = await openDatabase({ dataDir });
    const store = new HistoryStore(db);
    const midnight = Date.UTC(2026, 10, 20);
    const [ending, going] = [point(7), point(8)];
    store.record(ending, 5, midnight - STEP, 1);
    store.record(going, 5, midnight - 2 * STEP, 2);
    store.record(going, 5, midnight + STEP, 3);
    const stored = async () =>
      (
        await db
          .selectFrom('history_day')
          .select(['series_id', 'day'])
          .where('series_id', 'in', [7, 8])
          .orderBy('series_id')
          .execute()
      ).map((r) => `${r.series_id}:${r.day}`);

    await store.flushEnded(midnight - STEP);
    expect(await stored()).toEqual([]);
    await store.flushEnded(midnight);
    expect(await stored()).toEqual(['7:2026-11-19', '8:2026-11-19']);
    expect([ending.block!.evicted, going.block!.evicted]).toEqual([true, undefined]);
    // The next day's block of series 8 waits for a flush.
    await store.flush(midnight);
    expect(await stored()).toEqual(['7:2026-11-19', '8:2026-11-19', '8:2026-11-20']);
    await close();
  });
});

describe('the days whose statistics are due', () => {
  it('are the days written: a day counted while its samples waited is counted again once they are written', async () => {
    const { db, close } = await openDatabase({ dataDir });
    const midnight = Date.UTC(2020, 2, 14);
    const store = new HistoryStore(db);
    const h = point(9);
    store.record(h, 5, midnight + 12 * STEP, 1);
    await store.flush(0);
    const days = () => store.takeTouchedDays().map((d) => d.day);
    expect(days()).toContain('2020-03-14');
    // More of the day arrives; the flush of a fill writes only days that are over, so this one waits in memory
    // while the day's statistics are counted from what memory holds.
    store.record(h, 5, midnight + 13 * STEP, 2);
    await store.flushEnded(midnight + 14 * STEP);
    days();
    store.record(h, 5, midnight + 14 * STEP, 3);
    await store.flushEnded(midnight + 86_400_000);
    expect(days()).toEqual(['2020-03-14']);
    await close();
  });
});
