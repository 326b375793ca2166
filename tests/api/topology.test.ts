import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, psIdsByCode, startPortal, type Portal } from './harness';
import type { Device } from '../../server/telemetry/pointRegistry';
import { INVERTER_STATE, INVERTER_TYPES } from '../../server/telemetry/deviceStates';
import { StationCalendar, addDays, localMidnight } from '../../shared/stationDay';

const HOUR = 3_600_000;
const calendar = new StationCalendar();

/** Planta Solar Núñez de Balboa: 500 MWp behind four box transformers, in the Spanish winter sun at noon. */
const PV = 'ES-PV-020';
/** Batteriespeicher Jardelund: twenty converters behind one transformer. */
const STORAGE = 'DE-ES-014';
/** Farma Wiatrowa Potęgowo: twenty turbines behind one transformer. */
const WIND = 'PL-WP-026';

/** The next 12:00 UTC: early afternoon in Spain, when its plants produce even in December. */
function nextSpanishNoon(now = Date.now()): number {
  const t = new Date(now);
  t.setUTCHours(12, 0, 0, 0);
  return t.getTime() > now ? t.getTime() : t.getTime() + 24 * HOUR;
}

describe.each(backends)('the electrical topology of the simulated fleet on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let ids: Record<string, number>;
  let simTime = nextSpanishNoon();

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    admin = await portal.login('admin');
    ids = await psIdsByCode(portal);
    tick();
  });
  afterAll(() => portal.close());

  /** One simulator step, on a clock of its own that always moves forward. */
  function tick(at = simTime + 3000) {
    simTime = at;
    portal.app.telemetry.tick(simTime);
  }

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token: admin, payload });
  const devices = (code: string, types: readonly string[]) =>
    portal.app.telemetry.registry
      .devicesOf(ids[code]!)
      .filter((d) => types.includes(d.equipType))
      .sort((a, b) => a.collectId - b.collectId);
  const behind = (code: string, xb: Device, types: readonly string[]) =>
    devices(code, types).filter((d) => d.parentId === xb.equipId);
  const key = (d: Device, code: string) => `${d.psId}_${d.equipType}_${d.collectId}_${code}`;
  /** Live readings as the monitoring screens ask for them, by point key. */
  const read = async (psId: number, keys: string[]): Promise<Record<string, number>> => {
    const { body } = await call('POST', '/monitor/getRealDataByPoints', { psId, points: keys });
    return Object.fromEntries(keys.map((k) => [k, body.data[k].value as number]));
  };
  const point = async (d: Device, code: string) => (await read(d.psId, [key(d, code)]))[key(d, code)]!;
  const stationPower = async (psId: number) => (await read(psId, [`${psId}_PS_0_acPower`]))[`${psId}_PS_0_acPower`]!;
  /** Each inverter's power and state as the inverter screen lists them, by equipId. */
  const inverterList = async (psId: number) => {
    const { body } = await call('GET', `/monitor/nbqRealData/list?psId=${psId}`);
    return new Map<number, { acPower: number; nbqState: number }>(body.data.nbqDatas.map((n: any) => [n.equipId, n]));
  };
  const sumOf = (list: Device[], power: Map<number, { acPower: number }>) =>
    list.reduce((sum, d) => sum + power.get(d.equipId)!.acPower, 0);
  /** Select, then execute, the HV breaker of a box transformer, as the control dialog does. */
  const switchBreaker = async (xb: Device, value: 0 | 1) => {
    for (const type of [0, 1]) {
      const { body } = await call('POST', '/remote/yk', {
        psId: xb.psId,
        point: key(xb, 'BreakerCtl'),
        value,
        type,
        passwd: PASSWORD,
      });
      expect(body.code, JSON.stringify(body)).toBe(200);
    }
  };

  it('each transformer carries the inverters behind it less its losses, so the transformers of a plant read apart', async () => {
    const psId = ids[PV]!;
    const transformers = devices(PV, ['XB']);
    expect(transformers).toHaveLength(4);
    const power = await inverterList(psId);
    const readings = await read(
      psId,
      transformers.flatMap((xb) => [key(xb, 'P'), key(xb, 'OilTemp')]),
    );
    for (const xb of transformers) {
      const fed = sumOf(behind(PV, xb, INVERTER_TYPES), power);
      expect(fed, xb.name).toBeGreaterThan(0);
      // No-load and load losses: a few tenths of a per cent at a good load, up to a few per cent on a dull day.
      const loss = 1 - readings[key(xb, 'P')]! / fed;
      expect(loss, xb.name).toBeGreaterThan(0.002);
      expect(loss, xb.name).toBeLessThan(0.03);
    }
    const carried = transformers.map((xb) => readings[key(xb, 'P')]!);
    expect(new Set(carried).size).toBe(4);
    // The first block holds the string inverters and fewer central ones: a lighter load, no warmer oil.
    expect(readings[key(transformers[0]!, 'OilTemp')]).toBeLessThanOrEqual(readings[key(transformers[1]!, 'OilTemp')]!);
    // The meter counts what the transformers deliver, less 1 % in the lines.
    const delivered = carried.reduce((a, b) => a + b, 0);
    expect(Math.abs((await stationPower(psId)) / (delivered * 0.99) - 1)).toBeLessThan(1e-4);
  });

  it('opening one transformer’s HV breaker stops the inverters behind it; the station loses that share, the others carry on', async () => {
    const psId = ids[PV]!;
    const [first, cut, ...others] = devices(PV, ['XB']) as [Device, Device, ...Device[]];
    const carrying = [first, ...others];
    tick();
    const before = await read(
      psId,
      [...carrying, cut].map((xb) => key(xb, 'P')),
    );
    const stationBefore = await stationPower(psId);
    const cutInverters = behind(PV, cut, INVERTER_TYPES);
    expect(cutInverters.length).toBeGreaterThan(10);

    await switchBreaker(cut, 0);
    tick();
    expect(await point(cut, 'Breaker')).toBe(0);
    expect(await point(cut, 'P')).toBe(0);
    // De-energized, its oil cools to the air's temperature; the others stay warm with their load.
    const air = await point(devices(PV, ['QXZ'])[0]!, 'Tamb');
    expect(await point(cut, 'OilTemp')).toBe(air);
    for (const xb of carrying) expect(await point(xb, 'OilTemp'), xb.name).toBeGreaterThan(air);
    const list = await inverterList(psId);
    for (const d of cutInverters)
      expect(list.get(d.equipId), d.name).toMatchObject({ acPower: 0, nbqState: INVERTER_STATE.shutdown });
    for (const xb of carrying) {
      const fed = behind(PV, xb, INVERTER_TYPES);
      for (const d of fed) expect(list.get(d.equipId)!.nbqState, d.name).not.toBe(INVERTER_STATE.shutdown);
      // Three seconds later the sun is where it was, give or take a passing cloud.
      expect(Math.abs((await point(xb, 'P')) / before[key(xb, 'P')]! - 1), xb.name).toBeLessThan(0.05);
    }
    const stationAfter = await stationPower(psId);
    expect(stationAfter).toBeGreaterThan(0);
    const lost = stationBefore - stationAfter;
    expect(Math.abs(lost / (before[key(cut, 'P')]! * 0.99) - 1)).toBeLessThan(0.15);

    // Their energy today stands still while the others' grows.
    const dayEnergy = async () =>
      read(
        psId,
        [cutInverters[0]!, behind(PV, first, INVERTER_TYPES)[0]!].map((d) => key(d, 'DayE')),
      );
    const early = await dayEnergy();
    tick(simTime + 60_000);
    const late = await dayEnergy();
    const [stopped, running] = Object.keys(early) as [string, string];
    expect(late[stopped]).toBe(early[stopped]);
    expect(late[running]!).toBeGreaterThan(early[running]!);
  });

  it('closing the breaker again brings the inverters back at the next step', async () => {
    const psId = ids[PV]!;
    const cut = devices(PV, ['XB'])[1]!;
    await switchBreaker(cut, 1);
    tick();
    expect(await point(cut, 'Breaker')).toBe(1);
    const list = await inverterList(psId);
    const inverters = behind(PV, cut, INVERTER_TYPES);
    for (const d of inverters) expect(list.get(d.equipId), d.name).toMatchObject({ nbqState: INVERTER_STATE.normal });
    const fed = sumOf(inverters, list);
    expect(fed).toBeGreaterThan(0);
    expect(await point(cut, 'P')).toBeGreaterThan(0.97 * fed);
  });

  it('an inverter taken from under its transformer is no longer cut off by it, from the configuration change on', async () => {
    const psId = ids[PV]!;
    const xb = devices(PV, ['XB'])[2]!;
    const [moved, stays] = behind(PV, xb, INVERTER_TYPES) as [Device, Device];
    await portal.app.db.updateTable('equipment').set({ parent_id: null }).where('equip_id', '=', moved.equipId).execute();
    await portal.app.telemetry.configChanged();
    await switchBreaker(xb, 0);
    tick();
    const list = await inverterList(psId);
    expect(list.get(stays.equipId)!.acPower).toBe(0);
    expect(list.get(moved.equipId)!.acPower).toBeGreaterThan(0);
    await switchBreaker(xb, 1);
  });

  it('converters and turbines behind an open transformer stop too, and start again when it closes', async () => {
    // The storage plant's morning discharge (from 09:00 local) and any wind there is.
    const zone = portal.app.telemetry.registry.stations.get(ids[STORAGE]!)!.timeZone;
    const today = calendar.dayOf(zone, simTime).day;
    tick([today, addDays(today, 1)].map((d) => localMidnight(zone, d) + 9.5 * HOUR).find((t) => t > simTime)!);
    for (const code of [STORAGE, WIND]) {
      const psId = ids[code]!;
      const [xb] = devices(code, ['XB']);
      const units = behind(code, xb!, ['PCS', 'FJ']);
      expect(units.length, code).toBe(devices(code, ['PCS', 'FJ']).length);
      const command = (value: number) => portal.app.telemetry.command(psId, 'XB', xb!.collectId, 'BreakerCtl', value);

      expect(await command(0)).toMatchObject({ ok: true });
      tick();
      const open = await read(
        psId,
        units.flatMap((d) => [key(d, 'P'), key(d, 'nbqState')]),
      );
      for (const d of units) {
        expect(open[key(d, 'P')], d.name).toBe(0);
        expect(open[key(d, 'nbqState')], d.name).toBe(INVERTER_STATE.shutdown);
      }
      expect(await stationPower(psId)).toBe(0);

      expect(await command(1)).toMatchObject({ ok: true });
      tick();
      const closed = await read(
        psId,
        units.flatMap((d) => [key(d, 'Run'), key(d, 'Pitch'), key(d, 'WindSpeed')]),
      );
      if (code === STORAGE) {
        for (const d of units) expect(closed[key(d, 'Run')], d.name).toBe(1);
        expect(await stationPower(psId)).toBeGreaterThan(0);
      } else {
        // A turbine without the grid stands feathered (88°); with it, only a storm above cut-out feathers it.
        for (const d of units) if (closed[key(d, 'WindSpeed')]! <= 25) expect(closed[key(d, 'Pitch')], d.name).toBeLessThan(88);
      }
    }
  });
});
