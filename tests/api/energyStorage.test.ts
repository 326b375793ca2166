import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, PASSWORD, psIdsByCode, startPortal, type Portal } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';
import { meterRoles } from '../../server/telemetry/meterRoles';
import type { Device } from '../../server/telemetry/pointRegistry';
import { liveKey } from '../../server/telemetry/liveStore';
import { addDays, localMidnight, StationCalendar } from '../../shared/stationDay';
import type { RunSettings } from '../../shared/runSettings';

const HOUR = 3_600_000;

/** Local 10:00 of the day after tomorrow in the zone: a period edge the test's clock can reach from before it. */
function tenOClock(zone: string): number {
  const today = new StationCalendar().dayOf(zone, Date.now()).day;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const later = new Date(Date.UTC(y, m - 1, d + 2)).toISOString().slice(0, 10);
  return localMidnight(zone, later) + 10 * HOUR;
}

describe.each(backends)('storage equipment and run settings on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let shenzhen: number;
  let edge: number;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    const ids = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    shenzhen = ids.find((r) => r.ps_code === 'CN-ES-008')!.ps_id;
    edge = tenOClock('Asia/Shanghai');
  });
  afterAll(() => portal.close());

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const devices = (type: string): Device[] =>
    portal.app.telemetry.registry.devicesOf(shenzhen).filter((d) => d.equipType === type);
  const live = (d: Device, code: string) => portal.app.telemetry.live.raw(liveKey(d.psId, d.equipType, d.collectId, code))?.value;
  const storagePower = () => devices('PCS').reduce((sum, d) => sum + live(d, 'P')!, 0);
  /** Select, then execute, new run settings. */
  const apply = async (settings: RunSettings) => {
    for (const type of [0, 1]) {
      const { status, body } = await call('POST', '/es/runSettings', admin, { psId: shenzhen, type, passwd: PASSWORD, settings });
      expect([status, body.code], body.msg).toEqual([200, 200]);
    }
  };
  const current = async (): Promise<RunSettings> =>
    (await call('GET', `/es/runSettings?psId=${shenzhen}`, admin)).body.data.settings;

  it('a storage station starts in auto mode with its tariff schedule as time periods', async () => {
    const { body } = await call('GET', `/es/runSettings?psId=${shenzhen}`, admin);
    expect(body.data.ratedKw).toBe(5000);
    expect(body.data.settings).toMatchObject({ runMode: 'auto', gridMode: 'on', controlType: 'fixedPower' });
    expect(body.data.settings.periods[0]).toEqual({ start: '00:00', end: '07:00', mode: 'charge', powerKw: 4000 });
    expect(body.data.converters).toHaveLength(2);
  });

  it('refuses settings that break a rule, naming it, and changes nothing', async () => {
    const before = await current();
    const overlapping = {
      ...before,
      periods: [
        { start: '00:00', end: '08:00', mode: 'charge', powerKw: 1000 },
        { start: '07:00', end: '09:00', mode: 'discharge', powerKw: 1000 },
      ],
    };
    const { status, body } = await call('POST', '/es/runSettings', admin, {
      psId: shenzhen,
      type: 0,
      passwd: PASSWORD,
      settings: overlapping,
    });
    expect([status, body.msg]).toEqual([400, 'Periods 1 and 2 overlap']);
    const tooStrong = { ...before, periods: [{ start: '00:00', end: '24:00', mode: 'charge', powerKw: 9000 }] };
    const zh = await call(
      'POST',
      '/es/runSettings',
      admin,
      { psId: shenzhen, type: 0, passwd: PASSWORD, settings: tooStrong },
      'zh-CN',
    );
    expect([zh.status, zh.body.msg]).toEqual([400, '功率须在0至5000 kW之间']);
    const eleven = {
      ...before,
      periods: Array.from({ length: 11 }, (_, i) => ({
        start: `${String(i).padStart(2, '0')}:00`,
        end: `${String(i).padStart(2, '0')}:30`,
        mode: 'idle',
        powerKw: 0,
      })),
    };
    expect(
      (await call('POST', '/es/runSettings', admin, { psId: shenzhen, type: 0, passwd: PASSWORD, settings: eleven })).status,
    ).toBe(400);
    expect(
      (
        await call('POST', '/es/runSettings', admin, {
          psId: shenzhen,
          type: 0,
          passwd: PASSWORD,
          settings: { ...before, runMode: 'turbo' },
        })
      ).status,
    ).toBe(400);
    expect(await current()).toEqual(before);
  });

  it('the operator may read the overview of a station in scope only, and may not write run settings', async () => {
    expect((await call('GET', `/es/overview?psId=${shenzhen}`, operator)).status).toBe(404);
    expect((await call('GET', `/es/runSettings?psId=${shenzhen}`, operator)).status).toBe(404);
    const write = await call('POST', '/es/runSettings', operator, {
      psId: shenzhen,
      type: 0,
      passwd: PASSWORD,
      settings: await current(),
    });
    expect(write.status).toBe(403);
  });

  it('a schedule written through the run settings moves the simulated power at the next period edge', async () => {
    const settings: RunSettings = {
      ...(await current()),
      periods: [
        { start: '00:00', end: '10:00', mode: 'charge', powerKw: 500 },
        { start: '10:00', end: '24:00', mode: 'discharge', powerKw: 3000 },
      ],
    };
    // Execute without select is refused; so is another content than the one selected.
    const blind = await call('POST', '/es/runSettings', admin, { psId: shenzhen, type: 1, passwd: PASSWORD, settings });
    expect([blind.status, blind.body.msg]).toEqual([409, 'Select the command first, then execute it']);
    await apply(settings);
    expect(await current()).toEqual(settings);

    portal.app.telemetry.tick(edge - 3000);
    expect(storagePower()).toBeCloseTo(-500, -1);
    portal.app.telemetry.tick(edge);
    expect(storagePower()).toBeCloseTo(3000, -2);
    const station = portal.app.telemetry.live.raw(liveKey(shenzhen, 'PS', 0, 'storagePower'));
    expect(station?.value).toBeCloseTo(storagePower(), 0);
    const audit = await portal.app.db
      .selectFrom('event')
      .select(['content_key', 'content_params'])
      .where('ps_id', '=', shenzhen)
      .where('point_code', '=', 'runSettings')
      .orderBy('event_id')
      .execute();
    expect(audit.map((a) => a.content_key)).toEqual(
      expect.arrayContaining(['event.remote.noSelect', 'event.remote.selected', 'event.remote.set']),
    );
    expect(JSON.parse(audit.at(-1)!.content_params).value).toContain('10:00-24:00 discharge 3000 kW');
  });

  it('emergency stop is refused without a select; with one the converter gives 0 on the next tick until reset and started', async () => {
    const [pcs] = devices('PCS');
    const point = `${shenzhen}_PCS_${pcs!.collectId}_EStop`;
    const yk = (code: string, value: number, type: 0 | 1) =>
      call('POST', '/remote/yk', admin, {
        psId: shenzhen,
        point: `${shenzhen}_PCS_${pcs!.collectId}_${code}`,
        value,
        type,
        passwd: PASSWORD,
      });
    const blind = await call('POST', '/remote/yk', admin, { psId: shenzhen, point, value: 1, type: 1, passwd: PASSWORD });
    expect(blind.status).toBe(409);
    portal.app.telemetry.tick(edge + 3000);
    expect(live(pcs!, 'P')).toBeGreaterThan(1000);

    expect((await yk('EStop', 1, 0)).status).toBe(200);
    expect((await yk('EStop', 1, 1)).body.msg).toBe('Execution succeeded');
    portal.app.telemetry.tick(edge + 6000);
    expect(live(pcs!, 'P')).toBe(0);
    expect(live(pcs!, 'EStopOn')).toBe(1);
    const [last] = await portal.app.db
      .selectFrom('event')
      .select(['content_key', 'content_params', 'event_type'])
      .where('equip_id', '=', pcs!.equipId)
      .where('point_code', '=', 'EStop')
      .orderBy('event_id', 'desc')
      .limit(1)
      .execute();
    expect(last!.content_key).toBe('event.remote.executed');
    expect(JSON.parse(last!.content_params)).toMatchObject({ point: 'Emergency stop', user: 'admin' });

    // Latched: it will not start until reset.
    await yk('OnOff', 1, 0);
    const start = await yk('OnOff', 1, 1);
    expect([start.status, start.body.msg]).toEqual([
      502,
      'Execution failed: an emergency stop is latched: reset the converter first',
    ]);
    await yk('Reset', 1, 0);
    expect((await yk('Reset', 1, 1)).status).toBe(200);
    await yk('OnOff', 1, 0);
    expect((await yk('OnOff', 1, 1)).status).toBe(200);
    portal.app.telemetry.tick(edge + 9000);
    expect(live(pcs!, 'P')).toBeGreaterThan(1000);
  });

  it('remote enabling needs a control type or adjust value, P, Q and the grid state; then the converters follow P', async () => {
    const partial = {
      psId: shenzhen,
      type: 0,
      passwd: PASSWORD,
      controlType: 'fixedPower',
      adjustValue: null,
      activePowerKw: -2000,
      reactivePowerKvar: null,
      gridMode: 'on',
    };
    const refused = await call('POST', '/es/remoteEnable', admin, partial, 'zh-CN');
    expect([refused.status, refused.body.msg]).toEqual([400, '启用失败：此项为必填项']);
    const [pcs] = devices('PCS');
    // Outside manual mode a converter's own set-point is refused.
    const pset = await call('POST', '/remote/yt', admin, {
      psId: shenzhen,
      point: `${shenzhen}_PCS_${pcs!.collectId}_PSet`,
      value: 100,
      passwd: PASSWORD,
    });
    expect(pset.status).toBe(502);
    for (const type of [0, 1]) {
      const { status, body } = await call(
        'POST',
        '/es/remoteEnable',
        admin,
        { ...partial, type, reactivePowerKvar: 100 },
        'zh-CN',
      );
      expect([status, body.msg]).toEqual([200, type ? '启用成功' : '选择成功']);
    }
    expect(await current()).toMatchObject({ runMode: 'manual', activePowerKw: -2000, reactivePowerKvar: 100 });
    portal.app.telemetry.tick(edge + 12_000);
    expect(storagePower()).toBeCloseTo(-2000, -2);
  });

  it('a pack’s cells: the spread is max − min of the returned cells, and the drifting cell is the lowest', async () => {
    await apply({
      ...(await current()),
      runMode: 'auto',
      periods: [{ start: '00:00', end: '24:00', mode: 'idle', powerKw: 0 }],
    });
    portal.app.telemetry.tick(edge + 2 * HOUR);
    const [cluster] = devices('BC');
    const { body } = await call('GET', `/es/cells?psId=${shenzhen}&equipId=${cluster!.equipId}`, admin);
    const cells = body.data;
    expect(cells.voltages).toHaveLength(cells.packs * cells.cellsPerPack);
    const max = Math.max(...cells.voltages);
    const min = Math.min(...cells.voltages);
    expect(cells.voltage.max.value).toBe(max);
    expect(cells.voltage.min.value).toBe(min);
    expect(cells.voltage.spread).toBeCloseTo(max - min, 6);
    expect(cells.voltage.min).toMatchObject({ pack: 3, cell: 17 });
    // Standing at its lowest allowed charge, the cluster's weak cell is nearly empty: a spread worth an alarm.
    expect(cells.voltage.spread).toBeGreaterThan(0.1);
    expect(cells.temperature.spread).toBeCloseTo(Math.max(...cells.temperatures) - Math.min(...cells.temperatures), 6);
    // The cluster's own points agree with its cells.
    expect(live(cluster!, 'CellUmax')).toBe(max);
    expect(live(cluster!, 'CellUdiff')).toBe(Math.round((max - min) * 1000));
    expect(live(cluster!, 'U')).toBeCloseTo(
      cells.voltages.reduce((a: number, b: number) => a + b, 0),
      0,
    );
    const notCluster = await call('GET', `/es/cells?psId=${shenzhen}&equipId=${devices('PCS')[0]!.equipId}`, admin);
    expect(notCluster.status).toBe(400);
  });

  it('the cells arrive as a BMS reports them, every 15 s, and the cluster’s extremes are those of the cells shown', async () => {
    const [cluster] = devices('BC');
    const reports = new Set<number>();
    for (let step = 1; step <= 10; step++) {
      portal.app.telemetry.tick(edge + 2 * HOUR + step * 3000);
      const cells = (await call('GET', `/es/cells?psId=${shenzhen}&equipId=${cluster!.equipId}`, admin)).body.data;
      reports.add(cells.time);
      expect(live(cluster!, 'CellUmax')).toBe(Math.max(...cells.voltages));
      expect(live(cluster!, 'CellTmin')).toBe(Math.min(...cells.temperatures));
    }
    // Thirty seconds of 3-second steps hold two reports, or three when the first step ends an earlier period.
    expect(reports.size).toBeGreaterThanOrEqual(2);
    expect(reports.size).toBeLessThanOrEqual(3);
  });

  it('the overview adds up its converters and clusters; device families list with their states and curves', async () => {
    const { body } = await call('GET', `/es/overview?psId=${shenzhen}`, admin);
    const o = body.data;
    expect(o.pcs.count).toBe(2);
    expect(o.power).toBeCloseTo(storagePower(), 0);
    // Within the charge window the converters keep (10-100 %), whatever the hour the test runs at.
    expect(o.soc).toBeGreaterThanOrEqual(10);
    expect(o.soc).toBeLessThanOrEqual(100);
    const income = (await call('GET', `/es/income?psId=${shenzhen}`, admin)).body.data;
    expect(income.currency).toBe('CNY');
    expect(income.today.NET_INCOME).toBeCloseTo(income.today.DISCHARGE_INCOME - income.today.CHARGE_COST, 2);
    const kt = (await call('POST', '/monitor/devices', admin, { psId: shenzhen, equipType: 'KT' }, 'zh-CN')).body.data;
    expect(kt.count).toBe(2);
    expect(kt.devices[0].values.Tin).toBeGreaterThan(5);
    expect(kt.devices[0].cards.map((c: any) => c.pointName)).toContain('舱内温度');
    const curve = (await call('POST', '/monitor/deviceCurve', admin, { psId: shenzhen, equipId: kt.devices[0].equipId })).body
      .data;
    expect(curve.groups.map((g: any) => g.unit).sort()).toEqual(['kW', '°C']);
    expect((await call('POST', '/monitor/devices', admin, { psId: shenzhen, equipType: 'kt' })).status).toBe(400);
  });

  it('station menus list the equipment screens a station has, and only those', async () => {
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.name, ...names(m.children ?? [])]);
    const esMenu = names((await call('GET', `/reception/getRouters?menuFlag=1&psId=${shenzhen}`, admin)).body.data);
    expect(esMenu).toEqual(expect.arrayContaining(['EsOverview', 'Pcs', 'Battery', 'Kt', 'Xf']));
    const ids = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    const golmud = ids.find((r) => r.ps_code === 'CN-PV-001')!.ps_id;
    const pvMenu = names((await call('GET', `/reception/getRouters?menuFlag=1&psId=${golmud}`, admin)).body.data);
    expect(pvMenu.filter((n) => ['EsOverview', 'Pcs', 'Battery', 'Kt', 'Xf'].includes(n))).toEqual([]);
  });
});

