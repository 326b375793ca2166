import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { HistoryStore, decodeSamples } from '../../server/telemetry/historyStore';
import type { PointHandle } from '../../server/telemetry/pointRegistry';

const STEP = 300_000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-store-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A point of a series at a UTC station, as the registry would hand it out. */
const point = (seriesId = 1): PointHandle =>
  ({ key: `1_PS_0_p${seriesId}`, index: 0, station: { psId: 1, timeZone: 'UTC' }, seriesId, lastSlot: -1, block: null }) as never;

describe('the history store', () => {
  it('keeps the samples an earlier run stored, and reads a block back only on its first write', async () => {
    const { db, close } = await openDatabase({ dataDir });
    // A day long past: the next test writes yesterday into the same store and series.
    const midnight = Date.UTC(2020, 2, 10);
    // An earlier run stored the first two slots of the day.
    const earlier = new HistoryStore(db);
    const before = point();
    earlier.record(before, 5, midnight, 1);
    earlier.record(before, 5, midnight + STEP, 2);
    await earlier.flush(0);

    // This run writes the third slot twice, five minutes apart.
    const store = new HistoryStore(db);
    const now = point();
    const reads = vi.spyOn(db, 'selectFrom');
    store.record(now, 5, midnight + 2 * STEP, 3);
    await store.flush(0);
    store.record(now, 5, midnight + 3 * STEP, 4);
    await store.flush(0);
    expect(reads).toHaveBeenCalledTimes(1);

    const row = await db.selectFrom('history_day').select('samples').executeTakeFirstOrThrow();
    expect([...decodeSamples(row.samples).subarray(0, 5)]).toEqual([1, 2, 3, 4, NaN]);
    const day = await store.readDay([1], 'UTC', '2020-03-10');
    expect([...day.get(1)!.samples.subarray(0, 5)]).toEqual([1, 2, 3, 4, NaN]);
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
