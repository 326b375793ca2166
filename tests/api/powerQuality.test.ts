import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { dayCurves } from '../../server/monitor/curves';
import { unbalanceOf } from '../../server/sources/simulator/powerQuality';
import { powerQualityAnswer, powerQualityCurves } from '../../server/monitor/powerQualityQuery';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { demoPlace } from './demoNames';

const HOUR = 3_600_000;
/** The day before a date, as the date strings of the API write it. */
const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const rss = (values: number[]) => Math.sqrt(values.reduce((sum, v) => sum + v * v, 0));

describe.each(backends)('power quality on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let ids: Record<string, number>;
  const SHENZHEN = 'CN-ES-008';
  const HANGZHOU = 'CN-PVES-010';
  const JARDELUND = 'DE-ES-014';
  const GOLMUD = 'CN-PV-001';

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    const now = Date.now();
    // Ten hours of history: a storage station idles at most some 6.5 h in a row (full from about 02:30 until its
    // 09:00 discharge), so it charges or discharges in some of them whatever the hour.
    await portal.app.telemetry.backfill(now - 10 * HOUR, now);
    [admin, operator] = await Promise.all([portal.login('admin'), portal.login('operator')]);
    ids = await psIdsByCode(portal);
  }, 180_000);
  afterAll(() => portal.close());

  const post = (url: string, payload: object, token = admin) =>
    portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token });
  const quality = async (code: string, token = admin) => (await post('/monitor/powerQuality', { psId: ids[code] }, token)).body;
  const devices = (code: string) => portal.app.telemetry.registry.devicesOf(ids[code]!);
  const meterOf = (code: string) => meterRoles(devices(code), 'ES').grid!;

  it('every storage and PV-plus-storage plant has an analyser at its grid connection; PV and wind plants have none', async () => {
    const stations = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code', 'ps_type']).execute();
    expect(stations.filter((s) => s.ps_type === 'ES').length).toBeGreaterThan(2);
    for (const s of stations) {
      const analysers = portal.app.telemetry.registry.devicesOf(s.ps_id).filter((d) => d.equipType === 'PQ');
      const expected = s.ps_type === 'ES' || s.ps_type === 'PVES' ? 1 : 0;
      expect(analysers.length, s.ps_code!).toBe(expected);
      for (const d of analysers)
        expect([d.place, d.model], s.ps_code!).toEqual([demoPlace(s.ps_code!, 'gridConnection'), 'Janitza UMG 512-PRO']);
    }
    const answer = await quality(SHENZHEN);
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({ equipName: '电能质量分析仪', place: '并网点', quality: 'good' });
    const codes = ['Ua', 'Ub', 'Uc', 'Uab', 'Ia', 'Ib', 'Ic', 'Uunb', 'Iunb', 'P', 'Q', 'S', 'PF', 'F', 'THDua', 'THDic'];
    for (const c of codes) expect(typeof answer.data.points[c].value, c).toBe('number');
    expect(answer.data.points.F).toMatchObject({ unit: 'Hz', quality: 'good' });
    // A PV plant has no analyser: its power-quality call is a 404 like any device that is not there.
    const pv = await post('/monitor/powerQuality', { psId: ids[GOLMUD] });
    expect([pv.status, pv.body.code]).toEqual([404, 404]);
  });

  it('the analyser measures the grid meter’s feeder: the same power now and over the day, the same frequency', async () => {
    for (const code of [SHENZHEN, HANGZHOU, JARDELUND]) {
      const psId = ids[code]!;
      const meter = meterOf(code);
      const { data } = await quality(code);
      const read = (
        await post('/monitor/getRealDataByPoints', {
          psId,
          points: [`${psId}_DB_${meter.collectId}_P`, `${psId}_DB_${meter.collectId}_F`],
        })
      ).body.data;
      const meterP = read[`${psId}_DB_${meter.collectId}_P`].value as number;
      expect(Math.abs(data.points.P.value - meterP), `${code} P now`).toBeLessThanOrEqual(Math.max(1, Math.abs(meterP) * 0.005));
      expect(data.points.F.value, `${code} F`).toBe(read[`${psId}_DB_${meter.collectId}_F`].value);
      // The history agrees slot by slot, and power flowed in the ten hours, today and (after local midnight) yesterday.
      const today = (await post('/monitor/powerQuality/curve', { psId })).body.data.date as string;
      const station = portal.app.telemetry.registry.stations.get(psId)!;
      let compared = 0;
      let flowing = 0;
      for (const date of [today, dayBefore(today)]) {
        const curve = (await post('/monitor/powerQuality/curve', { psId, date })).body.data;
        const metered = (
          await dayCurves(portal.app, station, date, [{ name: 'P', equipType: 'DB', collectId: meter.collectId, pointCode: 'P' }])
        ).series.P!;
        curve.series.P.forEach((p: number | null, i: number) => {
          const m = metered[i];
          if (p === null || m === null || m === undefined) return;
          expect(Math.abs(p - m), `${code} slot ${date} ${curve.dateList[i]}`).toBeLessThanOrEqual(
            Math.max(1, Math.abs(m) * 0.005),
          );
          compared++;
          if (Math.abs(m) > 100) flowing++;
        });
      }
      expect(compared, code).toBeGreaterThan(10);
      expect(flowing, code).toBeGreaterThan(0);
    }
  });

  it('each phase’s THD is the root-sum-square of its spectrum of orders 2 to 50', async () => {
    for (const code of [SHENZHEN, HANGZHOU, JARDELUND]) {
      const { spectra, points } = (await quality(code)).data;
      for (const [quantity, prefix] of [
        ['voltage', 'THDu'],
        ['current', 'THDi'],
      ] as const) {
        const s = spectra[quantity];
        expect(s.orders).toEqual(Array.from({ length: 49 }, (_, i) => i + 2));
        expect(s.quality).toBe('good');
        for (const phase of ['a', 'b', 'c'] as const) {
          const values = s.phases[phase] as number[];
          expect(values).toHaveLength(49);
          expect(Math.abs(points[`${prefix}${phase}`].value - rss(values)), `${code} ${quantity} ${phase}`).toBeLessThanOrEqual(
            0.005 + 1e-9,
          );
          expect(s.thd[phase]).toBe(points[`${prefix}${phase}`].value);
        }
      }
      // A grid connection's voltage: the 5th leads, a few per cent of THD at most.
      const a = spectra.voltage.phases.a as number[];
      expect(a[3]!, `${code} 5th`).toBeGreaterThan(a[1]!);
      expect(points.THDua.value, code).toBeGreaterThan(1);
      expect(points.THDua.value, code).toBeLessThan(8);
    }
  });

  it('the levels are IEC 61000-2-2’s for voltage, and currents have none', async () => {
    const { voltage, current } = (await quality(SHENZHEN)).data.spectra;
    const level = (order: number) => voltage.limits[voltage.orders.indexOf(order)];
    expect([level(2), level(3), level(4), level(5), level(6), level(7), level(9), level(11), level(13)]).toEqual([
      2, 5, 1, 6, 0.5, 5, 1.5, 3.5, 3,
    ]);
    expect([level(15), level(21), level(27), level(45)]).toEqual([0.4, 0.3, 0.2, 0.2]);
    // 17th to 49th: 2.27 × 17/h − 0.27; even orders from the 8th: 0.25 × 10/h + 0.25.
    expect(level(17)).toBeCloseTo(2, 3);
    expect(level(25)).toBeCloseTo(2.27 * (17 / 25) - 0.27, 3);
    expect(level(49)).toBeCloseTo(2.27 * (17 / 49) - 0.27, 3);
    expect(level(8)).toBeCloseTo(0.5625, 3);
    expect(level(50)).toBeCloseTo(0.3, 3);
    expect([voltage.thdLimit, voltage.limitSource]).toEqual([8, 'IEC 61000-2-2']);
    expect([current.limits, current.thdLimit, current.limitSource]).toEqual([null, null, null]);
  });

  it('the unbalance follows from the three line voltages, and stays within EN 50160’s 2 %', async () => {
    const { points } = (await quality(HANGZHOU)).data;
    const computed = unbalanceOf(points.Uab.value, points.Ubc.value, points.Uca.value);
    expect(Math.abs(points.Uunb.value - computed)).toBeLessThan(0.01);
    expect(points.Uunb.value).toBeGreaterThan(0);
    expect(points.Uunb.value).toBeLessThan(2);
    expect(points.PF.value).toBeGreaterThan(0.9);
    expect(points.PF.value).toBeLessThanOrEqual(1);
  });

  it('Jardelund’s grid connection resonates near the 13th: it stands out of its neighbours, unlike elsewhere', async () => {
    const at = (code: string, order: number) => (async () => (await quality(code)).data.spectra.voltage.phases.a[order - 2])();
    expect(await at(JARDELUND, 13)).toBeGreaterThan(2 * (await at(JARDELUND, 11)));
    expect(await at(SHENZHEN, 13)).toBeLessThan(await at(SHENZHEN, 11));
  });

  it('a voltage THD above 8 % raises a limit event through the alarm rules', async () => {
    const psId = ids[SHENZHEN]!;
    const analyser = devices(SHENZHEN).find((d) => d.equipType === 'PQ')!;
    const time = Date.now() + 1000;
    portal.app.telemetry.ingest.accept(
      [{ psId, equipType: 'PQ', collectId: analyser.collectId, pointCode: 'THDua', value: 9.2, time }],
      3000,
    );
    const { rows } = (await post('/event/list', { psId, beginTime: time - 1, pageSize: 50 })).body;
    expect(rows.find((e: any) => e.equipId === analyser.equipId && e.pointCode === 'THDua')).toMatchObject({
      action: 1,
      active: 1,
    });
  });

  it('the operator of the Europe group sees a German plant’s analyser and gets 404 for a Chinese one', async () => {
    expect((await quality(JARDELUND, operator)).code).toBe(200);
    for (const url of ['/monitor/powerQuality', '/monitor/powerQuality/curve']) {
      const refused = await post(url, { psId: ids[SHENZHEN] }, operator);
      expect([refused.status, refused.body.code], url).toEqual([404, 404]);
      // Naming another station's analyser by its id is no way round.
      const chinese = devices(SHENZHEN).find((d) => d.equipType === 'PQ')!;
      const crossed = await post(url, { psId: ids[JARDELUND], equipId: chinese.equipId }, operator);
      expect([crossed.status, crossed.body.code], url).toEqual([404, 404]);
    }
  });

  it('bad input is a 400 naming the field, never a 500; a device that is no analyser is a 404', async () => {
    const psId = ids[SHENZHEN]!;
    const bad: [string, object][] = [
      ['/monitor/powerQuality', {}],
      ['/monitor/powerQuality', { psId: 'eight' }],
      ['/monitor/powerQuality', { psId: -1 }],
      ['/monitor/powerQuality', { psId, equipId: 1.5 }],
      ['/monitor/powerQuality', { psId: [psId] }],
      ['/monitor/powerQuality/curve', { psId, date: '2026-13-45x' }],
      ['/monitor/powerQuality/curve', { psId, date: '2999-01-01' }],
      ['/monitor/powerQuality/curve', { psId: null }],
    ];
    for (const [url, payload] of bad) {
      const { status, body } = await post(url, payload);
      expect([status, body.code], `${url} ${JSON.stringify(payload)}`).toEqual([400, 400]);
    }
    const raw = await portal.call({
      method: 'POST',
      url: '/prod-api/monitor/powerQuality',
      payload: '{"psId": 8',
      headers: { 'content-type': 'application/json' },
      token: admin,
    });
    expect(raw.status).toBe(400);
    const meter = meterOf(SHENZHEN);
    const notAnalyser = await post('/monitor/powerQuality', { psId, equipId: meter.equipId });
    expect([notAnalyser.status, notAnalyser.body.code]).toEqual([404, 404]);
    expect((await post('/monitor/powerQuality', { psId: 2_000_000_000 })).status).toBe(404);
    expect((await portal.call({ method: 'POST', url: '/prod-api/monitor/powerQuality', payload: { psId } })).status).toBe(401);
  });

  it('the answers lose nothing in serialization (their response schemas list every property)', async () => {
    const psId = ids[HANGZHOU]!;
    const analyser = devices(HANGZHOU).find((d) => d.equipType === 'PQ')!;
    const answered = (await quality(HANGZHOU)).data;
    expect(answered).toEqual(JSON.parse(JSON.stringify(powerQualityAnswer(portal.app, analyser))));
    const curve = (await post('/monitor/powerQuality/curve', { psId })).body.data;
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const curves = await powerQualityCurves(portal.app, station, analyser, curve.date);
    expect(curve).toEqual({
      date: curve.date,
      dateList: curves.dateList,
      equipId: analyser.equipId,
      series: curves.series,
      slotQuality: curves.slotQuality,
    });
    expect(Object.keys(curve.series).sort()).toEqual(
      ['F', 'Iunb', 'P', 'PF', 'Q', 'THDia', 'THDib', 'THDic', 'THDua', 'THDub', 'THDuc', 'Ua', 'Ub', 'Uc', 'Uunb'].sort(),
    );
  });

  it('the station menu of a storage plant has the power-quality screen, a PV plant’s has not', async () => {
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.path, ...names(m.children ?? [])]);
    const menuOf = async (code: string, token = admin) =>
      names(
        (await portal.call({ method: 'GET', url: `/prod-api/reception/getRouters?menuFlag=1&psId=${ids[code]}`, token })).body
          .data,
      );
    expect(await menuOf(SHENZHEN)).toContain('/monitor/powerquality');
    expect(await menuOf(HANGZHOU)).toContain('/monitor/powerquality');
    expect(await menuOf(JARDELUND, operator)).toContain('/monitor/powerquality');
    expect(await menuOf(GOLMUD)).not.toContain('/monitor/powerquality');
    expect(await menuOf('CN-WP-006')).not.toContain('/monitor/powerquality');
    // The route exists for every user, so the screen opens from the station menu.
    const routes = names(
      (await portal.call({ method: 'GET', url: '/prod-api/reception/getRouters', token: operator })).body.data,
    );
    expect(routes).toContain('/monitor/powerquality');
  });
});
