import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, type Portal } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { restateDays } from '../../server/telemetry/restatedDays';
import { INVERTER_TYPES } from '../../server/telemetry/deviceStates';
import { liveKey } from '../../server/telemetry/liveStore';
import { stationKey } from '../../server/telemetry/stationLive';
import type { Device } from '../../server/telemetry/pointRegistry';
import { StationCalendar, addDays, localMidnight } from '../../shared/stationDay';

const HOUR = 3_600_000;

/** Hours from sunrise to sunset at a latitude on a day (Cooper's declination, the sunset hour angle). */
function daylightHours(latitude: number, day: string): number {
  const rad = Math.PI / 180;
  const dayOfYear = (Date.parse(`${day}T00:00Z`) - Date.parse(`${day.slice(0, 4)}-01-01T00:00Z`)) / 86_400_000 + 1;
  const declination = 23.45 * rad * Math.sin(((2 * Math.PI) / 365) * (284 + dayOfYear));
  const cosSunset = Math.max(-1, Math.min(1, -Math.tan(latitude * rad) * Math.tan(declination)));
  return (2 * Math.acos(cosSunset)) / (15 * rad);
}
const calendar = new StationCalendar();

/** Solarpark Meuro (166 MWp, the plant the issue names), a wind farm of 2 MW turbines, grid storage of 20 PCS. */
const PV = 'DE-PV-011';
const WIND = 'ES-WP-022';
const STORAGE = 'DE-ES-014';