/**
 * An energy analyst's reference, written here and not taken from the simulator: a CATL LFP 280 Ah cell (3.2 V,
 * 0.5 C continuous), clusters of 16 packs of 24 cells, and the converter curve docs/energy-storage.md states,
 * η = 1 / (1 + 0.008/x + 0.008 + 0.004·x) at load x = |P_ac| / P_rated.
 */
const CELL_AH = 280;
const CELL_V = 3.2;
const CONTINUOUS_C = 0.5;
const CELLS_PER_CLUSTER = 16 * 24;
const CLUSTER_KWH = (CELLS_PER_CLUSTER * CELL_AH * CELL_V) / 1000;
const referenceEfficiency = (acKw: number, ratedKw: number) => {
  const x = Math.abs(acKw) / ratedKw;
  return 1 / (1 + 0.008 / x + 0.008 + 0.004 * x);
};
/** The converter's loss rate (kW) at an AC power: charging |P|·(1 − η), discharging P·(1/η − 1). */
const referenceLoss = (acKw: number, ratedKw: number) => {
  if (Math.abs(acKw) < 1e-9) return 0;
  const eta = referenceEfficiency(acKw, ratedKw);
  return acKw < 0 ? -acKw * (1 - eta) : acKw * (1 / eta - 1);
};

