import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Portal } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { stationKey } from '../../server/telemetry/stationLive';
import { StationCalendar, addDays, localMidnight } from '../../shared/stationDay';
import { liveKey } from '../../server/telemetry/liveStore';
import { STATION_TABLE } from '../../server/telemetry/catalogue/pointTables';

/** kg CO₂ a kWh fed into each country's grid avoids: the grid averages of docs/factors.md, written out here. */
const GRID_CO2: Record<string, number> = { CN: 0.5703, DE: 0.38, DK: 0.12, ES: 0.11, PL: 0.597 };
/** Answer fields that are power (kW) or energy (kWh): spec-digest 000 §9 allows them two decimals. */
const KILO_FIELDS = new Set([
  ...STATION_TABLE.points.filter((p) => p.unit === 'kW' || p.unit === 'kWh').map((p) => p.code),
  ...['ACPower', 'DCPower', 'dayCapacity', 'monthCapacity', 'totalCapacity', 'monthCap', 'yearCap'],
  ...['generation', 'charge', 'discharge', 'P', 'Pdc', 'DayE', 'TotalE'],
]);
/** Every power or energy figure in an answer with more decimals than two, as `path=value`. */
function overPrecise(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => overPrecise(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'number' && KILO_FIELDS.has(k)
      ? Number(v.toFixed(2)) !== v
        ? [`${path}.${k}=${v}`]
        : []
      : overPrecise(v, `${path}.${k}`),
  );
}
const calendar = new StationCalendar();

