import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { psIdsByCode, startPeer, startPortal, type Portal } from './harness';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * A full disk, simulated without privileges: the store may not grow past the pages it has
 * (`PRAGMA max_page_count`, which fails a write with SQLITE_FULL exactly as a full disk does), and a filler
 * table takes every free page, as a filler file takes the last blocks of a disk.
 */
async function fillStore(portal: Portal): Promise<void> {
  const db = portal.app.db;
  await sql`create table disk_filler (b blob)`.execute(db);
  const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
  await sql.raw(`pragma max_page_count = ${pages + 16}`).execute(db);
  for (;;) {
    try {
      await sql`insert into disk_filler values (randomblob(2000))`.execute(db);
    } catch (error) {
      expect((error as { code?: string }).code).toBe('SQLITE_FULL');
      return;
    }
  }
}

/** Space returns: the filler goes, and the store may grow again (SQLite's default limit). */
async function freeStore(portal: Portal): Promise<void> {
  await sql`drop table disk_filler`.execute(portal.app.db);
  await sql`pragma max_page_count = 4294967294`.execute(portal.app.db);
}

describe('a full disk', () => {
  let portal: Portal;
  let admin: string;
  let golmud: number;
  /** The simulated clock the test drives telemetry by, five minutes a step. */
  let now = 0;

  beforeAll(async () => {
    portal = await startPortal('sqlite', { simulate: true });
    now = Math.floor(Date.now() / (5 * MINUTE)) * 5 * MINUTE;
    await portal.app.telemetry.backfill(now - 3 * 3_600_000, now);
    admin = await portal.login('admin');
    golmud = (await psIdsByCode(portal))['CN-PV-001']!;
  }, 120_000);
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, payload, token: admin, headers: { 'accept-language': 'en' } });
  /** Telemetry steps on five minutes at a time, as the live loop and its periodic flush run it. */
  const runFor = async (steps: number) => {
    for (let i = 0; i < steps; i++) {
      now += 5 * MINUTE;
      await portal.app.telemetry.liveTick(now);
      await portal.app.telemetry.flush(now, false);
    }
  };
  const stored = async (table: 'history_day' | 'quota_day', day: string) =>
    Number(
      (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where day = ${day}`.execute(portal.app.db)).rows[0]!
        .n,
    );
  /** The full store's occurrences in the alarm list (each clear is a journal row of its own). */
  const storeFullAlarms = async () =>
    (
      (await call('POST', '/event/list', { pageNum: 1, pageSize: 500, eventType: 5 })).body.rows as Record<string, unknown>[]
    ).filter((r) => r.pointCode === 'storeFull' && r.action === 1);

  it('on a full disk live values and reads go on, one alarm stands, and once space returns everything held is written', async () => {
    const warnings: string[] = [];
    const warned = (w: Error & { code?: string }) => warnings.push(w.code ?? w.message);
    process.on('warning', warned);
    // Shanghai's midnight (no daylight saving) within the outage: a day closes, its statistics and quotas are due.
    const midnight = Math.ceil((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR;
    const closedDay = new Date(midnight - DAY + 8 * HOUR).toISOString().slice(0, 10);
    const newDay = new Date(midnight + 8 * HOUR).toISOString().slice(0, 10);
    now = midnight - 20 * MINUTE;
    await fillStore(portal);
    try {
      await runFor(8);
      expect(portal.app.telemetry.storeFull.standing).toBe(true);
      const live = await call('POST', '/monitor/psLiveData', { psIds: [golmud] });
      expect(live.status).toBe(200);
      expect(live.body.data[golmud].acPower).not.toBeNull();
      expect(live.body.data[golmud].time).toBeGreaterThan(midnight);
      expect((await call('POST', '/event/list', { pageNum: 1, pageSize: 20 })).status).toBe(200);
      expect((await call('GET', '/event/count')).status).toBe(200);
      expect((await call('GET', '/office/notice/list?pageNum=1&pageSize=20')).status).toBe(200);
      expect(await stored('history_day', newDay)).toBe(0);
    } finally {
      await freeStore(portal);
    }
    // Nothing but the periodic flush, which tries again by itself.
    await runFor(2);
    process.off('warning', warned);
    expect(portal.app.telemetry.storeFull.standing).toBe(false);
    expect(warnings.filter((w) => w === 'STORE_FULL')).toHaveLength(1);
    const [alarm, ...more] = await storeFullAlarms();
    expect(more).toEqual([]);
    expect(alarm).toMatchObject({
      content: 'The data store is full: history and events are held in memory until space returns',
      psName: 'Portal (system)',
      level: 2,
      active: 0,
    });
    expect(alarm!.clearedAt).toBeGreaterThan(alarm!.eventTime as number);
    expect(await stored('history_day', newDay)).toBeGreaterThan(0);
    expect(await stored('quota_day', closedDay)).toBeGreaterThan(0);
    expect((await sql`pragma integrity_check`.execute(portal.app.db)).rows).toEqual([{ integrity_check: 'ok' }]);
  }, 120_000);

  it('a full-store alarm left standing by a process that ended during the outage clears with the first flush that writes', async () => {
    const raisedAt = now - HOUR;
    await portal.app.db
      .insertInto('event')
      .values({
        ps_id: 0,
        equip_id: null,
        equip_type: 'SYS',
        collect_id: 0,
        point_code: 'storeFull',
        level: 2,
        event_time: raisedAt,
        event_type: 5,
        action: 1,
        content_key: 'event.storeFull',
        content_params: '{}',
        confirmed: 0,
        active: 1,
      })
      .execute();
    const restarted = await startPeer(portal);
    try {
      expect(restarted.app.telemetry.storeFull.standing).toBe(true);
      await restarted.app.telemetry.flush(now, false);
      expect(restarted.app.telemetry.storeFull.standing).toBe(false);
    } finally {
      await restarted.close();
    }
    const left = (await storeFullAlarms()).find((a) => a.eventTime === raisedAt);
    expect(left).toMatchObject({ active: 0, clearedAt: now });
  });

  it('a disk full for over a day lets unwritten history of days ended over a day ago go, with a warning, and writes the rest once space returns', async () => {
    const warnings: string[] = [];
    const warned = (w: Error & { code?: string }) => warnings.push(`${w.code}: ${w.message}`);
    process.on('warning', warned);
    // Five minutes into the next Shanghai day: its rows are new and need pages the full store does not have (a
    // live window added to an existing row may still fit in its page).
    const heldThenDropped = Math.ceil((now + 8 * HOUR) / DAY) * DAY - 8 * HOUR + 5 * MINUTE;
    const dayOf = (time: number) => new Date(time + 8 * HOUR).toISOString().slice(0, 10);
    await fillStore(portal);
    try {
      now = heldThenDropped;
      await portal.app.telemetry.liveTick(now);
      await portal.app.telemetry.flush(now, false);
      now += 2 * DAY;
      await portal.app.telemetry.liveTick(now);
      await portal.app.telemetry.flush(now, false);
    } finally {
      await freeStore(portal);
    }
    await portal.app.telemetry.flush(now, false);
    process.off('warning', warned);
    // (Which blocks a full store still takes, added or rewritten in place, is luck; those it refused went.)
    expect(warnings).toContainEqual(expect.stringMatching(/^HISTORY_DROPPED: [1-9]\d* history blocks/));
    expect(await stored('history_day', dayOf(now))).toBeGreaterThan(0);
    expect(portal.app.telemetry.storeFull.standing).toBe(false);
    expect((await sql`pragma integrity_check`.execute(portal.app.db)).rows).toEqual([{ integrity_check: 'ok' }]);
  }, 120_000);

  it('a write to a full store is refused with 507 "The store is full: nothing was saved", and reads still answer', async () => {
    const notices = async () => (await call('GET', '/office/notice/list?pageNum=1&pageSize=50')).body;
    const before = await notices();
    await fillStore(portal);
    try {
      // Longer than a page of the store: it needs room the full store does not have.
      const refused = await call('POST', '/office/notice', {
        title: 'Grid maintenance',
        body: `<p>${'Feeder 3 is switched off for maintenance. '.repeat(400)}</p>`,
        pinned: false,
        deptIds: [],
        attachments: [],
      });
      expect(refused.status).toBe(507);
      expect(refused.body).toEqual({ code: 507, msg: 'The store is full: nothing was saved' });
      const after = await notices();
      expect(after.code).toBe(200);
      expect(after.total).toBe(before.total);
    } finally {
      await freeStore(portal);
    }
  });
});
