import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, type Portal } from './harness';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { stationKey } from '../../server/telemetry/stationLive';

describe.each(backends)('stations on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let operator: string;
  let partner: string;
  beforeAll(async () => {
    portal = await startPortal(backend);
    [admin, operator, partner] = await Promise.all([portal.login('admin'), portal.login('operator'), portal.login('partner')]);
  });
  afterAll(() => portal.close());

  const get = (url: string, token: string, language = 'en-US') =>
    portal.call({ method: 'GET', url: `/prod-api${url}`, token, headers: { 'content-language': language } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload });
  const search = async (query: string, token = admin) => (await get(`/info/powerStation/psAdvanceSearch?${query}`, token)).body;

  it('the demo fleet has every station type in five countries', async () => {
    const body = await search('pageSize=100');
    expect(body.total).toBe(DEMO_STATIONS.length);
    expect(body.total).toBeGreaterThanOrEqual(24);
    expect(new Set(body.rows.map((s: any) => s.psType))).toEqual(new Set(['PV', 'WP', 'ES', 'PVES']));
    expect(new Set(body.rows.map((s: any) => s.country))).toEqual(new Set(['CN', 'DE', 'DK', 'ES', 'PL']));
  });

  it('a user sees only the stations of their group', async () => {
    const europe = await search('pageSize=100', operator);
    expect(europe.rows.every((s: any) => s.country !== 'CN')).toBe(true);
    expect(europe.total).toBe(DEMO_STATIONS.filter((s) => s.country !== 'CN').length);
    const nordic = await search('pageSize=100', partner);
    expect(nordic.rows.map((s: any) => s.country)).toEqual(['DK', 'DK', 'DK', 'DK']);
    const chinese = europe.total ? (await search('psName=Golmud')).rows[0].psId : 0;
    expect((await get(`/info/powerStation/${chinese}`, operator)).status).toBe(404);
  });

  it('pages carry rows, total and pages', async () => {
    const body = await search('pageNum=2&pageSize=10');
    expect(body.rows).toHaveLength(10);
    expect(body.pages).toBe(Math.ceil(DEMO_STATIONS.length / 10));
    const last = await search(`pageNum=${body.pages}&pageSize=10`);
    expect(last.rows).toHaveLength(DEMO_STATIONS.length - (body.pages - 1) * 10);
  });

  it('a name search ignores case and finds parts of names', async () => {
    const body = await search('psName=SOLARPARK');
    expect(body.rows.map((s: any) => s.psName).sort()).toEqual(['Solarpark Meuro', 'Solarpark Neuhardenberg']);
  });

  it('a quote or SQL fragment in psName finds nothing and breaks nothing', async () => {
    for (const text of ["' OR 1=1 --", '%', '_', '"; drop table power_station; --', '\\']) {
      const body = await search(`psName=${encodeURIComponent(text)}`);
      expect(body.code).toBe(200);
      expect(body.total).toBe(0);
    }
    expect((await search('pageSize=100')).total).toBe(DEMO_STATIONS.length);
  });

  it('nonsense paging is refused with the field named', async () => {
    for (const [query, field] of [
      ['pageNum=0', 'pageNum'],
      ['pageNum=abc', 'pageNum'],
      ['pageSize=-5', 'pageSize'],
      ['pageSize=100000', 'pageSize'],
      ['state=7', 'state'],
      ['capacityMin=lots', 'capacityMin'],
    ]) {
      const { status, body } = await get(`/info/powerStation/psAdvanceSearch?${query}`, admin);
      expect(status, query).toBe(400);
      expect(body.field).toBe(field);
    }
    const list = await get('/info/powerStation/list?pageNum=-1', admin);
    expect(list.status).toBe(400);
  });

  it('the advanced filters combine: type, PV type, capacity, label, state', async () => {
    const pv = await search('psType=PV&pageSize=100');
    expect(pv.total).toBe(DEMO_STATIONS.filter((s) => s.type === 'PV').length);
    const floating = await search('pvType=3');
    expect(floating.rows.map((s: any) => s.psName)).toEqual(['Huainan Floating Solar']);
    const mid = await search('capacityMin=300&capacityMax=2000&pageSize=100');
    expect(mid.rows.map((s: any) => s.capacity).every((c: number) => c >= 300 && c <= 2000)).toBe(true);
    expect(mid.total).toBe(DEMO_STATIONS.filter((s) => s.capacity >= 300 && s.capacity <= 2000).length);
    const labels = (await get('/user/labeling/list?pageSize=50', admin)).body.rows;
    const floatingLabel = labels.find((l: any) => l.tagName === '水面漂浮');
    expect((await search(`tagIds=${floatingLabel.tagId}`)).total).toBe(1);
    expect((await search('state=0')).total).toBe(0);
    expect((await get('/info/powerStation/psAdvanceSearch?capacityMin=5&capacityMax=1', admin)).body.msg).toBe(
      'The minimum capacity cannot exceed the maximum',
    );
  });

  it('follow lists the caller’s favourites only', async () => {
    const meuro = (await search('psName=Meuro', operator)).rows[0];
    expect((await send('POST', '/user/collection', operator, { psId: meuro.psId })).body.code).toBe(200);
    expect((await search('follow=1', operator)).rows.map((s: any) => s.psName)).toEqual(['Solarpark Meuro']);
    expect((await search('follow=1', admin)).total).toBe(0);
    const favourites = (await get('/user/collection/list', operator)).body;
    expect(favourites.rows[0]).toMatchObject({ psId: meuro.psId, psName: 'Solarpark Meuro' });
    expect((await get(`/user/collection/${favourites.rows[0].collectionId}`, admin)).status).toBe(404);
    await send('DELETE', '/user/collection/remove', operator, { ids: [favourites.rows[0].collectionId] });
    expect((await search('follow=1', operator)).total).toBe(0);
    const golmud = (await search('psName=Golmud')).rows[0];
    expect((await send('POST', '/user/collection', operator, { psId: golmud.psId })).status).toBe(404);
  });

  it('every role follows the stations it sees; one outside its scope is refused in the caller’s language', async () => {
    const sendIn = (token: string, psId: number, language: string) =>
      portal.call({
        method: 'POST',
        url: '/prod-api/user/collection',
        token,
        payload: { psId },
        headers: { 'content-language': language },
      });
    const gadmin = await portal.login('gadmin');
    const meuro = (await search('psName=Meuro')).rows[0].psId;
    const golmud = (await search('psName=Golmud')).rows[0].psId;
    const kasso = (await search('psName=Kass')).rows[0].psId;
    for (const [token, seen, unseen] of [
      [partner, kasso, meuro],
      [operator, meuro, golmud],
      [gadmin, golmud, meuro],
    ] as const) {
      expect((await sendIn(token, seen, 'en-US')).body.code).toBe(200);
      expect((await search('follow=1', token)).rows.map((s: any) => s.psId)).toEqual([seen]);
      const refused = await sendIn(token, unseen, 'zh-CN');
      expect(refused.status).toBe(404);
      expect(refused.body.msg).toMatch(/[\u4e00-\u9fff]/);
      await send('DELETE', '/user/collection/remove', token, { psIds: [seen] });
      expect((await search('follow=1', token)).total).toBe(0);
    }
  });

  it('one station comes with its parameters, photo and capacity unit', async () => {
    const kasso = (await search('psName=Kass')).rows[0];
    const { body } = await get(`/info/powerStation/${kasso.psId}`, admin);
    expect(body.data).toMatchObject({ psName: 'Kassø Solar Park', capUnit: 'kWp', timeZone: 'Europe/Copenhagen' });
    expect(body.data.params.hlx_branch_num).toBe('16');
    const cached = await get(`/info/powerStation/cache/${kasso.psId}`, admin);
    expect(cached.body.data.params.hlx_branch_num).toBe('16');
    // Photos are served to signed-in callers who see the plant only (tests/api/files.test.ts).
    const photo = await portal.call({ method: 'GET', url: `/prod-api${body.data.photo}`, token: admin });
    expect(photo.status).toBe(200);
    expect(String(photo.body)).toContain('<svg');
    const storage = (await search('psType=ES')).rows[0];
    expect(storage.capUnit).toBe('kW');
    expect(storage.batteryCapacity).toBeGreaterThan(0);
  });

  it('most stations have 8 branches per box, some 12 or 16', async () => {
    const all = (await search('pageSize=100')).rows;
    const counts = await Promise.all(
      all.map(async (s: any) => (await get(`/info/powerStation/cache/${s.psId}`, admin)).body.data.params.hlx_branch_num),
    );
    expect(counts.filter((c) => c === '8').length).toBeGreaterThan(all.length / 2);
    expect(counts).toContain('12');
    expect(counts).toContain('16');
  });

  it('station lists by user filter by type and key by id', async () => {
    const list = (await send('POST', '/info/powerStation/psListByUser?psTypes=ES,PVES', operator)).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s: any) => ['ES', 'PVES'].includes(s.psType) && s.country !== 'CN')).toBe(true);
    const map = (await send('POST', '/info/powerStation/psMapByUser?psTypes=WP', admin)).body.data;
    expect(Object.values(map).every((s: any) => s.psType === 'WP' && map[s.psId] === s)).toBe(true);
    const ids = (await send('POST', '/info/powerStation/psIdListByUser', partner)).body.data;
    expect(ids).toHaveLength(4);
  });

  it('equipment flags and diagram presence shape the station menu', async () => {
    const golmud = (await search('psName=Golmud')).rows[0];
    const rooftop = (await search('psName=Regensburg')).rows[0];
    expect((await get(`/info/equipment/psEqType/${golmud.psId}`, admin)).body.data).toEqual({
      XB: true,
      ZCNBQ: true,
      HLX: true,
      TV: true,
    });
    expect((await get(`/info/equipment/psEqType/${rooftop.psId}`, admin)).body.data).toEqual({
      XB: false,
      ZCNBQ: false,
      HLX: false,
      TV: false,
    });
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.name, ...names(m.children ?? [])]);
    const golmudMenu = names((await get(`/reception/getRouters?menuFlag=1&psId=${golmud.psId}`, admin)).body.data);
    expect(golmudMenu).toEqual(
      expect.arrayContaining(['PvHome', 'Xbmonitor', 'Nbqmonitor', 'Hlxmonitor', 'Video', 'Irvideo', 'Info']),
    );
    expect(golmudMenu).not.toContain('Pssvg');
    const rooftopMenu = names((await get(`/reception/getRouters?menuFlag=1&psId=${rooftop.psId}`, admin)).body.data);
    expect(rooftopMenu).toContain('PvesHome');
    // Its grid-tied inverters (GCNBQ) have an inverter page like a central inverter's.
    expect(rooftopMenu).toContain('Nbqmonitor');
    expect(rooftopMenu.filter((n) => ['Xbmonitor', 'Hlxmonitor', 'Video', 'Irvideo'].includes(n))).toEqual([]);

    expect((await get(`/info/svgConfig/getIsSvg?psId=${golmud.psId}`, admin)).body.data).toBe(false);
    await portal.app.db
      .insertInto('svg_config')
      .values({ ps_id: golmud.psId, svg_name: 'main.svg', svg_path: '/svg/main.svg', is_master: 1, uploaded_at: Date.now() })
      .execute();
    expect((await get(`/info/svgConfig/getIsSvg?psId=${golmud.psId}`, admin)).body.data).toBe(true);
    expect(names((await get(`/reception/getRouters?menuFlag=1&psId=${golmud.psId}`, admin)).body.data)).toContain('Pssvg');
  });

  it('every plant with inverters of any type has the inverter entry in its menu, and no other plant has it', async () => {
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.name, ...names(m.children ?? [])]);
    const plants = (await search('pageSize=100')).rows;
    const inverterTypes = new Set(['JZNBQ', 'ZCNBQ', 'GCNBQ']);
    const seen = new Set<string>();
    for (const plant of plants) {
      const types = (await get(`/info/equipment/equipByPsId/${plant.psId}`, admin)).body.data.map((e: any) => e.equipType);
      const inverters = types.filter((t: string) => inverterTypes.has(t));
      inverters.forEach((t: string) => seen.add(t));
      const menu = names((await get(`/reception/getRouters?menuFlag=1&psId=${plant.psId}`, admin)).body.data);
      expect({ plant: plant.psName, entry: menu.includes('Nbqmonitor') }).toEqual({
        plant: plant.psName,
        entry: inverters.length > 0,
      });
    }
    // The demo fleet has plants of each inverter type, so each is covered above.
    expect(seen).toEqual(inverterTypes);
  });

  it('the operator’s routes and station menu leave out administration', async () => {
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.name, ...names(m.children ?? [])]);
    const adminRoutes = names((await get('/reception/getRouters', admin)).body.data);
    const operatorRoutes = names((await get('/reception/getRouters', operator)).body.data);
    expect(adminRoutes).toEqual(expect.arrayContaining(['UserManager', 'Info', 'PowerStation']));
    expect(operatorRoutes).toEqual(expect.arrayContaining(['Home', 'Monitors', 'Profile']));
    expect(operatorRoutes).not.toContain('UserManager');
    // Information management is readable by operators; the server refuses their writes.
    expect(operatorRoutes).toContain('Channel');
    const meuro = (await search('psName=Meuro', operator)).rows[0];
    expect(names((await get(`/reception/getRouters?menuFlag=1&psId=${meuro.psId}`, operator)).body.data)).not.toContain('Info');
    const golmud = (await search('psName=Golmud')).rows[0];
    expect((await get(`/reception/getRouters?menuFlag=1&psId=${golmud.psId}`, operator)).status).toBe(404);
  });

  it('dictionaries answer in the caller’s language', async () => {
    const en = (await get('/system/dict/data/type/ps_state', operator)).body.data;
    expect(en.map((d: any) => [d.dictValue, d.dictLabel])).toEqual([
      ['1', 'Normal'],
      ['0', 'Abnormal'],
      ['5', 'Interrupt'],
    ]);
    const zh = (await get('/system/dict/data/type/ps_type', operator, 'zh-CN')).body.data;
    expect(zh.find((d: any) => d.dictValue === 'PV').dictLabel).toBe('光伏');
  });

  it('an operator may read but not create, edit or delete stations or labels', async () => {
    const meuro = (await search('psName=Meuro', operator)).rows[0];
    const station = { ...meuro, psName: 'Renamed' };
    const writes = [
      send('POST', '/info/powerStation', operator, {
        psName: 'X',
        psType: 'PV',
        deptId: 4,
        country: 'DE',
        longitude: 1,
        latitude: 1,
        timeZone: 'UTC',
        capacity: 1,
      }),
      send('PUT', '/info/powerStation', operator, station),
      send('DELETE', '/info/powerStation/remove', operator, { ids: [meuro.psId] }),
      send('POST', '/user/labeling', operator, { tagName: 'Mine' }),
      send('PUT', '/user/labeling', operator, { tagId: 1, tagName: 'Mine' }),
      send('DELETE', '/user/labeling/remove', operator, { ids: [1] }),
      send('POST', '/info/powerStation/refreshCache', operator),
    ];
    for (const r of await Promise.all(writes)) {
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('You have no permission for this operation');
    }
    expect((await get(`/info/powerStation/${meuro.psId}`, operator)).body.data.psName).toBe('Solarpark Meuro');
  });

  it('an administrator creates, edits and removes a station; bad input names the field', async () => {
    const created = await send('POST', '/info/powerStation', admin, {
      psName: 'Test Solar',
      psType: 'PV',
      pvType: '2',
      deptId: 4,
      country: 'de',
      longitude: 10.5,
      latitude: 51.2,
      timeZone: 'Europe/Berlin',
      capacity: 750,
    });
    expect(created.body.code).toBe(200);
    const psId = created.body.data.psId;
    const bad = await send('PUT', '/info/powerStation', admin, {
      psId,
      psName: 'Test Solar',
      psType: 'PV',
      deptId: 4,
      country: 'DE',
      longitude: 200,
      latitude: 51.2,
      timeZone: 'Europe/Berlin',
      capacity: 750,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('longitude');
    const zone = await send('PUT', '/info/powerStation', admin, {
      psId,
      psName: 'Test Solar',
      psType: 'PV',
      deptId: 4,
      country: 'DE',
      longitude: 10,
      latitude: 51.2,
      timeZone: 'Mars/Olympus',
      capacity: 750,
    });
    expect(zone.body).toMatchObject({ code: 400, field: 'timeZone' });
    expect((await get(`/info/powerStation/${psId}`, admin)).body.data.longitude).toBe(10.5);
    expect((await send('DELETE', '/info/powerStation/remove', admin, { ids: [psId] })).body).toMatchObject({ code: 200 });
    expect((await get(`/info/powerStation/${psId}`, admin)).status).toBe(404);
  });

  it('labels: administrators keep them, bad names are refused', async () => {
    const meuro = (await search('psName=Meuro')).rows[0];
    const created = await send('POST', '/user/labeling', admin, { tagName: 'Repowering 2027', psIds: [meuro.psId], shared: 1 });
    const tagId = created.body.data.tagId;
    expect((await get(`/user/labeling/${tagId}`, operator)).body.data).toMatchObject({
      tagName: 'Repowering 2027',
      psIds: [meuro.psId],
    });
    await send('PUT', '/user/labeling', admin, { tagId, tagName: 'Repowering 2028', psIds: [], isEffective: 0 });
    expect((await get(`/user/labeling/${tagId}`, admin)).body.data).toMatchObject({
      tagName: 'Repowering 2028',
      psIds: [],
      isEffective: 0,
    });
    expect((await send('POST', '/user/labeling', admin, { tagName: '   ' })).body.field).toBe('tagName');
    await send('DELETE', '/user/labeling/remove', admin, { ids: [tagId] });
    expect((await get(`/user/labeling/${tagId}`, admin)).status).toBe(404);
  });

  it('psLiveData reads the live store and never invents a value', async () => {
    const [a, b] = (await search('psType=ES&pageSize=2', operator)).rows;
    const golmud = (await search('psName=Golmud')).rows[0];
    const now = Date.now();
    portal.app.liveStore.put(stationKey(a.psId, 'acPower'), { value: 12345.6, time: now, periodMs: 3000 });
    portal.app.liveStore.put(stationKey(a.psId, 'dayCap'), { value: 850, time: now, periodMs: 3000 });
    portal.app.liveStore.put(stationKey(a.psId, 'runMode'), { value: 2, time: now, periodMs: 3000 });
    const { body } = await send('POST', '/monitor/psLiveData', operator, { psIds: [a.psId, b.psId, golmud.psId] });
    expect(body.data[a.psId]).toMatchObject({
      acPower: 12.346,
      powerUnit: 'MW',
      dayCap: 850,
      capUnit: 'kWh',
      runMode: 'discharge',
      quality: 'good',
    });
    expect(body.data[b.psId]).toMatchObject({ acPower: null, dayCap: null, pstate: null, quality: null });
    expect(body.data[golmud.psId]).toBeUndefined();
    expect((await send('POST', '/monitor/psLiveData', operator, { psIds: ['x'] })).status).toBe(400);
  });

  it('the to-do count, server time and unknown paths', async () => {
    expect((await send('POST', '/todoitem/count?isHandle=0', operator)).body.data).toBe(3);
    expect((await send('POST', '/todoitem/count?isHandle=0', partner)).body.data).toBe(0);
    const time = (await get('/common/systemTime', operator)).body.data.timestamp;
    expect(Math.abs(time - Date.now())).toBeLessThan(5000);
    const missing = await get('/no/such/thing', operator);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'The resource does not exist' });
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const r = await portal.call({
      method: 'POST',
      url: '/prod-api/user/collection',
      token: operator,
      headers: { 'content-type': 'application/json' },
      payload: '{"psId": ',
    });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
  });
});