describe.each(backends)('fleet overview and benchmarking on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let partner: string;
  /** The stations as the store has them: id, type, zone, capacity. */
  let stations: {
    ps_id: number;
    ps_code: string | null;
    ps_type: string;
    time_zone: string;
    capacity: number;
    country: string | null;
  }[];

  beforeAll(async () => {
    portal = await startPortalWithHistory(backend, 2.2);
    [admin, operator, partner] = await Promise.all([portal.login('admin'), portal.login('operator'), portal.login('partner')]);
    stations = await portal.app.db
      .selectFrom('power_station')
      .select(['ps_id', 'ps_code', 'ps_type', 'time_zone', 'capacity', 'country'])
      .orderBy('ps_id')
      .execute();
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const post = async (url: string, payload: object, token = admin) =>
    portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token });
  const data = async (url: string, payload: object, token = admin) => (await post(url, payload, token)).body.data;
  const today = (zone: string) => calendar.dayOf(zone, Date.now()).day;
  /** A station point's reading if it was taken today in the station's zone (a silent station keeps it). */
  const todays = (psId: number, zone: string, point: 'dayCap' | 'dayCharge' | 'dayDischarge') => {
    const reading = portal.app.telemetry.live.raw(stationKey(psId, point));
    return reading && reading.time >= localMidnight(zone, today(zone)) ? reading.value : 0;
  };
  /** Stored daily statistics of a station from `from` up to (not including) its today. */
  const stored = async (psId: number, from: string, zone: string) => {
    const rows = await portal.app.db
      .selectFrom('daily_stat')
      .select(['generation', 'charge', 'discharge'])
      .where('ps_id', '=', psId)
      .where('equip_id', '=', 0)
      .where('day', '>=', from)
      .where('day', '<', today(zone))
      .execute();
    return rows.reduce(
      (t, r) => ({ generation: t.generation + r.generation, charge: t.charge + r.charge, discharge: t.discharge + r.discharge }),
      { generation: 0, charge: 0, discharge: 0 },
    );
  };

  it('the overview counts what the fleet has and leaves out what it lacks (no EV chargers, no gensets)', async () => {
    const overview = await data('/monitor/fleetOverview', { period: 'day' });
    const pcs = await portal.app.db
      .selectFrom('equipment')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('equip_type', '=', 'PCS')
      .executeTakeFirstOrThrow();
    const ofTypes = (...types: string[]) => DEMO_STATIONS.filter((s) => types.includes(s.type)).length;
    expect(overview.counts).toEqual([
      { key: 'projects', value: DEMO_STATIONS.length },
      { key: 'pvStations', value: ofTypes('PV', 'PVES') },
      { key: 'windFarms', value: ofTypes('WP') },
      { key: 'storageStations', value: ofTypes('ES', 'PVES') },
      { key: 'pcsUnits', value: Number(pcs.n) },
    ]);
    expect(overview.capacity).toBeCloseTo(
      stations.reduce((a, s) => a + s.capacity, 0),
      2,
    );
    expect(overview.states.normal + overview.states.abnormal + overview.states.interrupt).toBe(DEMO_STATIONS.length);
    // The silent wind farm of the demo is interrupted.
    expect(overview.states.interrupt).toBeGreaterThanOrEqual(1);
  });

  it("today's totals are the stations' live power and counters; storage discharge is not generation", async () => {
    const overview = await data('/monitor/fleetOverview', {});
    expect(overview.period).toBe('day');
    const live = await data('/monitor/powerStationRealData', {});
    const power = live.reduce((a: number, s: any) => a + (s.acPower ?? 0), 0);
    expect(overview.acPower).toBeCloseTo(power, 1);
    const generation = stations.filter((s) => s.ps_type !== 'ES').reduce((a, s) => a + todays(s.ps_id, s.time_zone, 'dayCap'), 0);
    const charge = stations.reduce((a, s) => a + todays(s.ps_id, s.time_zone, 'dayCharge'), 0);
    expect(overview.generation).toBeCloseTo(generation, 1);
    expect(overview.charge).toBeCloseTo(charge, 1);
    expect(overview.generation).toBeGreaterThan(0);
  });

  it("a station's CO₂ avoided is its energy × its country's grid factor, on the overview and in the quotas alike", async () => {
    const overview = await data('/monitor/fleetOverview', {});
    const co2Kg = stations
      .filter((s) => s.ps_type !== 'ES')
      .reduce((a, s) => a + todays(s.ps_id, s.time_zone, 'dayCap') * GRID_CO2[s.country!]!, 0);
    expect(overview.co2Avoided).toBeCloseTo(co2Kg / 1000, 1);
    // The quotas of a whole day count the same kg per kWh as the overview: the station's country's.
    for (const code of ['DE-PV-011', 'PL-PV-025', 'CN-PV-001']) {
      const s = stations.find((x) => x.ps_code === code)!;
      const grid = await data('/indicator/grid', { psId: s.ps_id, period: 'day', date: addDays(today(s.time_zone), -1) });
      const values = grid.rows[0].values;
      const kwh = values.GRID_POWER * 10000;
      expect(kwh, code).toBeGreaterThan(100);
      expect((values.CO2_REDUCTION * 1000) / kwh, code).toBeCloseTo(GRID_CO2[s.country!]!, 3);
    }
  });

  it('every power and energy figure the fleet, home and inverter routes answer has at most two decimals (spec-digest 000 §9)', async () => {
    const answers: unknown[] = [
      await data('/monitor/fleetOverview', {}),
      await data('/monitor/monitorsRealData', {}),
      await data('/monitor/powerStationRealData', {}),
      await data('/monitor/matrixRealData', {}),
    ];
    for (const type of ['PV', 'WP', 'ES', 'PVES']) {
      const s = stations.find((x) => x.ps_type === type)!;
      answers.push(await data('/monitor/homeRealData', { psId: s.ps_id }));
      if (type === 'PV' || type === 'PVES') {
        const get = async (url: string) => (await portal.call({ method: 'GET', url: `/prod-api${url}`, token: admin })).body.data;
        answers.push(await get(`/monitor/nbqRealData/nbqRealIndicator/${s.ps_id}`));
        answers.push(await get(`/monitor/nbqRealData/list?psId=${s.ps_id}`));
      }
    }
    expect(answers.flatMap((a) => overPrecise(a))).toEqual([]);
  });

  it('a month adds the stored days since the first of the month to today, a year those since 1 January', async () => {
    const [day, month, year] = await Promise.all(
      ['day', 'month', 'year'].map((period) => data('/monitor/fleetOverview', { period })),
    );
    let generation = 0;
    let discharge = 0;
    let yearGeneration = 0;
    for (const s of stations) {
      const first = `${today(s.time_zone).slice(0, 7)}-01`;
      const past = await stored(s.ps_id, first, s.time_zone);
      const pastYear = await stored(s.ps_id, `${today(s.time_zone).slice(0, 4)}-01-01`, s.time_zone);
      if (s.ps_type !== 'ES') {
        generation += past.generation;
        yearGeneration += pastYear.generation;
      }
      discharge += past.discharge;
    }
    expect(month.period).toBe('month');
    expect(month.generation).toBeCloseTo(day.generation + generation, 0);
    expect(month.discharge).toBeCloseTo(day.discharge + discharge, 0);
    expect(year.generation).toBeCloseTo(day.generation + yearGeneration, 0);
    expect(year.generation).toBeGreaterThanOrEqual(month.generation);
    // On the first of a month the month is today; on any other day it holds more.
    expect(month.co2Avoided).toBeGreaterThanOrEqual(day.co2Avoided);
    if (generation > 0) expect(month.generation).toBeGreaterThan(day.generation);
  });

  it("a plant's own co2_factor parameter replaces the default factor for its generation", async () => {
    // The plant that generated most today (a wind farm or a plant where the sun is up).
    const producer = stations
      .filter((s) => s.ps_type !== 'ES')
      .map((s) => ({ ...s, today: todays(s.ps_id, s.time_zone, 'dayCap') }))
      .sort((a, b) => b.today - a.today)[0]!;
    expect(producer.today).toBeGreaterThan(0);
    const before = await data('/monitor/fleetOverview', {});
    const added = await post('/info/psParam', {
      psId: producer.ps_id,
      paramName: 'CO2 factor',
      paramCode: 'co2_factor',
      paramValue: '0',
    });
    expect(added.body.code).toBe(200);
    const after = await data('/monitor/fleetOverview', {});
    expect(after.co2Avoided).toBeCloseTo(before.co2Avoided - (producer.today * GRID_CO2[producer.country!]!) / 1000, 1);
  });

  it('each ranking lists at most five stations of its kind, best first', async () => {
    const rankings = await data('/monitor/fleetRankings', { period: 'month' });
    const typeOf = new Map(stations.map((s) => [s.ps_id, s.ps_type]));
    const kinds: Record<string, string[]> = {
      charge: ['ES', 'PVES'],
      efficiency: ['ES', 'PVES'],
      storagePower: ['ES', 'PVES'],
      storageEnergy: ['ES', 'PVES'],
      pvPower: ['PV', 'PVES'],
      pvEnergy: ['PV', 'PVES'],
    };
    for (const [name, types] of Object.entries(kinds)) {
      const list = rankings[name] as { psId: number; value: number }[];
      expect(list.length, name).toBeGreaterThan(0);
      expect(list.length, name).toBeLessThanOrEqual(5);
      for (const r of list) expect(types, name).toContain(typeOf.get(r.psId));
      expect(
        list.map((r) => r.value),
        name,
      ).toEqual([...list.map((r) => r.value)].sort((a, b) => b - a));
    }
    // The leader of PV power now is the plant with the highest PV power (a PV plant's AC power, a PV-plus-storage
    // site's PV branch), the first by name among equals (at night they are all at zero).
    const live = await data('/monitor/powerStationRealData', { psTypes: ['PV', 'PVES'] });
    const pvPower = (s: any) => (s.psType === 'PV' ? s.acPower : s.pvPower) ?? -1;
    const best = [...live].sort((a: any, b: any) => pvPower(b) - pvPower(a) || a.psName.localeCompare(b.psName))[0];
    expect(rankings.pvPower[0]).toMatchObject({ psId: best.psId, psName: best.psName });
    expect((await data('/monitor/fleetRankings', { period: 'day', limit: 2 })).charge).toHaveLength(2);
  });

  it('a user sees only their own stations in totals, rankings and benchmarks', async () => {
    const nordic = stations.filter((s) => s.ps_code?.startsWith('DK-'));
    const overview = await data('/monitor/fleetOverview', {}, partner);
    expect(overview.counts[0]).toEqual({ key: 'projects', value: nordic.length });
    expect(overview.capacity).toBeCloseTo(
      nordic.reduce((a, s) => a + s.capacity, 0),
      2,
    );
    const ids = new Set(nordic.map((s) => s.ps_id));
    const rankings = await data('/monitor/fleetRankings', { period: 'year' }, partner);
    for (const name of ['charge', 'efficiency', 'storagePower', 'storageEnergy', 'pvPower', 'pvEnergy'])
      for (const r of rankings[name]) expect(ids.has(r.psId), name).toBe(true);
    const bench = await data('/monitor/benchmark', { psType: 'PV' }, operator);
    expect(bench.rows.length).toBeGreaterThan(0);
    for (const r of bench.rows) expect(stations.find((s) => s.ps_id === r.psId)!.ps_code).not.toMatch(/^CN-/);
  });

  it('the PV benchmark normalizes power, energy and irradiation by capacity', async () => {
    const { rows } = await data('/monitor/benchmark', { psType: 'PV' });
    expect(rows).toHaveLength(DEMO_STATIONS.filter((s) => s.type === 'PV').length);
    const live = new Map(
      (await data('/monitor/powerStationRealData', { psTypes: ['PV'] })).map((s: any) => [s.psId, s] as const),
    );
    for (const r of rows) {
      const s = live.get(r.psId) as any;
      expect(r.capacityUnit).toBe('kWp');
      expect(r.specificPower).toBeCloseTo(s.acPower / s.capacity, 3);
      expect(r.equivalentHours).toBeCloseTo(s.dayCap / s.capacity, 2);
      if (r.pr !== null) expect(r.pr).toBeCloseTo((100 * (s.dayCap / s.capacity)) / r.irradiation, 0);
      expect(r.availability).toBe(100 * (r.devicesAvailable / r.devicesTotal));
      expect(typeof r.comparable).toBe('boolean');
      expect(typeof r.comparableToday).toBe('boolean');
    }
    // A plant that has seen the sun today has a plausible performance ratio.
    for (const r of rows.filter((x: any) => x.irradiation >= 0.1)) expect(r.pr, r.psName).toBeGreaterThan(50);
    for (const r of rows.filter((x: any) => x.pr !== null)) expect(r.pr, r.psName).toBeLessThan(110);
  });

  it('a storage plant has the same signed power on the matrix and on benchmarking: discharge +, charge −', async () => {
    const { rows } = await data('/monitor/benchmark', { psType: 'ES' });
    const live = new Map(
      (await data('/monitor/powerStationRealData', { psTypes: ['ES'] })).map((s: any) => [s.psId, s] as const),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const s = live.get(r.psId) as any;
      if (r.power === null || s.acPower === null) continue;
      // Both read the same live point; a few kW of drift between the two requests, never a flipped sign.
      expect(r.power, r.psName).toBeCloseTo(s.acPower, -2);
      expect(r.specificPower, r.psName).toBeCloseTo(s.acPower / s.capacity, 1);
    }
  });

  it('storage plants compare on round-trip efficiency; a silent wind farm is 0 % available with no figures', async () => {
    const storage = (await data('/monitor/benchmark', { psType: 'ES' })).rows;
    const month = await data('/monitor/fleetRankings', { period: 'month', limit: 20 });
    for (const r of storage) {
      expect(r.pr).toBeNull();
      const ranked = month.efficiency.find((e: any) => e.psId === r.psId);
      if (ranked) expect(r.efficiency).toBeCloseTo(ranked.value, 0);
    }
    // The month's closed days: none yet on its first day.
    const firstOfMonth = storage.every((r: any) => r.efficiency === null) && new Date().getUTCDate() <= 2;
    if (!firstOfMonth) expect(storage.some((r: any) => r.efficiency !== null)).toBe(true);
    const wind = (await data('/monitor/benchmark', { psType: 'WP' })).rows;
    const silent = wind.find((r: any) => r.psId === stations.find((s) => s.ps_code === 'DK-WP-017')!.ps_id);
    expect(silent).toMatchObject({ power: null, specificPower: null, availability: 0, pstate: 5 });
    expect(wind.filter((r: any) => r !== silent).every((r: any) => r.specificPower !== null)).toBe(true);
  });

  it('bad input is refused with 400 naming the field; no session is 401', async () => {
    for (const [url, payload, field] of [
      ['/monitor/fleetOverview', { period: 'week' }, 'period'],
      ['/monitor/fleetRankings', { period: 'day', limit: 0 }, 'limit'],
      ['/monitor/fleetRankings', { limit: 'many' }, 'limit'],
      ['/monitor/benchmark', {}, 'psType'],
      ['/monitor/benchmark', { psType: 'NUCLEAR' }, 'psType'],
    ] as const) {
      const { status, body } = await post(url, payload);
      expect(status, url).toBe(400);
      expect(body, url).toMatchObject({ code: 400, field });
    }
    expect((await post('/monitor/fleetOverview', {}, '')).status).toBe(401);
  });

  it('a station whose link is down keeps its day energy in both fleet totals, which agree and count it interrupted', async () => {
    const now = Date.now();
    const producer = stations
      .filter((s) => s.ps_type !== 'ES')
      .map((s) => ({ ...s, today: todays(s.ps_id, s.time_zone, 'dayCap') }))
      .filter((s) => now - localMidnight(s.time_zone, today(s.time_zone)) > 2 * 3_600_000)
      .sort((a, b) => b.today - a.today)[0]!;
    expect(producer.today).toBeGreaterThan(0);
    const before = await data('/monitor/fleetOverview', {});
    // Its gateway falls silent: every station figure it last sent is kept, and (rather than waiting three periods)
    // their period is made so short that they are older than three of it now.
    for (const p of STATION_TABLE.points) {
      const key = liveKey(producer.ps_id, 'PS', 0, p.code);
      const last = portal.app.telemetry.live.raw(key);
      if (last) portal.app.telemetry.live.put(key, { ...last, periodMs: 1 });
    }
    const [overview, monitor] = [await data('/monitor/fleetOverview', {}), await data('/monitor/monitorsRealData', {})];
    expect(overview.generation).toBeCloseTo(before.generation, 1);
    expect(monitor.dayCap).toBeCloseTo(overview.generation, 1);
    expect(monitor.dayCharge).toBeCloseTo(overview.charge, 1);
    expect(monitor.dayDischarge).toBeCloseTo(overview.discharge, 1);
    expect(overview.interruptedStations).toBe(before.interruptedStations + 1);
    expect(monitor.interruptedStations).toBe(overview.interruptedStations);
  });
});
