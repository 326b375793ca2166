import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { decodeSamples } from '../../server/telemetry/daySlots';
import { liveKey } from '../../server/telemetry/liveStore';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { addDays, localMidnight, StationCalendar } from '../../shared/stationDay';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const STEP = 300_000;

describe.each(backends)('live ticks on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
  }, 60_000);
  afterAll(() => portal.close());

  it('a tick still running when the next is due is not joined by a second one', async () => {
    const telemetry = portal.app.telemetry;
    // Yield at every chance, so the first tick is still running when the second is asked for.
    telemetry.sliceMs = 0;
    const psId = (await psIdsByCode(portal))['CN-PV-001']!;
    const now = Date.now();
    await Promise.all([telemetry.liveTick(now), telemetry.liveTick(now + 3000)]);
    expect(telemetry.skippedTicks).toBe(1);
    expect(telemetry.live.get(liveKey(psId, 'PS', 0, 'pstate'))?.time).toBe(now);
    await telemetry.liveTick(now + 3000);
    expect(telemetry.live.get(liveKey(psId, 'PS', 0, 'pstate'))?.time).toBe(now + 3000);
  });
});

describe.each(backends)('a first start on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
  }, 60_000);
  afterAll(() => portal.close());

  it('shows live power while history catches up; energy follows once it has, continuing from history', async () => {
    const { app } = portal;
    const telemetry = app.telemetry;
    const token = await portal.login('admin');
    const psId = (await psIdsByCode(portal))['DE-PV-011']!;
    const meter = meterRoles(telemetry.registry.devicesOf(psId), 'PV').grid!;
    const meterKey = (code: string) => liveKey(psId, 'DB', meter.collectId, code);

    telemetry.sliceMs = 0;
    const now = Date.now();
    const catchingUp = telemetry.catchUp(now - DAY);
    await telemetry.liveTick(now);
    expect(telemetry.ready).toBe(false);
    const progress = await portal.call({ method: 'GET', url: '/prod-api/monitor/historyProgress', token });
    expect(progress.body.data).toMatchObject({ filling: true, days: 1 });
    expect(progress.body.data.percent).toBeLessThan(100);
    const during = await portal.call({ method: 'POST', url: '/prod-api/monitor/psLiveData', payload: { psIds: [psId] }, token });
    expect(during.body.data[psId].acPower).not.toBeNull();
    expect(during.body.data[psId].dayCap).toBeNull();
    expect(telemetry.live.get(meterKey('P'))?.time).toBe(now);
    expect(telemetry.live.get(meterKey('EExp'))).toBeUndefined();

    // A wind farm whose link went down three hours before the first start has no live figures yet ...
    const silent = (await psIdsByCode(portal))['DK-WP-017']!;
    const silentPower = liveKey(silent, 'PS', 0, 'acPower');
    expect(telemetry.live.get(silentPower)).toBeUndefined();

    await catchingUp;
    expect(telemetry.ready).toBe(true);
    const done = await portal.call({ method: 'GET', url: '/prod-api/monitor/historyProgress', token });
    expect(done.body.data).toMatchObject({ filling: false, percent: 100 });
    // ... and keeps its last ones once history has caught up: hours old, interrupted.
    const lastSeen = telemetry.live.get(silentPower)!;
    expect(lastSeen.quality).toBe('interrupted');
    expect(now - lastSeen.time).toBeGreaterThan(2.5 * HOUR);
    const after = Date.now();
    await telemetry.liveTick(after);
    const counter = telemetry.live.get(meterKey('EExp'))!;
    expect(counter.time).toBe(after);

    // The counter goes on from the last reading history holds, and today's energy counts from local midnight.
    const station = telemetry.registry.stations.get(psId)!;
    const seriesId = telemetry.registry.seriesId(psId, 'DB', meter.collectId, 'EExp')!;
    const today = await app.db
      .selectFrom('history_day')
      .select(['day', 'start_ts', 'samples'])
      .where('series_id', '=', seriesId)
      .orderBy('day', 'desc')
      .executeTakeFirstOrThrow();
    const samples = [...decodeSamples(today.samples)];
    const present = samples.map((v, slot) => ({ v, time: today.start_ts + slot * STEP })).filter((s) => !Number.isNaN(s.v));
    const first = present[0]!;
    const last = present[present.length - 1]!;
    expect(first.time).toBe(today.start_ts);
    expect(counter.value).toBeGreaterThanOrEqual(last.v);
    expect(counter.value - last.v).toBeLessThanOrEqual((station.capacity * (after - last.time)) / HOUR + 0.01);
    expect(telemetry.live.get(liveKey(psId, 'PS', 0, 'dayCap'))!.value).toBeCloseTo(counter.value - first.v, 6);
  }, 180_000);
});

