import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import type { Device } from '../../server/telemetry/pointRegistry';
import { zoneOffset } from '../../shared/stationDay';

/** The period a gateway reports its values at, as MQTT's default (quality: stale after two, interrupted after three). */
const PERIOD = 60_000;

describe.each(backends)('calculated points on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let psId: number;
  let inverter: Device;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    admin = await portal.login('admin');
    psId = (await psIdsByCode(portal))['PL-PVES-028']!;
    inverter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
  });
  afterAll(() => portal.close());

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    (await portal.call({ method, url: `/prod-api${url}`, token: admin, payload })).body;
  /** The inverter's values as a gateway sends them, `age` ms before now. */
  const measure = (values: Record<string, number>, age = 0) =>
    portal.app.telemetry.ingest.accept(
      Object.entries(values).map(([pointCode, value]) => ({
        psId,
        equipType: inverter.equipType,
        collectId: inverter.collectId,
        pointCode,
        value,
        time: Date.now() - age,
      })),
      PERIOD,
    );
  /** A point of the inverter as its real-data screen shows it. */
  const shown = async (code: string) => {
    const { data } = await call('POST', '/monitor/nbqRealData/realData', {
      psId,
      equipType: inverter.equipType,
      collectId: inverter.collectId,
      pointConfigId: inverter.pointConfigId,
    });
    return Object.values(data as Record<string, any[]>)
      .flat()
      .find((p) => p.pointCode === code);
  };
  const addPoint = async (pointCode: string, formula: string, orderNum = 0) => {
    const point = {
      pointConfigId: inverter.pointConfigId,
      pointCode,
      dbCode: pointCode.toLowerCase(),
      description: `Calculated ${pointCode}`,
      pointType: 'YC',
      unit: '%',
      historyMinutes: 5,
      formula,
      orderNum,
    };
    const created = await call('POST', '/info/pointDef', point);
    expect(created.code, JSON.stringify(created)).toBe(200);
    return { ...point, pointId: created.data.pointId as number };
  };

  it('a point added to a device model with a formula shows the formula over the device’s live values, as old as its oldest input', async () => {
    await addPoint('EffCalc', 'if(P > 0, P / Pdc * 100, 0)');
    measure({ P: 48 }, 2_000);
    measure({ Pdc: 50 }, 5_000);
    portal.app.telemetry.tick();
    const eff = await shown('EffCalc');
    expect(eff).toMatchObject({ pointName: 'Calculated EffCalc', pointUnit: '%', pointValue: 96, quality: 'good' });
    expect(Date.now() - eff.time).toBeGreaterThanOrEqual(5_000);
    expect(Date.now() - eff.time).toBeLessThan(6_000);
    // Its history, like any point's, takes the first value of each five-minute slot.
    await portal.app.telemetry.flush();
    const zone = portal.app.telemetry.registry.stations.get(psId)!.timeZone;
    const seriesId = portal.app.telemetry.registry.seriesId(psId, inverter.equipType, inverter.collectId, 'EffCalc')!;
    const day = new Date(eff.time + zoneOffset(zone, eff.time)).toISOString().slice(0, 10);
    const curve = (await portal.app.telemetry.history.readDay([seriesId], zone, day)).get(seriesId)!;
    expect(curve.samples[Math.floor((eff.time - curve.start) / 300_000)]).toBe(96);

    // The branch not taken is not read: at night only P counts, and so does only its age.
    measure({ P: 0 });
    portal.app.telemetry.tick();
    const night = await shown('EffCalc');
    expect(night).toMatchObject({ pointValue: 0, quality: 'good' });
    expect(Date.now() - night.time).toBeLessThan(1_000);
  });

  it('an edited formula takes effect at the next tick', async () => {
    const point = await addPoint('Loss', 'Pdc - P');
    measure({ P: 45, Pdc: 47.5 });
    portal.app.telemetry.tick();
    expect((await shown('Loss')).pointValue).toBe(2.5);

    const edited = await call('PUT', '/info/pointDef', { ...point, formula: 'round(ratio(Pdc - P, Pdc) * 100, 1)' });
    expect(edited.code, JSON.stringify(edited)).toBe(200);
    portal.app.telemetry.tick();
    expect((await shown('Loss')).pointValue).toBe(5.3);
  });

  it('a formula over a code the device lacks, or over itself, gives no value and stops nothing else', async () => {
    await addPoint('Ghost', 'Nope * 2');
    await addPoint('Loop', 'Loop + 1');
    // A calculated point may read another: this tick's result, whatever the order of the table.
    await addPoint('Twice', 'Half * 2', 0);
    await addPoint('Half', 'P / 2', 1000);
    measure({ P: 40, Pdc: 50 });
    portal.app.telemetry.tick();
    expect(await shown('Ghost')).toMatchObject({ pointValue: null, quality: null });
    expect(await shown('Loop')).toMatchObject({ pointValue: null, quality: null });
    expect((await shown('Half')).pointValue).toBe(20);
    expect((await shown('Twice')).pointValue).toBe(40);
  });

  it('a calculated point has no value while an input is interrupted, and is stale while one is stale', async () => {
    await addPoint('UdcKv', 'Udc / 1000');
    measure({ Udc: 650 }, 3.5 * PERIOD);
    portal.app.telemetry.tick();
    expect(await shown('UdcKv')).toMatchObject({ pointValue: null });
    measure({ Udc: 640 }, 2.5 * PERIOD);
    portal.app.telemetry.tick();
    expect(await shown('UdcKv')).toMatchObject({ pointValue: 0.64, quality: 'stale' });
    measure({ Udc: 630 });
    portal.app.telemetry.tick();
    expect(await shown('UdcKv')).toMatchObject({ pointValue: 0.63, quality: 'good' });
  });
});
