import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { counterGrowth } from '../../server/telemetry/dailyStats';
import { INVERTER_TYPES } from '../../server/telemetry/deviceStates';
import { liveKey } from '../../server/telemetry/liveStore';
import { stationKey } from '../../server/telemetry/stationLive';
import type { Device } from '../../server/telemetry/pointRegistry';
import { StationCalendar, addDays, localMidnight } from '../../shared/stationDay';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const calendar = new StationCalendar();

/** Solarpark Meuro (166 MWp, the plant the issue names), a wind farm of 2 MW turbines, grid storage of 20 PCS. */
const PV = 'DE-PV-011';
const WIND = 'ES-WP-022';
const STORAGE = 'DE-ES-014';

describe.each(backends)('data truth of the demo fleet on %s', (backend) => {
  let portal: Portal;
  let ids: Record<string, number>;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    const now = Date.now();
    await portal.app.telemetry.backfill(now - 2.2 * DAY, now);
    ids = await psIdsByCode(portal);
  }, 300_000);
  afterAll(() => portal.close());

  const station = (code: string) => portal.app.telemetry.registry.stations.get(ids[code]!)!;
  const devices = (code: string, types: readonly string[]) =>
    portal.app.telemetry.registry.devicesOf(ids[code]!).filter((d) => types.includes(d.equipType));
  const peakSum = (list: Device[]) => list.reduce((sum, d) => sum + (d.peakPower ?? 0), 0);
  /** The station's last whole local day: the backfill covers it from midnight to midnight. */
  const yesterday = (code: string) => addDays(calendar.dayOf(station(code).timeZone, Date.now()).day, -1);
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

  it('a PV plant’s inverters add up to its kWp, and its meter counts their energy less 1-3 % line losses', async () => {
    const inverters = devices(PV, INVERTER_TYPES);
    expect(inverters.length).toBeGreaterThan(6);
    expect(peakSum(inverters)).toBeCloseTo(station(PV).capacity, 3);

    const { loss, stats } = await lineLoss(PV, inverters);
    expect(loss).toBeGreaterThanOrEqual(0.01);
    expect(loss).toBeLessThanOrEqual(0.03);
    // Peak power is DC capacity, so each inverter's equivalent hours compare with the plant's.
    const plantHours = stats.get(0)!.equivalent_hours;
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
    const curves = await portal.app.telemetry.history.readDay([series], station(STORAGE).timeZone, day);
    const exported = counterGrowth(curves.get(series)!.samples);
    // The converters' own losses are in their efficiency; their box transformer loses under 1 % of what it carries.
    expect(1 - exported / discharged).toBeGreaterThan(0.002);
    expect(1 - exported / discharged).toBeLessThan(0.015);
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
