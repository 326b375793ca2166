import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, startPortal, type Portal } from './harness';

describe.each(backends)('the shipped entity families on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let meuro: number;
  let golmud: number;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    [admin, gadmin] = await Promise.all([portal.login('admin'), portal.login('gadmin')]);
    const ids = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    meuro = ids.find((r) => r.ps_code === 'DE-PV-011')!.ps_id;
    golmud = ids.find((r) => r.ps_code === 'CN-PV-001')!.ps_id;
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': 'en-US' } });
  const upload = (url: string, token: string, fileName: string, content: string) =>
    portal.call({ method: 'POST', url: `/prod-api${url}`, token, ...multipart(fileName, Buffer.from(content)) });

  it('a group name with a space is refused; a group cannot move under its own subgroup; a used group stays', async () => {
    const spaced = await call('POST', '/system/dept', admin, { parentId: 1, deptName: 'North Sea' });
    expect(spaced.body).toMatchObject({
      code: 400,
      field: 'deptName',
      msg: 'The group name has 1 to 20 characters and no spaces',
    });
    const north = (await call('POST', '/system/dept', admin, { parentId: 4, deptName: 'NorthSea' })).body.data.deptId;
    const below = (await call('POST', '/system/dept', admin, { parentId: north, deptName: 'Offshore' })).body.data.deptId;
    expect((await call('GET', `/system/dept/${below}`, admin)).body.data).toMatchObject({
      parentId: north,
      deptName: 'Offshore',
    });
    const cycle = await call('PUT', '/system/dept', admin, { deptId: north, parentId: below, deptName: 'NorthSea' });
    expect(cycle.body).toMatchObject({ code: 400, field: 'parentId' });
    expect((await call('DELETE', '/system/dept/remove', admin, { ids: [north] })).body.code).toBe(409);
    expect((await call('DELETE', '/system/dept/remove', admin, { ids: [below, north] })).body.code).toBe(409);
    expect((await call('DELETE', '/system/dept/remove', admin, { ids: [below] })).body.code).toBe(200);
    expect((await call('GET', '/ui/options/group', admin)).body.data).toContainEqual({
      value: north,
      label: 'NorthSea',
      parent: 4,
    });
  });

  it('a user needs a valid password, phone and e-mail; the password is never answered and signs the user in', async () => {
    const user = { userName: 'kasso.ops', nickName: 'Mette', deptId: 4, roleKey: 'operator', password: 'abc-123' };
    expect((await call('POST', '/system/user', admin, user)).body).toMatchObject({
      field: 'password',
      msg: 'The password has 6 to 18 letters, digits or underscores',
    });
    expect((await call('POST', '/system/user', admin, { ...user, password: 'ab_12' })).body.field).toBe('password');
    expect((await call('POST', '/system/user', admin, { ...user, password: 'Kasso_2026', phone: 'call me' })).body.msg).toBe(
      'The phone number is not valid',
    );
    expect((await call('POST', '/system/user', admin, { ...user, password: 'Kasso_2026', email: 'mette@' })).body.field).toBe(
      'email',
    );
    const created = await call('POST', '/system/user', admin, { ...user, password: 'Kasso_2026', email: 'mette@example.dk' });
    expect(created.body.code).toBe(200);
    const userId = created.body.data.userId;
    const shown = (await call('GET', `/system/user/${userId}`, admin)).body.data;
    expect(shown).toMatchObject({ userName: 'kasso.ops', roleKey: 'operator', deptId: 4 });
    expect(JSON.stringify(shown)).not.toMatch(/password|scrypt/);
    expect(await portal.login('kasso.ops', 'Kasso_2026')).toBeTruthy();
    // An edit without a password keeps it.
    await call('PUT', '/system/user', admin, { ...shown, nickName: 'Mette H.', createdAt: undefined });
    expect(await portal.login('kasso.ops', 'Kasso_2026')).toBeTruthy();
    expect((await call('POST', '/system/user', admin, { ...user, password: 'Kasso_2026' })).body).toMatchObject({
      field: 'userName',
      msg: 'Login name kasso.ops already exists',
    });
  });

  it('a group administrator manages staff of its own groups only and cannot grant the administrator role', async () => {
    const china = { userName: 'golmud.ops', nickName: 'Li', deptId: 3, roleKey: 'operator', password: 'Golmud_2026' };
    expect((await call('POST', '/system/user', gadmin, china)).body.code).toBe(200);
    expect((await call('POST', '/system/user', gadmin, { ...china, userName: 'x.admin', roleKey: 'admin' })).body.code).toBe(403);
    expect((await call('POST', '/system/user', gadmin, { ...china, userName: 'eu.ops', deptId: 4 })).body).toMatchObject({
      code: 400,
      field: 'deptId',
    });
    const listed = (await call('GET', '/system/user/list?pageSize=100', gadmin)).body.rows.map(
      (r: { userName: string }) => r.userName,
    );
    expect(listed).toContain('golmud.ops');
    expect(listed).not.toContain('operator');
  });

  it('a tariff period has one to five time ranges that do not overlap, and its prices cannot be empty', async () => {
    const tariff = {
      psId: meuro,
      periodName: 'Peak',
      tradePrice: 0.21,
      transmissionPrice: 0.05,
      fee: 0.01,
      purchasePrice: 0.3,
      settlementPrice: 0.27,
      timeRanges: [
        { start: '08:00', end: '11:00' },
        { start: '17:00', end: '21:00' },
      ],
      months: [6, 7, 8],
    };
    const six = Array.from({ length: 6 }, (_, i) => ({ start: `0${i}:00`, end: `0${i}:30` }));
    expect((await call('POST', '/info/tariff', admin, { ...tariff, timeRanges: six })).body).toMatchObject({
      code: 400,
      field: 'timeRanges',
    });
    expect((await call('POST', '/info/tariff', admin, { ...tariff, timeRanges: [] })).body.field).toBe('timeRanges');
    expect((await call('POST', '/info/tariff', admin, { ...tariff, settlementPrice: undefined })).body).toMatchObject({
      field: 'settlementPrice',
      msg: 'Settlement price cannot be empty',
    });
    const overlap = [
      { start: '08:00', end: '12:00' },
      { start: '11:00', end: '13:00' },
    ];
    expect((await call('POST', '/info/tariff', admin, { ...tariff, timeRanges: overlap })).body.msg).toBe(
      'Time ranges must not overlap',
    );
    expect(
      (await call('POST', '/info/tariff', admin, { ...tariff, timeRanges: [{ start: '22:00', end: '25:00' }] })).body.field,
    ).toBe('timeRanges');
    const id = (
      await call('POST', '/info/tariff', admin, {
        ...tariff,
        timeRanges: [...tariff.timeRanges, { start: '22:00', end: '24:00' }],
      })
    ).body.data.tariffId;
    expect((await call('GET', `/info/tariff/${id}`, admin)).body.data.timeRanges).toHaveLength(3);
    expect((await call('GET', `/info/tariff/list?psId=${meuro}`, admin)).body.rows[0]).toMatchObject({
      periodName: 'Peak',
      months: [6, 7, 8],
    });
  });

  it('a point formula is checked: a wrong one is a formula error, and a point code is unique in its table', async () => {
    const config = (
      await call('POST', '/info/pointConfig', admin, { equipType: 'ZCNBQ', modelName: 'Test 100K', historyMinutes: 5 })
    ).body.data.pointConfigId;
    const point = { pointConfigId: config, pointCode: 'P_AC', dbCode: 'p_ac', description: 'AC power', pointType: 'JL' };
    const wrong = await call('POST', '/info/pointDef', admin, { ...point, formula: 'P1 + * 2' });
    expect(wrong.body).toMatchObject({ code: 400, field: 'formula' });
    expect(wrong.body.msg).toMatch(/^Formula error/);
    expect((await call('POST', '/info/pointDef', admin, { ...point, formula: 'unknownFn(P1)' })).body.field).toBe('formula');
    expect((await call('POST', '/info/pointDef', admin, { ...point, formula: 'abs(P1) * 0.5 + (P2 - P3) / 2' })).body.code).toBe(
      200,
    );
    expect((await call('POST', '/info/pointDef', admin, { ...point, formula: 'P1' })).body.field).toBe('pointCode');
    expect((await call('GET', `/info/pointDef/list?pointConfigId=${config}`, admin)).body.total).toBe(1);
    expect((await call('POST', '/info/pointDef', admin, { ...point, pointCode: 'P_DC', historyMinutes: 7 })).body.field).toBe(
      'historyMinutes',
    );
  });

  it('an uploaded diagram is stored without scripts, event handlers or external references; one main diagram per plant', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40"><script>alert(1)</script>
      <rect id="cb1" data-point="YX:PCS:1:BRK" onclick="steal()" width="20" height="10"/>
      <image href="https://tracker.example/pixel.png"/><text data-point="YC:PCS:1:P">0</text></svg>`;
    const bad = await upload('/info/svgConfig/upload?field=svgPath', admin, 'line.png', 'not svg');
    expect(bad.body).toMatchObject({ code: 400, msg: 'Only these file types are accepted: .svg' });
    const stored = await upload('/info/svgConfig/upload?field=svgPath', admin, 'line.svg', svg);
    const url = stored.body.data.url as string;
    const file = await portal.call({ method: 'GET', url: `/prod-api${url}`, token: admin });
    expect(file.body).toBeTypeOf('string');
    expect(file.body).not.toMatch(/script|onclick|tracker\.example/);
    expect(file.body).toContain('data-point="YX:PCS:1:BRK"');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    const first = (
      await call('POST', '/info/svgConfig', admin, { psId: meuro, svgName: 'Single line', svgPath: url, isMaster: 1 })
    ).body.data.svgId;
    const second = (await call('POST', '/info/svgConfig', admin, { psId: meuro, svgName: 'Feeder 2', svgPath: url, isMaster: 1 }))
      .body.data.svgId;
    expect((await call('GET', `/info/svgConfig/${first}`, admin)).body.data.isMaster).toBe(0);
    expect((await call('GET', `/info/svgConfig/${second}`, admin)).body.data.isMaster).toBe(1);
    expect(
      (await call('POST', '/info/svgConfig', admin, { psId: meuro, svgName: 'x', svgPath: 'https://evil.example/a.svg' })).body
        .field,
    ).toBe('svgPath');
  });

  it('channel points import from .csv and .mod, all rows or none, and are seen only through their channel’s plant', async () => {
    const channelId = (
      await call('POST', '/info/channel', admin, { psId: meuro, channelName: 'Logger', param: '127.0.0.1:1502', address: 1 })
    ).body.data.channelId;
    const csv = `channelId,pointType,equipType,collectId,pointCode,register,functionCode\n${channelId},YC,ZCNBQ,1,P,30775,4\n${channelId},YX,ZCNBQ,1,RUN,30201,4\n`;
    const ok = await upload('/info/channelPoint/import', admin, 'points.csv', csv);
    expect(ok.body).toMatchObject({ code: 200, data: { inserted: 2 } });
    const mod = `channelId;pointType;equipType;collectId;pointCode;register;functionCode\n${channelId};YC;ZCNBQ;2;P;30775;4\n${channelId};YC;ZCNBQ;2;Q;70000;4\n`;
    const rejected = await upload('/info/channelPoint/import', admin, 'points.mod', mod);
    expect(rejected.status).toBe(400);
    expect(rejected.body.code).toBe(400);
    expect(rejected.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'register' })]);
    expect((await call('GET', `/info/channelPoint/list?channelId=${channelId}`, admin)).body.total).toBe(2);
    expect((await upload('/info/channelPoint/import', admin, 'points.xls', 'x')).body.msg).toBe(
      'Only these files can be imported: .xlsx, .csv, .mod',
    );
    expect((await call('GET', `/info/channelPoint/list?channelId=${channelId}`, gadmin)).body.total).toBe(0);
    const [point] = (await call('GET', `/info/channelPoint/list?channelId=${channelId}`, admin)).body.rows;
    expect((await call('GET', `/info/channelPoint/${point.cpId}`, gadmin)).status).toBe(404);
  });

  it('the equipment family: one communication number per plant and type, the device tree and the look-ups', async () => {
    const inverter = { psId: golmud, equipName: 'Test inverter', equipType: 'JZNBQ', collectId: 901, place: 'Block T' };
    const inverterId = (await call('POST', '/info/equipment', admin, inverter)).body.data.equipId;
    expect((await call('POST', '/info/equipment', admin, inverter)).body).toMatchObject({ code: 400, field: 'collectId' });
    expect((await call('POST', '/info/equipment', admin, { ...inverter, equipType: 'NOPE' })).body.field).toBe('equipType');
    const box = (
      await call('POST', '/info/equipment', admin, { ...inverter, equipName: 'Test box', equipType: 'HLX', parentId: inverterId })
    ).body.data.equipId;
    const tree = (await call('GET', `/info/equipment/equipTreeByTypes?psId=${golmud}&types=JZNBQ,HLX`, admin)).body.data;
    const node = tree.find((n: { equipId: number }) => n.equipId === inverterId);
    expect(node.children.map((c: { equipId: number }) => c.equipId)).toEqual([box]);
    expect((await call('GET', `/info/equipment/children?psId=${golmud}&parentId=${inverterId}`, admin)).body.data).toHaveLength(
      1,
    );
    expect((await call('GET', `/info/equipment/psEquipPlace?psId=${golmud}&equipType=HLX`, admin)).body.data).toContain(
      'Block T',
    );
    expect(
      (await call('GET', `/info/equipment/selectParentEquipList?psId=${golmud}&equipType=HLX`, admin)).body.data,
    ).toContainEqual(expect.objectContaining({ equipId: inverterId }));
    const taken = (await call('GET', `/info/equipment/equipByPsId/${golmud}`, admin)).body.data.find(
      (d: { equipType: string; equipId: number }) => d.equipType === 'JZNBQ' && d.equipId !== inverterId,
    );
    expect(
      (await call('POST', '/info/equipment/bindCollectId', admin, { equipId: inverterId, collectId: taken.collectId })).body.code,
    ).toBe(409);
    expect((await call('POST', '/info/equipment/bindCollectId', admin, { equipId: inverterId, collectId: 902 })).body.code).toBe(
      200,
    );
    expect(
      (await call('GET', `/info/equipment/getEquipment?psId=${golmud}&equipType=JZNBQ&collectId=902`, admin)).body.data.equipId,
    ).toBe(inverterId);
    expect((await call('GET', `/info/equipment/equipByPsId/${meuro}`, gadmin)).status).toBe(404);
  });

  it('a plant parameter and an attachment belong to a plant; an attachment of a forbidden type is refused', async () => {
    const param = { psId: meuro, paramName: 'Branches per box', paramCode: 'hlx_branch_num', paramValue: '16' };
    expect((await call('POST', '/info/psParam', admin, { ...param, paramCode: 'Bad Code' })).body.field).toBe('paramCode');
    const dup = await call('POST', '/info/psParam', admin, param);
    expect(dup.body).toMatchObject({ code: 400, field: 'paramCode' });
    expect((await upload('/info/psAttachment/upload?field=attUrl', admin, 'tool.exe', 'MZ')).body.code).toBe(400);
    const url = (await upload('/info/psAttachment/upload?field=attUrl', admin, 'permit.pdf', '%PDF-1.4')).body.data.url;
    const id = (await call('POST', '/info/psAttachment', admin, { psId: meuro, attName: 'Grid permit', attUrl: url })).body.data
      .attId;
    expect((await call('GET', `/info/psAttachment/${id}`, admin)).body.data).toMatchObject({
      attName: 'Grid permit',
      attUrl: url,
    });
    expect((await call('POST', '/info/psAttachment', gadmin, { psId: meuro, attName: 'x', attUrl: url })).body.field).toBe(
      'psId',
    );
  });
});
