import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, type Portal, psIdsByCode } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';
import { turbinePower } from '../../server/sources/simulator/wind';
import { StationCalendar } from '../../shared/stationDay';

/** kWh of one sign of a five-minute power curve (kW), by trapezoids over the slots where both ends are known. */
function energyOf(curve: (number | null)[], sign: 1 | -1): number {
  let kwh = 0;
  for (let i = 1; i < curve.length; i++) {
    const a = curve[i - 1];
    const b = curve[i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    kwh += ((Math.max(0, sign * a) + Math.max(0, sign * b)) / 2) * (5 / 60);
  }
  return kwh;
}

describe.each(backends)('station homes on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    // 2.2 days: yesterday is complete in every time zone of the fleet, today runs up to now.
    portal = await startPortalWithHistory(backend, 2.2);
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    Object.assign(ids, await psIdsByCode(portal));
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    portal.call({ method, url: `/prod-api${url}`, payload, token });
  const post = async (url: string, payload: object, token = admin) => (await call('POST', url, payload, token)).body;
  const get = async (url: string, token = admin) => (await call('GET', url, undefined, token)).body;
  const yesterday = async (psId: number) => {
    const today = (await post('/monitor/homePowerCharts', { psId })).data.date as string;
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  };

  it('a PV-plus-storage site’s grid import and export of a day match its grid power curve', async () => {
    for (const code of ['CN-PVES-010', 'DE-PVES-015']) {
      const psId = ids[code]!;
      const day = await yesterday(psId);
      const energy = (await post('/monitor/homeGridEnergy', { psId, date: day })).data;
      expect(energy).toMatchObject({ date: day, unit: 'kWh' });
      const grid = (await post('/monitor/homePowerCharts', { psId, date: day })).data.gridPower as (number | null)[];
      const exported = energyOf(grid, 1);
      const imported = energyOf(grid, -1);
      // The meter counts every simulator step; the curve keeps one sample per five minutes: a few per cent apart.
      expect(Math.abs(energy.exportEnergy - exported), `${code} export`).toBeLessThanOrEqual(Math.max(5, exported * 0.05));
      expect(Math.abs(energy.importEnergy - imported), `${code} import`).toBeLessThanOrEqual(Math.max(5, imported * 0.05));
      expect(energy.exportEnergy + energy.importEnergy, code).toBeGreaterThan(0);
    }
  });

  it('today’s grid energy is the counters’ growth since local midnight and never falls', async () => {
    const psId = ids['CN-PVES-010']!;
    const first = (await post('/monitor/homeGridEnergy', { psId })).data;
    expect(first.date).toBe((await post('/monitor/homePowerCharts', { psId })).data.date);
    expect(typeof first.exportEnergy).toBe('number');
    expect(typeof first.importEnergy).toBe('number');
    portal.app.telemetry.tick(Date.now() + 60_000);
    const later = (await post('/monitor/homeGridEnergy', { psId })).data;
    expect(later.exportEnergy).toBeGreaterThanOrEqual(first.exportEnergy);
    expect(later.importEnergy).toBeGreaterThanOrEqual(first.importEnergy);
  });

  it('a wind farm lists its turbines with state, power and wind speed, and counts them by state', async () => {
    const psId = ids['CN-WP-006']!;
    const { data } = await get(`/monitor/homeTurbines?psId=${psId}`);
    const fromRegistry = portal.app.telemetry.registry.devicesOf(psId).filter((d) => d.equipType === 'FJ');
    expect(data.total).toBe(fromRegistry.length);
    expect(data.turbines.map((t: any) => t.equipName)).toEqual(fromRegistry.map((d) => d.name));
    const counted: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const t of data.turbines) counted[t.state]!++;
    expect(data.states).toEqual(counted);
    for (const t of data.turbines) {
      expect(t.acPower, t.equipName).toBeGreaterThanOrEqual(0);
      expect(t.acPower, t.equipName).toBeLessThanOrEqual(t.peakPower);
      expect(t.windSpeed, t.equipName).toBeGreaterThan(0);
      expect(t.loadFactor).toBeCloseTo((t.acPower / t.peakPower) * 100, 1);
    }
  });

  it('a silent wind farm’s turbines count as communication interrupted; a PV plant has no turbines', async () => {
    const silent = (await get(`/monitor/homeTurbines?psId=${ids['DK-WP-017']}`)).data;
    expect(silent.total).toBeGreaterThan(0);
    expect(silent.states[5]).toBe(silent.total);
    // Their last figures stay, marked with the time the farm went quiet, for the screen to dim with their age.
    const wentQuiet = (t: { time: number }) => Date.now() - t.time;
    for (const t of silent.turbines) {
      expect(t, t.equipName).toMatchObject({ quality: 'interrupted', acPower: expect.any(Number) });
      expect(wentQuiet(t)).toBeGreaterThan(2.5 * 3_600_000);
    }
    const home = (await post('/monitor/homeRealData', { psId: ids['DK-WP-017'] })).data;
    expect(home).toMatchObject({ quality: 'interrupted', acPower: expect.any(Number) });
    expect(wentQuiet(home)).toBeGreaterThan(2.5 * 3_600_000);
    // Its energy of today is kept when it went quiet today; when that was before its midnight, today's is unknown.
    const zone = portal.app.telemetry.registry.stations.get(ids['DK-WP-017']!)!.timeZone;
    const quietToday = home.time >= new StationCalendar().dayOf(zone, Date.now()).start;
    if (quietToday) expect(home.dayCap).toEqual(expect.any(Number));
    else expect(home.dayCap).toBeNull();
    // Its kept energy and the equivalent hours built on it go together (both '—' once today's is unknown).
    if (quietToday) expect(home.equivalentHours).toBeCloseTo(home.dayCap / home.capacity, 2);
    else expect(home.equivalentHours).toBeNull();
    const live = (await post('/monitor/homeRealData', { psId: ids['PL-WP-026'] })).data;
    expect(live.quality).toBe('good');
    expect(wentQuiet(live)).toBeLessThan(60_000);
    const pv = (await get(`/monitor/homeTurbines?psId=${ids['CN-PV-001']}`)).data;
    expect(pv).toMatchObject({ total: 0, turbines: [] });
    const curve = (await post('/monitor/homeTurbineCurve', { psId: ids['CN-PV-001'] })).data;
    expect(curve).toMatchObject({ references: [], turbines: [] });
  });

  it('each turbine’s power follows the reference curve of the wind model at its wind speed', async () => {
    const psId = ids['PL-WP-026']!;
    const day = await yesterday(psId);
    const { data } = await post('/monitor/homeTurbineCurve', { psId, date: day });
    expect(data).toMatchObject({ date: day, windUnit: 'm/s', powerUnit: 'kW' });
    expect(data.references).toHaveLength(1);
    const reference = data.references[0];
    expect(reference).toMatchObject({ model: 'Vestas V112-3.0', ratedKw: 3000 });
    for (const [speed, kw] of reference.points) expect(kw).toBeCloseTo(turbinePower(speed, 3000), 1);
    expect(data.turbines.length).toBeGreaterThan(0);
    for (const turbine of data.turbines) {
      // A complete past day: one pair of readings per five minutes.
      expect(turbine.points, turbine.equipName).toHaveLength(288);
      // Readings are rounded (wind to 0.01 m/s, power to 0.1 kW): the power lies on the curve somewhere within the
      // wind reading's rounding, which at the cut-in speed spans the curve's step from 0 to 26 kW.
      for (const [wind, kw] of turbine.points) {
        const ends = [turbinePower(wind - 0.005, turbine.ratedKw), turbinePower(wind + 0.005, turbine.ratedKw)];
        expect(kw, `${turbine.equipName} at ${wind} m/s`).toBeGreaterThanOrEqual(Math.min(...ends) - 0.1);
        expect(kw, `${turbine.equipName} at ${wind} m/s`).toBeLessThanOrEqual(Math.max(...ends) + 0.1);
      }
    }
  });

  it('bad input is a 400 naming the field; other people’s stations are not found; strangers are refused', async () => {
    const psId = ids['CN-PVES-010']!;
    const badId = await call('POST', '/monitor/homeGridEnergy', { psId: 'ten' });
    expect(badId.status).toBe(400);
    expect(badId.body.field).toBe('psId');
    const future = await call('POST', '/monitor/homeTurbineCurve', { psId: ids['CN-WP-006'], date: '2999-01-01' });
    expect(future.status).toBe(400);
    expect(future.body.field).toBe('date');
    const badDate = await call('POST', '/monitor/homeGridEnergy', { psId, date: '23.11.2026' });
    expect(badDate.status).toBe(400);
    expect(badDate.body.field).toBe('date');
    const missing = await call('GET', '/monitor/homeTurbines');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('psId');
    // The operator looks after the European stations only.
    expect((await call('POST', '/monitor/homeGridEnergy', { psId }, operator)).status).toBe(404);
    expect((await call('GET', `/monitor/homeTurbines?psId=${ids['CN-WP-006']}`, undefined, operator)).status).toBe(404);
    expect((await call('GET', `/monitor/homeTurbines?psId=${ids['PL-WP-026']}`, undefined, operator)).status).toBe(200);
    expect((await call('POST', '/monitor/homeTurbineCurve', { psId }, '')).status).toBe(401);
  });
});
