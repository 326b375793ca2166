import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, type Portal } from './harness';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { demoStationTarget } from '../../server/demo/growFleet';

const GROWN = 40;

describe('the DEMO_STATIONS start option', () => {
  it('defaults to the 28 demo stations, never shrinks them, and refuses what is not a whole number', () => {
    expect(demoStationTarget({})).toBe(DEMO_STATIONS.length);
    expect(demoStationTarget({ DEMO_STATIONS: '500' })).toBe(500);
    expect(demoStationTarget({ DEMO_STATIONS: '10' })).toBe(DEMO_STATIONS.length);
    expect(() => demoStationTarget({ DEMO_STATIONS: '5OO' })).toThrow(/DEMO_STATIONS/);
  });
});

describe.each(backends)('fleet map and monitoring matrix on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;

  beforeAll(async () => {
    // The option is read when the demo store is created; this test's portal is the only one started here.
    process.env.DEMO_STATIONS = String(GROWN);
    try {
      portal = await startPortal(backend, { simulate: true });
    } finally {
      delete process.env.DEMO_STATIONS;
    }
    const now = Date.now();
    await portal.app.telemetry.backfill(now - 3_600_000, now);
    portal.app.telemetry.tick(now);
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
  }, 180_000);
  afterAll(() => portal?.close());

  const post = (url: string, payload: object, token: string | null = admin) =>
    portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token: token ?? undefined });

  it('grows the fleet with copies that have their own name, code, place and devices, and simulates them', async () => {
    const { db } = portal.app;
    const stations = await db.selectFrom('power_station').selectAll().orderBy('ps_id').execute();
    expect(stations).toHaveLength(GROWN);
    expect(new Set(stations.map((s) => s.ps_name)).size).toBe(GROWN);
    expect(new Set(stations.map((s) => s.ps_code)).size).toBe(GROWN);
    const template = stations[0]!;
    const copy = stations[DEMO_STATIONS.length]!;
    expect(copy).toMatchObject({ ps_type: template.ps_type, country: template.country, capacity: template.capacity });
    expect(copy.ps_code).toBe(`CN-PV-0${DEMO_STATIONS.length + 1}`);
    expect([copy.latitude, copy.longitude]).not.toEqual([template.latitude, template.longitude]);
    const devices = async (psId: number) =>
      (
        await db
          .selectFrom('equipment')
          .select(['equip_type', 'collect_id'])
          .where('ps_id', '=', psId)
          .orderBy('equip_id')
          .execute()
      ).map((d) => `${d.equip_type}${d.collect_id}`);
    expect(await devices(copy.ps_id)).toEqual(await devices(template.ps_id));
    expect(portal.app.telemetry.registry.stations.size).toBe(GROWN);
    const { body } = await post('/monitor/psLiveData', { psIds: [copy.ps_id] });
    expect(body.data[copy.ps_id].acPower).not.toBeNull();
  });

  it('the matrix answers every visible station in one call with live power, energy today, state and abnormal inverters', async () => {
    const { body } = await post('/monitor/matrixRealData', {});
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({ powerUnit: 'kW', energyUnit: 'kWh' });
    const rows = body.data.stations as any[];
    expect(rows).toHaveLength(GROWN);
    for (const row of rows) {
      expect([0, 1, 5], row.psName).toContain(row.pstate);
      if (row.pstate !== 5) expect(typeof row.acPower, row.psName).toBe('number');
      expect(row).toHaveProperty('abnormalNbqNum');
      expect(row.capacityUnit).toBe(row.psType === 'PV' ? 'kWp' : 'kW');
    }
    // Hvide Sande Wind went silent before this history starts: it is interrupted.
    expect(rows.find((r) => r.psName === 'Hvide Sande Wind')).toMatchObject({ pstate: 5 });
  });

  it('the matrix keeps to the caller’s departments and to the types asked for', async () => {
    const europe = (await post('/monitor/matrixRealData', {}, operator)).body.data.stations as any[];
    const stations = await portal.app.db.selectFrom('power_station').select(['ps_name', 'country']).execute();
    const expected = stations.filter((s) => s.country !== 'CN').map((s) => s.ps_name);
    expect(europe.map((r) => r.psName).sort()).toEqual(expected.sort());
    const storage = (await post('/monitor/matrixRealData', { psTypes: ['ES', 'PVES'] })).body.data.stations as any[];
    expect(storage.length).toBeGreaterThan(0);
    expect(new Set(storage.map((r) => r.psType))).toEqual(new Set(['ES', 'PVES']));
  });

  it('the map answers the stations the navigator filter reaches, with coordinates, state and power', async () => {
    const { body } = await post('/monitor/fleetMapStations', { psType: 'WP' });
    const rows = body.data as any[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.psType).toBe('WP');
      expect(row.latitude).toBeGreaterThan(20);
      expect(typeof row.longitude).toBe('number');
      expect([0, 1, 5]).toContain(row.pstate);
    }
    const named = (await post('/monitor/fleetMapStations', { psName: 'golmud' })).body.data as any[];
    expect(named.map((r) => r.psName)).toEqual(['Golmud Desert Solar Park']);
    const all = (await post('/monitor/fleetMapStations', {})).body.data as any[];
    expect(all).toHaveLength(GROWN);
    const partner = await portal.login('partner');
    const nordic = (await post('/monitor/fleetMapStations', {}, partner)).body.data as any[];
    expect(nordic.length).toBeGreaterThan(0);
    expect(nordic.every((r) => r.country === 'DK')).toBe(true);
  });

  it('bad input is a 400 naming the field, and a caller without a session is refused', async () => {
    const wrongType = await post('/monitor/matrixRealData', { psTypes: ['XX'] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.field).toBe('psTypes/0');
    const wrongState = await post('/monitor/fleetMapStations', { state: 3 });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.field).toBe('state');
    const range = await post('/monitor/fleetMapStations', { capacityMin: 500, capacityMax: 100 });
    expect(range.status).toBe(400);
    expect(range.body.field).toBe('capacityMin');
    const labels = await post('/monitor/fleetMapStations', { tagIds: '1;2' });
    expect(labels.body.field).toBe('tagIds');
    expect((await post('/monitor/matrixRealData', {}, null)).status).toBe(401);
  });
});