describe.each(backends)('data truth of the demo fleet on %s', (backend) => {
  let portal: Portal;
  let ids: Record<string, number>;

  beforeAll(async () => {
    portal = await startPortalWithHistory(backend, 2.2);
    ids = await psIdsByCode(portal);
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const station = (code: string) => portal.app.telemetry.registry.stations.get(ids[code]!)!;
  const devices = (code: string, types: readonly string[]) =>
    portal.app.telemetry.registry.devicesOf(ids[code]!).filter((d) => types.includes(d.equipType));
  const peakSum = (list: Device[]) => list.reduce((sum, d) => sum + (d.peakPower ?? 0), 0);
  /**
   * A station's last whole local day, which the backfill covers from midnight to midnight, once its next midnight's
   * slot is in history: in the first minutes after that midnight it is not yet, and the store counts the day to an
   * interpolated midnight until it is.
   */
  const closedDay = (zone: string) => addDays(calendar.dayOf(zone, Date.now() - 15 * 60_000).day, -1);
  const yesterday = (code: string) => closedDay(station(code).timeZone);
  /** The stored daily statistics of a day, by equipId (0 is the station). */
  const dailyStats = async (code: string, day: string) => {
    const rows = await portal.app.db
      .selectFrom('daily_stat')
      .select(['equip_id', 'generation', 'equivalent_hours'])
      .where('ps_id', '=', ids[code]!)
      .where('day', '=', day)
      .execute();
    return new Map(rows.map((r) => [r.equip_id, r]));
  };
  /** What the station's meter counted that day against what its generators did: the share lost on the way. */
  const lineLoss = async (code: string, generators: Device[]) => {
    const stats = await dailyStats(code, yesterday(code));
    const fed = generators.reduce((sum, d) => sum + stats.get(d.equipId)!.generation, 0);
    const metered = stats.get(0)!.generation;
    expect(fed, code).toBeGreaterThan(0);
    return { loss: 1 - metered / fed, stats };
  };

  it('a PV plant’s inverters add up to its kWp, and its meter counts their energy less its lines’ and transformers’ losses', async () => {
    const inverters = devices(PV, INVERTER_TYPES);
    expect(inverters.length).toBeGreaterThan(6);
    expect(peakSum(inverters)).toBeCloseTo(station(PV).capacity, 3);

    const { loss, stats } = await lineLoss(PV, inverters);
    const fed = inverters.reduce((sum, d) => sum + stats.get(d.equipId)!.generation, 0);
    // The lines lose 1 %. Its box transformers lose up to 0.8 % of what they carry, and 0.1 % of their rating
    // whenever energized: through the hours of light that is a few tenths of a per cent in summer and several
    // per cent on a dark winter day. Their rating is at most their nameplates and the inverters' kWp they carry.
    const rating = peakSum(devices(PV, ['XB'])) + station(PV).capacity / 0.99;
    const light = daylightHours(station(PV).latitude, yesterday(PV));
    expect(loss).toBeGreaterThanOrEqual(0.01);
    expect(loss).toBeLessThanOrEqual(0.01 + 0.008 + (0.001 * rating * light) / fed);
    // Peak power is DC capacity, so each inverter's equivalent hours compare with the plant's before its losses.
    const plantHours = stats.get(0)!.equivalent_hours / (1 - loss);
    expect(plantHours).toBeGreaterThan(0);
    for (const d of inverters) {
      const hours = stats.get(d.equipId)!.equivalent_hours;
      expect(Math.abs(hours / plantHours - 1), d.name).toBeLessThan(0.1);
    }
  });

  it('a wind farm’s turbines add up to its capacity, and its meter counts their energy less 1-3 %', async () => {
    const turbines = devices(WIND, ['FJ']);
    expect(new Set(turbines.map((d) => d.model))).toEqual(new Set(['Gamesa G114-2.0MW']));
    expect(peakSum(turbines)).toBe(station(WIND).capacity);
    const { loss } = await lineLoss(WIND, turbines);
    // 3 % is the model's loss; a hair of slack for the counters' rounding.
    expect(loss).toBeGreaterThanOrEqual(0.01);
    expect(loss).toBeLessThanOrEqual(0.0301);
  });

  it('a storage plant’s PCS add up to its power, and the grid meter exports what they discharged less its transformer’s losses', async () => {
    const converters = devices(STORAGE, ['PCS']);
    expect(converters.length).toBeGreaterThan(1);
    expect(Math.abs(peakSum(converters) / station(STORAGE).capacity - 1)).toBeLessThan(0.03);

    const day = yesterday(STORAGE);
    const stats = await dailyStats(STORAGE, day);
    const discharged = converters.reduce((sum, d) => sum + stats.get(d.equipId)!.generation, 0);
    expect(discharged).toBeGreaterThan(0);
    const registry = portal.app.telemetry.registry;
    const meter = meterRoles(devices(STORAGE, ['DB']), 'ES').grid!;
    const series = registry.seriesId(ids[STORAGE]!, 'DB', meter.collectId, 'EExp')!;
    const zone = station(STORAGE).timeZone;
    const history = portal.app.telemetry.history;
    // Boundary to boundary: the meter's reading at the next midnight less the one at this midnight.
    const meterAt = async (d: string) => (await history.readDay([series], zone, d)).get(series)!.samples[0]!;
    const exported = (await meterAt(addDays(day, 1))) - (await meterAt(day));
    // The converters' own losses are in their efficiency; their box transformer loses under 1 % of what it carries.
    expect(1 - exported / discharged).toBeGreaterThan(0.002);
    expect(1 - exported / discharged).toBeLessThan(0.015);
  });

  /** A history point's reading at a local midnight: its first slot (the demo fleet samples every slot). */
  const atMidnight = async (psId: number, equipType: string, collectId: number, code: string, day: string) => {
    const series = portal.app.telemetry.registry.seriesId(psId, equipType, collectId, code)!;
    const zone = portal.app.telemetry.registry.stations.get(psId)!.timeZone;
    return (await portal.app.telemetry.history.readDay([series], zone, day)).get(series)!.samples[0]!;
  };
  const dailyRow = async (psId: number, day: string) =>
    portal.app.db
      .selectFrom('daily_stat')
      .selectAll()
      .where('ps_id', '=', psId)
      .where('equip_id', '=', 0)
      .where('day', '=', day)
      .executeTakeFirst();
  const storageStations = () =>
    [...portal.app.telemetry.registry.stations.values()].filter((s) => ['ES', 'PVES'].includes(s.psType));

  it('no inverter of the fleet puts out more AC than the DC it takes in, in any slot of a day', async () => {
    const { registry, history } = portal.app.telemetry;
    let compared = 0;
    for (const s of [...registry.stations.values()].filter((x) => x.psType === 'PV' || x.psType === 'PVES')) {
      const day = closedDay(s.timeZone);
      for (const d of registry.devicesOf(s.psId).filter((x) => (INVERTER_TYPES as readonly string[]).includes(x.equipType))) {
        const ac = registry.seriesId(s.psId, d.equipType, d.collectId, 'P')!;
        const dc = registry.seriesId(s.psId, d.equipType, d.collectId, 'Pdc')!;
        const curves = await history.readDay([ac, dc], s.timeZone, day);
        const [p, pdc] = [curves.get(ac)!.samples, curves.get(dc)!.samples];
        for (let i = 0; i < p.length; i++) {
          if (Number.isNaN(p[i]!) || Number.isNaN(pdc[i]!) || p[i]! <= 0) continue;
          // Both are rounded to 0.01 kW as they are sent.
          expect(p[i]!, `${s.psName} ${d.collectId} slot ${i}`).toBeLessThanOrEqual(pdc[i]! + 0.01);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('every storage plant’s day of charge and discharge runs from its midnight to the next, per converter and in sum', async () => {
    let midnightGrowth = 0;
    for (const s of storageStations()) {
      const day = closedDay(s.timeZone);
      const rows = await portal.app.db
        .selectFrom('daily_stat')
        .selectAll()
        .where('ps_id', '=', s.psId)
        .where('day', '=', day)
        .execute();
      const stats = new Map(rows.map((r) => [r.equip_id, r]));
      let charge = 0;
      let discharge = 0;
      for (const d of portal.app.telemetry.registry.devicesOf(s.psId).filter((x) => x.equipType === 'PCS')) {
        const grew = async (code: string) =>
          (await atMidnight(s.psId, 'PCS', d.collectId, code, addDays(day, 1))) -
          (await atMidnight(s.psId, 'PCS', d.collectId, code, day));
        const [c, dis] = [await grew('ChargeE'), await grew('DischargeE')];
        expect(stats.get(d.equipId)!.charge, `${s.psName} ${d.collectId} ${day}`).toBeCloseTo(c, 6);
        expect(stats.get(d.equipId)!.discharge, `${s.psName} ${d.collectId} ${day}`).toBeCloseTo(dis, 6);
        charge += c;
        discharge += dis;
        // What the 23:55 slot to the next midnight added: counted by no day when a day ran first sample to last.
        const series = portal.app.telemetry.registry.seriesId(s.psId, 'PCS', d.collectId, 'ChargeE')!;
        const last = (await portal.app.telemetry.history.readDay([series], s.timeZone, day)).get(series)!.samples.at(-1)!;
        midnightGrowth += (await atMidnight(s.psId, 'PCS', d.collectId, 'ChargeE', addDays(day, 1))) - last;
      }
      expect(stats.get(0)!.charge, s.psName).toBeCloseTo(charge, 4);
      expect(stats.get(0)!.discharge, s.psName).toBeCloseTo(discharge, 4);
    }
    // The fleet charges across some midnight, so the check above tells the two definitions apart.
    expect(midnightGrowth).toBeGreaterThan(0);
  });

  it('every plant’s energy of a day is one figure on every route: its counter from midnight to midnight', async () => {
    const admin = await portal.login('admin');
    const post = async (url: string, payload: object) =>
      (await portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token: admin })).body.data;
    for (const s of portal.app.telemetry.registry.stations.values()) {
      const day = closedDay(s.timeZone);
      // A counter silent at the day's end (a gateway that fell silent that evening) counts to its last reading.
      const end = async (equipType: string, collectId: number, code: string) => {
        const next = await atMidnight(s.psId, equipType, collectId, code, addDays(day, 1));
        if (!Number.isNaN(next)) return next;
        const series = portal.app.telemetry.registry.seriesId(s.psId, equipType, collectId, code)!;
        const samples = (await portal.app.telemetry.history.readDay([series], s.timeZone, day)).get(series)!.samples;
        return samples.findLast((v) => !Number.isNaN(v)) ?? NaN;
      };
      const growth = async (equipType: string, collectId: number, code: string) =>
        (await end(equipType, collectId, code)) - (await atMidnight(s.psId, equipType, collectId, code, day));
      const storage = s.psType === 'ES';
      let expected = 0;
      if (storage)
        for (const d of portal.app.telemetry.registry.devicesOf(s.psId).filter((x) => x.equipType === 'PCS'))
          expected += await growth('PCS', d.collectId, 'DischargeE');
      else expected = await growth('PS', 0, 'totalCap');
      const stored = await dailyRow(s.psId, day);
      // A plant silent since before the day began has no figure of the day on any route.
      if (Number.isNaN(expected)) {
        expect(stored, s.psName).toBeUndefined();
        continue;
      }
      expect(expected, s.psName).toBeGreaterThanOrEqual(0);
      expect(storage ? stored!.discharge : stored!.generation, `${s.psName} statistics`).toBeCloseTo(expected, 4);
      const home = await post('/monitor/homeCapacityDay', { psId: s.psId, month: day.slice(0, 7) });
      const column = home.dateList.indexOf(day);
      expect(home[storage ? 'discharge' : 'generation'][column], `${s.psName} home`).toBeCloseTo(expected, 2);
      const [row] = (await post('/indicator/grid', { use: 'report', psId: s.psId, period: 'day', date: day })).rows;
      if (storage) {
        expect(row.values.GENERATION, `${s.psName} report`).toBeNull();
        expect(row.values.DISCHARGE_POWER, `${s.psName} report`).toBeCloseTo(expected, 2);
      } else expect(row.values.GENERATION, `${s.psName} report`).toBeCloseTo(expected, 2);
    }
  });

  it('a day counted before the boundaries were (a store from before migration 017) is counted again at start', async () => {
    const psId = ids[STORAGE]!;
    const day = yesterday(STORAGE);
    const counted = await dailyRow(psId, day);
    await portal.app.db
      .updateTable('daily_stat')
      .set({ charge: 1, discharge: 1, stored_change: null, boundaries: 0 })
      .where('ps_id', '=', psId)
      .where('day', '=', day)
      .execute();
    expect(await restateDays(portal.app.db, portal.app.telemetry.history)).toBe(1);
    await portal.app.telemetry.flush(Date.now(), true);
    expect(await dailyRow(psId, day)).toEqual({ ...counted, updated_at: expect.any(Number) });
  });

  it('one round-trip efficiency, discharge over charge less what the days left in the battery, on every screen', async () => {
    const admin = await portal.login('admin');
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      (await portal.call({ method, url: `/prod-api${url}`, payload, token: admin })).body.data;
    const psId = ids[STORAGE]!;
    const s = station(STORAGE);
    const today = calendar.dayOf(s.timeZone, Date.now()).day;
    /** The reference over closed days from `from` to yesterday, from the counters and the state of charge read at midnights. */
    const reference = async (from: string) => {
      const pcs = devices(STORAGE, ['PCS']);
      const grown = async (code: string) => {
        let sum = 0;
        for (const d of pcs)
          sum +=
            (await atMidnight(psId, 'PCS', d.collectId, code, today)) - (await atMidnight(psId, 'PCS', d.collectId, code, from));
        return sum;
      };
      const soc = (await atMidnight(psId, 'PS', 0, 'soc', today)) - (await atMidnight(psId, 'PS', 0, 'soc', from));
      const stored = (soc / 100) * s.batteryCapacity;
      return (100 * (await grown('DischargeE'))) / ((await grown('ChargeE')) - stored);
    };
    const yesterday = addDays(today, -1);
    const expected = await reference(yesterday);
    // Two conversions through the converter and the cells' own loss: what a lithium plant returns.
    expect(expected).toBeGreaterThan(85);
    expect(expected).toBeLessThan(94);

    const rankings = await call('POST', '/monitor/fleetRankings', { period: 'day', limit: 20 });
    expect(rankings.efficiency.find((r: { psId: number }) => r.psId === psId).value).toBeCloseTo(expected, 1);
    const [row] = (await call('POST', '/indicator/grid', { psId, period: 'day', date: yesterday })).rows;
    expect(row.values.PR).toBeCloseTo(expected, 1);

    // Since its history began: the first day starts at its first reading, not at a midnight.
    const overview = await call('GET', `/es/overview?psId=${psId}`);
    const first = overview.roundTrip.from as string;
    expect(overview.roundTrip.to).toBe(yesterday);
    const rows = await portal.app.db
      .selectFrom('daily_stat')
      .select(['charge', 'discharge', 'stored_change'])
      .where('ps_id', '=', psId)
      .where('equip_id', '=', 0)
      .where('day', '>=', first)
      .where('day', '<', today)
      .execute();
    const sum = (k: 'charge' | 'discharge' | 'stored_change') => rows.reduce((a, r) => a + Number(r[k]), 0);
    expect(overview.roundTrip.efficiency).toBeCloseTo((100 * sum('discharge')) / (sum('charge') - sum('stored_change')), 1);
    if (first === yesterday) expect(overview.roundTrip.efficiency).toBeCloseTo(expected, 1);
  });

  it('a storage plant’s power is the sum of its PCS powers, a stopped PCS giving none', async () => {
    const psId = ids[STORAGE]!;
    const zone = station(STORAGE).timeZone;
    const [first, ...others] = devices(STORAGE, ['PCS']);
    expect(await portal.app.telemetry.command(psId, 'PCS', first!.collectId, 'OnOff', 0)).toMatchObject({ ok: true });
    // The next 09:30 at the plant, in its morning discharge (from 09:00, until the battery is empty an hour later).
    const today = calendar.dayOf(zone, Date.now()).day;
    const morning = [today, addDays(today, 1)].map((d) => localMidnight(zone, d) + 9.5 * HOUR).find((t) => t > Date.now())!;
    portal.app.telemetry.tick(morning);

    const live = portal.app.telemetry.live;
    const power = (d: Device) => live.raw(liveKey(psId, 'PCS', d.collectId, 'P'))!.value;
    expect(power(first!)).toBe(0);
    const running = others.reduce((sum, d) => sum + power(d), 0);
    expect(running).toBeGreaterThan(0);
    expect(live.raw(stationKey(psId, 'acPower'))!.value).toBeCloseTo(running, 1);
  });
});