/** The start of the latest whole local day of a zone that ends at or before `to`. */
function lastWholeDay(zone: string, to: number): number {
  const today = new StationCalendar().dayOf(zone, to);
  return localMidnight(zone, addDays(today.day, -1));
}

/** Live ticks during the catch-up, three times as often as the portal's (fleetSimulator's SIM_PERIOD_MS, 3 s). */
const TICK_MS = 1000;

describe.each(backends)('history caught up beside live ticks on %s', (backend) => {
  let plain: Portal;
  let beside: Portal;
  beforeAll(async () => {
    [plain, beside] = await Promise.all([startPortal(backend, { simulate: true }), startPortal(backend, { simulate: true })]);
    // The injected faults count from the store's first start: give both stores the same.
    const { config_value } = await plain.app.db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', 'sim.firstStart')
      .executeTakeFirstOrThrow();
    await beside.app.db.updateTable('sys_config').set({ config_value }).where('config_key', '=', 'sim.firstStart').execute();
    await beside.app.telemetry.start();
  }, 60_000);
  afterAll(() => Promise.all([plain.close(), beside.close()]));

  /** Every stored day block's samples before `to` (NaN where none), by series and day. */
  const history = async (portal: Portal, to: number) => {
    const rows = await portal.app.db.selectFrom('history_day').select(['series_id', 'day', 'start_ts', 'samples']).execute();
    const blocks = new Map<string, number[]>();
    for (const row of rows) {
      const before = Math.max(0, Math.ceil((to - row.start_ts) / STEP));
      const samples = [...decodeSamples(row.samples).subarray(0, before)];
      if (samples.some((v) => !Number.isNaN(v))) blocks.set(`${row.series_id} ${row.day}`, samples);
    }
    return blocks;
  };
  /** The blocks whose samples differ (Object.is: NaN equals NaN), named. */
  const differences = (a: Map<string, number[]>, b: Map<string, number[]>) =>
    [...new Set([...a.keys(), ...b.keys()])].filter((key) => {
      const x = a.get(key);
      const y = b.get(key);
      return !x || !y || x.length !== y.length || x.some((v, i) => !Object.is(v, y[i]));
    });
  const events = async (portal: Portal, to: number) =>
    portal.app.db
      .selectFrom('event')
      .select(['ps_id', 'equip_id', 'point_code', 'event_time', 'event_type', 'action', 'level', 'content_key', 'content_params'])
      .where('event_time', '<', to)
      .orderBy('event_time')
      .orderBy('ps_id')
      .orderBy('equip_id')
      .orderBy('point_code')
      .orderBy('action')
      .execute();
  /** Daily statistics of the station days that ended before `to`. */
  const statistics = async (portal: Portal, to: number) => {
    const rows = await portal.app.db
      .selectFrom('daily_stat')
      .select(['ps_id', 'equip_id', 'day', 'generation', 'charge', 'discharge', 'equivalent_hours', 'max_power', 'irradiation'])
      .orderBy('ps_id')
      .orderBy('equip_id')
      .orderBy('day')
      .execute();
    return rows.filter(
      (r) => localMidnight(portal.app.telemetry.registry.stations.get(r.ps_id)!.timeZone, addDays(r.day, 1)) <= to,
    );
  };

  it('holds the same history, events and daily statistics as a backfill alone', async () => {
    const now = Date.now();
    const to = Math.floor((now - 4 * HOUR) / STEP) * STEP;
    // The window holds the latest local day that ends before `to`, of whichever station's day ended last, and an
    // hour before it: 25 to 41 hours, whenever the test runs (zones UTC+0 to UTC+8).
    const from = Math.max(...[...plain.app.telemetry.registry.stations.values()].map((s) => lastWholeDay(s.timeZone, to))) - HOUR;
    await plain.app.telemetry.backfill(from, to);

    const telemetry = beside.app.telemetry;
    telemetry.sliceMs = 1;
    let caughtUp = false;
    const catchingUp = telemetry.catchUp(from).then(() => (caughtUp = true));
    let ticks = 0;
    while (!caughtUp) {
      await telemetry.liveTick(Date.now());
      ticks++;
      await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    }
    await catchingUp;
    expect(ticks).toBeGreaterThan(1);
    // The day and more before the last steps was shared by two processes, each with a group of the stations.
    expect(telemetry.fillProcessesUsed).toBe(2);

    const plainHistory = await history(plain, to);
    expect(plainHistory.size).toBeGreaterThan(0);
    expect(differences(await history(beside, to), plainHistory)).toEqual([]);
    const plainEvents = await events(plain, to);
    expect(plainEvents.length).toBeGreaterThan(0);
    expect(await events(beside, to)).toEqual(plainEvents);
    const plainStatistics = await statistics(plain, to);
    expect(plainStatistics.length).toBeGreaterThan(0);
    expect(await statistics(beside, to)).toEqual(plainStatistics);
  }, 600_000);
});
