import { describe, expect, it } from 'vitest';
import { backends } from './harness';
import { seriesPoint as point, storeForTests } from './historyFixtures';
import { COMPACT_AFTER, HistoryStore } from '../../server/telemetry/historyStore';
import { decodeDay, recordCount } from '../../server/telemetry/daySlots';
import { LATE, MEASURED, MISSING } from '../../shared/slotQuality';

const STEP = 300_000;

describe.each(backends)('a live day written a window at a time on %s', (backend) => {
  const opened = storeForTests(backend, 'history-windows-');

  const row = async (seriesId: number, day: string) =>
    (
      await opened()
        .db.selectFrom('history_day')
        .select('samples')
        .where('series_id', '=', seriesId)
        .where('day', '=', day)
        .executeTakeFirstOrThrow()
    ).samples;

  it('adds each flush’s window to the row, rewrites it whole after an hour of them, and reads the same throughout', async () => {
    const history = new HistoryStore(opened().db, opened().dialect);
    const midnight = Date.UTC(2020, 4, 1);
    const h = point(1);
    const written: number[] = [];
    // A sample every five minutes, a flush after each (keeping the day open, as live).
    const flushes = COMPACT_AFTER + 3;
    const counts: number[] = [];
    for (let slot = 0; slot < flushes; slot++) {
      history.record(h, 5, midnight + slot * STEP, slot * 1.5);
      written.push(slot * 1.5);
      await history.flush(0);
      counts.push(recordCount(await row(1, '2020-05-01')));
    }
    // The first write is whole (the row's format was not known); then windows, until an hour of them.
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1, 2]);
    const stored = decodeDay(await row(1, '2020-05-01'));
    expect([...stored.samples.subarray(0, flushes + 1)]).toEqual([...written, NaN]);
    expect(stored.qualities[0]).toBe(MEASURED);
    const read = (await history.readDay([1], 'UTC', '2020-05-01')).get(1)!;
    expect([...read.samples.subarray(0, flushes + 1)]).toEqual([...written, NaN]);

    // A late copy of a sample keeps it measured; a late new value replaces it, marked late, in the next window.
    history.record(h, 5, midnight + (flushes - 1) * STEP, written.at(-1)!, LATE);
    history.record(h, 5, midnight + (flushes - 2) * STEP, 99, LATE);
    await history.flush(0);
    const again = decodeDay(await row(1, '2020-05-01'));
    expect([...again.samples.subarray(flushes - 2, flushes + 1)]).toEqual([99, written.at(-1)!, NaN]);
    expect([...again.qualities.subarray(flushes - 2, flushes + 1)]).toEqual([LATE, MEASURED, MISSING]);
  });

  it('rewrites a row whole before a day that is over leaves memory', async () => {
    const history = new HistoryStore(opened().db, opened().dialect);
    const midnight = Date.UTC(2020, 4, 2);
    const h = point(2);
    for (let slot = 0; slot < 3; slot++) {
      history.record(h, 5, midnight + slot * STEP, slot);
      await history.flush(0);
    }
    expect(recordCount(await row(2, '2020-05-02'))).toBe(3);
    const over = midnight + 86_400_000;
    await history.flush(over);
    // The block stays for one more flush, which writes its row as one whole day and lets it go.
    expect(h.block!.evicted).toBeUndefined();
    await history.flush(over);
    expect(h.block!.evicted).toBe(true);
    const stored = await row(2, '2020-05-02');
    expect(recordCount(stored)).toBe(1);
    expect([...decodeDay(stored).samples.subarray(0, 4)]).toEqual([0, 1, 2, NaN]);
  });
});