/** The cells' own loss rate (kW) at a DC power, from their datasheet's 95 % DC round trip, the same each way. */
const CELL_ONE_WAY = Math.sqrt(0.95);
const cellLoss = (dcKw: number) => (dcKw < 0 ? -dcKw * (1 - CELL_ONE_WAY) : dcKw * (1 / CELL_ONE_WAY - 1));

describe.each(backends)('storage that obeys energy on %s', (backend) => {
  let portal: Portal;
  let ids: Record<string, number>;
  const calendar = new StationCalendar();

  beforeAll(async () => {
    portal = await startPortalWithHistory(backend, 2.2);
    ids = await psIdsByCode(portal);
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const storageCodes = () => Object.keys(ids).filter((code) => /-(ES|PVES)-/.test(code));
  const registry = () => portal.app.telemetry.registry;
  /** A device's curve of yesterday, the station's last whole local day (5-minute slots, NaN where none). */
  const curves = async (psId: number, devices: { d: Device; code: string }[]) => {
    const station = registry().stations.get(psId)!;
    const day = addDays(calendar.dayOf(station.timeZone, Date.now()).day, -1);
    const series = devices.map(({ d, code }) => registry().seriesId(psId, d.equipType, d.collectId, code)!);
    const read = await portal.app.telemetry.history.readDay(series, station.timeZone, day);
    return { start: read.get(series[0]!)!.start, samples: series.map((s) => read.get(s)!.samples) };
  };
  const clustersOf = (bc: Device) => Math.round(bc.peakPower! / (CLUSTER_KWH * CONTINUOUS_C));
  const batteryOf = (pcs: Device) =>
    registry()
      .childrenOf(pcs.equipId)
      .find((c) => c.equipType === 'BC')!;

  it('every PCS is registered with its rated power, and cells × packs × clusters × Ah × V make the nameplate', async () => {
    for (const code of storageCodes()) {
      const psId = ids[code]!;
      const rows = await portal.app.db
        .selectFrom('equipment')
        .select(['equip_type', 'peak_power'])
        .where('ps_id', '=', psId)
        .where('equip_type', '=', 'PCS')
        .execute();
      expect(rows.length, code).toBeGreaterThan(0);
      for (const r of rows) expect(r.peak_power, code).toBeGreaterThan(0);
      const converters = registry()
        .devicesOf(psId)
        .filter((d) => d.equipType === 'PCS');
      const clusters = converters.reduce((sum, pcs) => sum + clustersOf(batteryOf(pcs)), 0);
      const nameplate = registry().stations.get(psId)!.batteryCapacity;
      expect(Math.abs((clusters * CELLS_PER_CLUSTER * CELL_AH * CELL_V) / 1000 / nameplate - 1), code).toBeLessThan(0.01);
      // The plant's rated power within the cells' continuous rate.
      const rated = converters.reduce((sum, d) => sum + d.peakPower!, 0);
      expect(rated / (clusters * CLUSTER_KWH), code).toBeLessThanOrEqual(CONTINUOUS_C * 1.005);
    }
  });

  it('through a day each converter and its cells lose both ways, its clusters stay within 0.5 C, and SOC follows the energy', async () => {
    let checked = 0;
    for (const code of storageCodes()) {
      const psId = ids[code]!;
      for (const pcs of registry()
        .devicesOf(psId)
        .filter((d) => d.equipType === 'PCS')) {
        const bc = batteryOf(pcs);
        const n = clustersOf(bc);
        const rated = pcs.peakPower!;
        const { samples } = await curves(psId, [
          { d: pcs, code: 'P' },
          { d: pcs, code: 'ChargeE' },
          { d: pcs, code: 'DischargeE' },
          { d: bc, code: 'U' },
          { d: bc, code: 'I' },
          { d: bc, code: 'SOC' },
        ]);
        const [p, charged, discharged, u, i, soc] = samples as [Float64Array, ...Float64Array[]];
        const known = [...p.keys()].filter((k) => [p, charged, discharged, u, i, soc].every((s) => !Number.isNaN(s![k]!)));
        expect(known.length, `${code} ${pcs.name}`).toBeGreaterThan(250);
        let losses = 0;
        for (const [j, k] of known.entries()) {
          const ac = p[k]!;
          const dc = (u![k]! * i![k]! * n) / 1000;
          expect(Math.abs(i![k]!), `${code} ${pcs.name} cluster current`).toBeLessThanOrEqual(CONTINUOUS_C * CELL_AH);
          if (ac < -1) expect(dc, `${code} ${pcs.name} charging at ${k}`).toBeGreaterThan(ac);
          if (ac < -1) expect(dc, `${code} ${pcs.name} charging at ${k}`).toBeLessThan(0);
          if (ac > 1) expect(dc, `${code} ${pcs.name} discharging at ${k}`).toBeGreaterThan(ac);
          const prev = known[j - 1];
          const lossAt = (m: number) => referenceLoss(p[m]!, rated) + cellLoss((u![m]! * i![m]! * n) / 1000);
          if (prev !== undefined) losses += (((lossAt(prev) + lossAt(k)) / 2) * (k - prev) * 5) / 60;
        }
        const first = known[0]!;
        const last = known[known.length - 1]!;
        const charge = charged![last]! - charged![first]!;
        const discharge = discharged![last]! - discharged![first]!;
        const stored = ((soc![last]! - soc![first]!) / 100) * n * CLUSTER_KWH;
        // SOC readings carry the BMS's ±0.05 % wander: 0.3 % of the energy at most between two.
        const slack = 0.01 * (charge + discharge) + 0.003 * n * CLUSTER_KWH;
        expect(Math.abs(charge - discharge - losses - stored), `${code} ${pcs.name}`).toBeLessThanOrEqual(slack);
        if (charge + discharge > 0) checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('a PV-plus-storage plant charges only from its PV surplus, a grid storage plant only in its charge periods', async () => {
    for (const code of storageCodes()) {
      const psId = ids[code]!;
      const station = registry().stations.get(psId)!;
      const devices = registry().devicesOf(psId);
      const converters = devices.filter((d) => d.equipType === 'PCS');
      const roles = meterRoles(
        devices.filter((d) => d.equipType === 'DB'),
        station.psType,
      );
      const meters = [roles.grid!, ...(roles.pv ? [roles.pv] : [])];
      const { start, samples } = await curves(psId, [
        ...meters.map((d) => ({ d, code: 'P' })),
        ...converters.map((d) => ({ d, code: 'P' })),
      ]);
      const grid = samples[0]!;
      const pcs = samples.slice(meters.length);
      for (let k = 0; k < grid.length; k++) {
        const storage = pcs.reduce((sum, s) => sum + s[k]!, 0);
        if (!(storage < -1)) continue;
        const minute = calendar.minuteOfDay(station.timeZone, start + k * 5 * 60_000);
        if (station.psType === 'PVES') {
          // Charging from the PV surplus: the site still exports (or at least imports nothing), the PV feeding it.
          expect(grid[k]!, `${code} at minute ${minute}`).toBeGreaterThanOrEqual(-1);
          expect(samples[1]![k]!, `${code} at minute ${minute}`).toBeGreaterThan(-storage);
        } else {
          expect(minute < 7 * 60 || (minute >= 12 * 60 && minute < 15 * 60), `${code} at minute ${minute}`).toBe(true);
        }
      }
    }
  });
});
