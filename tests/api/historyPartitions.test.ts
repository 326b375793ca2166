import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from './harness';
import { seriesPoint as point, storeForTests } from './historyFixtures';
import { HistoryStore } from '../../server/telemetry/historyStore';
import { applyRetention, monthPartitions } from '../../server/telemetry/historyPartitions';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);

describe.each(backends)('history by month and its retention on %s', (backend) => {
  const opened = storeForTests(backend, 'history-months-');
  let store: ReturnType<typeof opened>;

  beforeAll(async () => {
    store = opened();
    await store.db
      .insertInto('series')
      .values([
        { series_id: 1, ps_id: 1, equip_type: 'PS', collect_id: 0, point_code: 'acPower', period_minutes: 5 },
        { series_id: 2, ps_id: 1, equip_type: 'PS', collect_id: 0, point_code: 'fast', period_minutes: 1 },
      ])
      .execute();
    // Samples of two series, three years ago, last month and today.
    const history = new HistoryStore(store.db, store.dialect);
    for (const time of [NOW - 3 * 365 * DAY, NOW - 40 * DAY, NOW]) {
      history.record(point(1), 5, time, 7);
      history.record(point(2), 1, time, 8);
    }
    await history.flush(NOW + DAY);
  });

  const days = async () =>
    (await store.db.selectFrom('history_day').select(['series_id', 'day']).orderBy('day').orderBy('series_id').execute()).map(
      (r) => `${r.series_id}:${r.day}`,
    );

  it.runIf(backend === 'postgres')('each month is a partition of its own, and a day curve reads only its month', async () => {
    expect(await monthPartitions(store.db)).toEqual(['history_day_2023_11', 'history_day_2026_10', 'history_day_2026_11']);
    const { rows } = await sql<{ 'QUERY PLAN': string }>`explain select samples from history_day
      where series_id in (1, 2) and day in ('2026-11-28')`.execute(store.db);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('history_day_2026_11');
    expect(plan).not.toMatch(/history_day_2026_10|history_day_2023_11/);
  });

  it('five-minute history older than its years goes, finer history after its days; the rest stays', async () => {
    expect(await days()).toEqual([
      '1:2023-11-29',
      '2:2023-11-29',
      '1:2026-10-19',
      '2:2026-10-19',
      '1:2026-11-28',
      '2:2026-11-28',
    ]);
    const dropped = await applyRetention(store.db, store.dialect, { years: 2, fineDays: 30 }, NOW);
    expect(dropped).toEqual(backend === 'postgres' ? ['history_day_2023_11'] : []);
    expect(await days()).toEqual(['1:2026-10-19', '1:2026-11-28', '2:2026-11-28']);
    // Writing goes on into the months kept.
    const history = new HistoryStore(store.db, store.dialect);
    history.record(point(1), 5, NOW + DAY, 9);
    await history.flush(NOW + 2 * DAY);
    expect(await days()).toContain('1:2026-11-29');
  });
});
