import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, psIdsByCode, startPeer, startPortal, type Portal } from './harness';
import { toXlsx } from '../../server/entities/spreadsheet';

describe.each(backends)('plant parameters on %s', (backend) => {
  let portal: Portal;
  let gadmin: string;
  let golmud: number;
  let windFarm: number;

  beforeAll(async () => {
    portal = await startPortal(backend);
    gadmin = await portal.login('gadmin');
    const ids = await psIdsByCode(portal);
    golmud = ids['CN-PV-001']!;
    windFarm = ids['CN-WP-006']!;
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = gadmin) =>
    portal.call({ method, url: `/prod-api${url}`, payload, token, headers: { 'accept-language': 'en' } });
  const paramOf = async (code: string) =>
    (await call('GET', `/info/psParam/list?psId=${golmud}&paramCode=${code}`)).body.rows[0] as Record<string, unknown>;

  it('a branch count that is not a whole number from 1 to 64 is refused with a message naming it, and nothing changes', async () => {
    const stored = await paramOf('hlx_branch_num');
    for (const value of ['x', '-3', '2.5', '0', '65', '0x10', '1e1', '', ' ']) {
      const refused = await call('PUT', '/info/psParam', { ...stored, paramValue: value });
      expect(refused.status, value).toBe(400);
      if (value.trim())
        expect(refused.body).toMatchObject({ field: 'paramValue', msg: expect.stringContaining('hlx_branch_num') });
    }
    expect((await call('PUT', '/info/psParam', { ...stored, paramValue: 'x' })).body.msg).toBe(
      'Parameter hlx_branch_num must be a whole number from 1 to 64',
    );
    expect((await paramOf('hlx_branch_num')).paramValue).toBe(stored.paramValue);
    expect((await call('PUT', '/info/psParam', { ...stored, paramValue: '12' })).status).toBe(200);
    expect((await paramOf('hlx_branch_num')).paramValue).toBe('12');
    expect((await call('PUT', '/info/psParam', { ...stored, paramValue: stored.paramValue })).status).toBe(200);
  });

  it('a new parameter with a meaning is checked as well, and other codes stay free text', async () => {
    const base = { psId: golmud, paramName: 'Tilt', status: '0', sort: 0 };
    expect((await call('POST', '/info/psParam', { ...base, paramCode: 'co2_factor', paramValue: '-1' })).status).toBe(400);
    expect((await call('POST', '/info/psParam', { ...base, paramCode: 'site_note', paramValue: 'gravel road' })).status).toBe(
      200,
    );
  });

  it('the storage window needs its lowest state of charge below its highest', async () => {
    const rows = (await call('GET', `/info/psParam/list?paramCode=soc_min`)).body.rows as Record<string, unknown>[];
    const socMin = rows[0]!;
    const refused = await call('PUT', '/info/psParam', { ...socMin, paramValue: '97' });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('The lowest state of charge (97 %) must be below the highest (95 %)');
  });

  it('an import names every row whose parameter is out of range, and imports none', async () => {
    const file = await toXlsx(
      ['psId', 'paramName', 'paramCode', 'paramValue'],
      [
        [windFarm, 'Tilt', 'module_tilt', '120'],
        [windFarm, 'Fine', 'import_note', 'ok'],
        [windFarm, 'Azimuth', 'module_azimuth', 'south'],
      ],
    );
    const refused = await portal.call({
      method: 'POST',
      url: '/prod-api/info/psParam/import',
      token: gadmin,
      headers: { 'accept-language': 'en', ...multipart('params.xlsx', file).headers },
      payload: multipart('params.xlsx', file).payload,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { row: 2, field: 'paramValue', msg: 'Parameter module_tilt must be a number from 0 to 90' },
      { row: 4, field: 'paramValue', msg: 'Parameter module_azimuth must be a number from 0 to 360' },
    ]);
    expect((await call('GET', `/info/psParam/list?paramCode=import_note`)).body.total).toBe(0);
  });

  it("bad values stored behind the portal's back: it starts, runs its fleet and serves, and raises an alarm for each", async () => {
    const db = portal.app.db;
    const set = (code: string, value: string) =>
      db.updateTable('ps_param').set({ param_value: value }).where('ps_id', '=', golmud).where('param_code', '=', code).execute();
    await set('hlx_branch_num', 'x');
    await set('module_tilt', '1e400');
    await db
      .updateTable('ps_param')
      .set({ param_value: '-3' })
      .where('param_code', '=', 'hlx_branch_num')
      .where('ps_id', '!=', golmud)
      .execute();
    await db.updateTable('power_station').set({ time_zone: 'Mars/Olympus' }).where('ps_id', '=', golmud).execute();
    await portal.app.close();

    // The live loop, the history catch-up and the state monitor run as in production.
    const again = await startPeer(portal, { telemetryAutoRun: true, backfillDays: 0.1 });
    try {
      await again.app.telemetry.whenLive;
      const token = await again.login('gadmin');
      const post = async (url: string, payload: object) =>
        (await again.call({ method: 'POST', url: `/prod-api${url}`, payload, token, headers: { 'accept-language': 'en' } })).body;
      const boxes = await post('/monitor/hlxRealData/list', { psId: golmud });
      expect(boxes.code).toBe(200);
      expect(boxes.data.branchNum).toBe(8);
      expect(boxes.data.hlxDcis.length).toBeGreaterThan(0);
      expect(Object.keys(boxes.data.hlxDcis[0].dciMap)).toHaveLength(8);
      // The fleet runs on: another station's live power flows.
      const meuro = (await psIdsByCode(again))['DE-PV-011']!;
      expect(again.app.telemetry.live.get(`${meuro}_PS_0_pstate`)).toBeDefined();
      expect((await again.call({ method: 'GET', url: `/prod-api/info/powerStation/${golmud}`, token })).status).toBe(200);

      await again.app.telemetry.flush();
      const alarms = await post('/event/list', { psId: golmud, pageSize: 100 });
      const texts = (alarms.rows as { content: string; active: number }[]).filter((r) => r.content.startsWith('Plant parameter'));
      expect(texts.map((r) => r.content).sort()).toEqual([
        'Plant parameter hlx_branch_num holds "x", which cannot be used: 8 is used instead',
        'Plant parameter module_tilt holds "1e400", which cannot be used: 25 is used instead',
        'Plant parameter time_zone holds "Mars/Olympus", which cannot be used: UTC is used instead',
      ]);
      expect(texts.every((r) => r.active === 1)).toBe(true);

      // Fixed through the form, the alarm clears.
      const stored = (
        await again.call({ method: 'GET', url: `/prod-api/info/psParam/list?psId=${golmud}&paramCode=hlx_branch_num`, token })
      ).body.rows[0];
      expect(
        (await again.call({ method: 'PUT', url: '/prod-api/info/psParam', token, payload: { ...stored, paramValue: '16' } }))
          .status,
      ).toBe(200);
      await again.app.telemetry.flush();
      const after = (await post('/event/list', { psId: golmud, pageSize: 100 })).rows as { content: string; active: number }[];
      expect(after.find((r) => r.content.includes('hlx_branch_num holds'))?.active).toBe(0);
      expect(after.filter((r) => r.content.startsWith('Plant parameter') && r.active === 1)).toHaveLength(2);
    } finally {
      await again.app.close();
    }
  }, 180_000);
});
