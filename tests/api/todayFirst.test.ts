import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { decodeSamples } from '../../server/telemetry/daySlots';
import { liveKey } from '../../server/telemetry/liveStore';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { addDays, StationCalendar } from '../../shared/stationDay';

const DAY = 86_400_000;
const STEP = 300_000;

describe.each(backends)('today filled before the past on %s', (backend) => {
  let portal: Portal;
  /** The same fleet filled in time order, to compare with. */
  let inOrder: Portal;
  beforeAll(async () => {
    [portal, inOrder] = await Promise.all([startPortal(backend, { simulate: true }), startPortal(backend, { simulate: true })]);
    // The injected faults count from the store's first start: give both stores the same.
    const { config_value } = await portal.app.db
      .selectFrom('sys_config')
      .select('config_value')
      .where('config_key', '=', 'sim.firstStart')
      .executeTakeFirstOrThrow();
    await inOrder.app.db.updateTable('sys_config').set({ config_value }).where('config_key', '=', 'sim.firstStart').execute();
    await inOrder.app.telemetry.start();
  }, 60_000);
  afterAll(() => Promise.all([portal.close(), inOrder.close()]));

  /** A series' stored samples of one station day, by time (NaN where none). */
  const row = async (seriesId: number, day: string) => {
    const stored = await portal.app.db
      .selectFrom('history_day')
      .select(['start_ts', 'samples'])
      .where('series_id', '=', seriesId)
      .where('day', '=', day)
      .executeTakeFirst();
    return stored ? [...decodeSamples(stored.samples)].map((v, slot) => ({ time: stored.start_ts + slot * STEP, v })) : [];
  };

  it("stores today's curves and shows its energy while the past fills, and the past leaves them as they were", async () => {
    const telemetry = portal.app.telemetry;
    const registry = telemetry.registry;
    const psId = (await psIdsByCode(portal))['DE-PV-011']!;
    const station = registry.stations.get(psId)!;
    const meter = meterRoles(registry.devicesOf(psId), 'PV').grid!;
    const power = registry.seriesId(psId, 'PS', 0, 'acPower')!;
    const exported = registry.seriesId(psId, 'DB', meter.collectId, 'EExp')!;
    const dayCapKey = liveKey(psId, 'PS', 0, 'dayCap');

    telemetry.sliceMs = 1;
    const now = Date.now();
    const from = now - 3 * DAY;
    const catchingUp = telemetry.catchUp(from);
    while (!telemetry.todayFilled && !telemetry.ready) {
      await telemetry.liveTick(Date.now());
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Today is there before the past is.
    expect(telemetry.todayFilled).toBe(true);
    expect(telemetry.ready).toBe(false);
    // The banner says so.
    const token = await portal.login('admin');
    const progress = await portal.call({ method: 'GET', url: '/prod-api/monitor/historyProgress', token });
    expect(progress.body.data).toMatchObject({ filling: true, days: 3, todayReady: true });
    expect(progress.body.data.percent).toBeLessThan(100);

    const { day, start: midnight } = new StationCalendar().dayOf(station.timeZone, now);
    const curve = (await row(power, day)).filter((s) => !Number.isNaN(s.v));
    const dayCap = telemetry.live.get(dayCapKey)!;
    // Every five minutes from local midnight to the last step before the fill began.
    expect(curve[0]!.time).toBe(midnight);
    expect(curve.length).toBe((dayCap.time - midnight) / STEP + 1);
    // Today's energy so far is about the station's power integrated over the stored curve (trapezoids, export
    // only; the meter integrates what it measured between the five-minute samples too).
    let energy = 0;
    for (let i = 1; i < curve.length; i++) energy += (Math.max(0, (curve[i - 1]!.v + curve[i]!.v) / 2) * STEP) / 3_600_000;
    expect(Math.abs(dayCap.value - energy)).toBeLessThanOrEqual(0.01 * energy + 0.1);

    await catchingUp;
    // The past changed nothing of today's curve ...
    const after = await row(power, day);
    for (const sample of curve) expect(after.find((s) => s.time === sample.time)!.v).toBe(sample.v);
    // ... and the counters read on from it: today's first export reading continues yesterday's last.
    const yesterday = (await row(exported, addDays(day, -1))).filter((s) => !Number.isNaN(s.v));
    const today = (await row(exported, day)).filter((s) => !Number.isNaN(s.v));
    const step = today[0]!.v - yesterday[yesterday.length - 1]!.v;
    expect(step).toBeGreaterThanOrEqual(0);
    expect(step).toBeLessThanOrEqual((station.capacity * STEP) / 3_600_000);
    // What today's energy was when today was filled first is what the whole fill's readings make of it.
    const then = today.find((s) => s.time === dayCap.time)!;
    expect(dayCap.value).toBeCloseTo(then.v - today[0]!.v, 1);
    await telemetry.liveTick(Date.now());
    expect(telemetry.live.get(dayCapKey)!.value).toBeGreaterThanOrEqual(dayCap.value);

    // Everything the fill stored before its end is what a fill in time order stores: history, events, and the
    // statistics of the days that were over.
    const end = Math.floor(now / STEP) * STEP - STEP;
    inOrder.app.telemetry.todayFirst = false;
    await inOrder.app.telemetry.catchUp(from);
    expect(inOrder.app.telemetry.todayFilled).toBe(false);
    const [ours, theirs] = await Promise.all([stored(portal, end), stored(inOrder, end)]);
    expect(ours.history.size).toBeGreaterThan(1000);
    expect(differences(ours.history, theirs.history)).toEqual([]);
    expect(ours.events.length).toBeGreaterThan(0);
    expect(ours.events).toEqual(theirs.events);
    expect(ours.statistics.length).toBeGreaterThan(0);
    expect(ours.statistics).toEqual(theirs.statistics);
  }, 300_000);
});

/** Every stored day block's samples before `end` (NaN where none), the events before it, and the statistics of days over by then. */
async function stored(portal: Portal, end: number) {
  const db = portal.app.db;
  const history = new Map<string, number[]>();
  for (const row of await db.selectFrom('history_day').select(['series_id', 'day', 'start_ts', 'samples']).execute()) {
    const samples = [...decodeSamples(row.samples).subarray(0, Math.max(0, Math.ceil((end - row.start_ts) / STEP)))];
    if (samples.some((v) => !Number.isNaN(v))) history.set(`${row.series_id} ${row.day}`, samples);
  }
  const events = await db
    .selectFrom('event')
    .select(['ps_id', 'equip_id', 'point_code', 'event_time', 'event_type', 'action', 'level', 'content_key', 'content_params'])
    .where('event_time', '<', end)
    .orderBy('event_time')
    .orderBy('ps_id')
    .orderBy('equip_id')
    .orderBy('point_code')
    .orderBy('action')
    .execute();
  const calendar = new StationCalendar();
  const stations = portal.app.telemetry.registry.stations;
  const statistics = (
    await db
      .selectFrom('daily_stat')
      .select(['ps_id', 'equip_id', 'day', 'generation', 'charge', 'discharge', 'equivalent_hours', 'max_power', 'irradiation'])
      .orderBy('ps_id')
      .orderBy('equip_id')
      .orderBy('day')
      .execute()
  ).filter((r) => r.day < calendar.dayOf(stations.get(r.ps_id)!.timeZone, end).day);
  return { history, events, statistics };
}

/** The blocks whose samples differ (Object.is: NaN equals NaN), named. */
function differences(a: Map<string, number[]>, b: Map<string, number[]>): string[] {
  return [...new Set([...a.keys(), ...b.keys()])].filter((key) => {
    const x = a.get(key);
    const y = b.get(key);
    return !x || !y || x.length !== y.length || x.some((v, i) => !Object.is(v, y[i]));
  });
}
