import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, multipart, PASSWORD, psIdsByCode, startPortal, type Portal } from './harness';
import { readSheet } from 'read-excel-file/node';
import { toXlsx } from '../../server/entities/spreadsheet';
import { formatDateTime } from '../../shared/dates';
import { encodePng } from '../../server/draw/png';

/** A real w×h PNG (grey), as the browser's cropper sends it. */
const png = (w: number, h: number) => encodePng(w, h, new Uint8Array(w * h * 3).fill(0x80));

describe.each(backends)('personal centre and staff management on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
    [admin, gadmin] = await Promise.all([portal.login('admin'), portal.login('gadmin')]);
    ids = await psIdsByCode(portal);
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const upload = (url: string, token: string, fileName: string, content: Buffer, language = 'en-US') => {
    const body = multipart(fileName, content);
    return portal.call({
      method: 'POST',
      url: `/prod-api${url}`,
      token,
      payload: body.payload,
      headers: { ...body.headers, 'content-language': language },
    });
  };
  const userId = async (userName: string) =>
    (await portal.app.db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirstOrThrow())
      .user_id;

  it('the profile names the user, group, role and the previous sign-in', async () => {
    const first = await portal.login('operator');
    await portal.login('operator');
    const { body } = await call('GET', '/system/user/profile', first);
    expect(body.data).toMatchObject({ userName: 'operator', deptName: 'EuropeRegion', roleKey: 'operator' });
    expect(body.data.lastSignIn).toBeGreaterThan(Date.now() - 60_000);
    expect(body.data).not.toHaveProperty('password');
  });

  it('a user edits his own name, phone, e-mail and gender; a bad phone or another field changes nothing', async () => {
    const token = await portal.login('operator');
    const saved = await call('PUT', '/system/user/profile', token, {
      nickName: 'Ola Nordmann',
      phone: '+49 30 1234567',
      email: 'ola@example.com',
      sex: '0',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ nickName: 'Ola Nordmann', phone: '+49 30 1234567', sex: '0' });

    const badPhone = await call(
      'PUT',
      '/system/user/profile',
      token,
      { nickName: 'X', phone: 'call me', email: '', sex: '1' },
      'zh-CN',
    );
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ field: 'phone', msg: expect.stringMatching(/[电话号码]/) });
    const grab = await call('PUT', '/system/user/profile', token, { nickName: 'X', deptId: 1 });
    expect(grab.status).toBe(400);
    expect(grab.body.field).toBe('deptId');
    const blank = await call('PUT', '/system/user/profile', token, { nickName: '   ' });
    expect(blank.status).toBe(400);
    expect((await call('GET', '/system/user/profile', token)).body.data).toMatchObject({ nickName: 'Ola Nordmann', sex: '0' });
  });

  it('a password change checks the old one and the rule, and ends every other session of the user only', async () => {
    const here = await portal.login('partner');
    const elsewhere = await portal.login('partner');
    const wrong = await call('PUT', '/system/user/profile/updatePwd', here, {
      oldPassword: 'nope_123',
      newPassword: 'New_pass1',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ field: 'oldPassword', msg: 'The current password is wrong' });
    const short = await call('PUT', '/system/user/profile/updatePwd', here, { oldPassword: PASSWORD, newPassword: 'abc' });
    expect(short.body.field).toBe('newPassword');
    const differ = await call('PUT', '/system/user/profile/updatePwd', here, {
      oldPassword: PASSWORD,
      newPassword: 'New_pass1',
      confirmPassword: 'New_pass2',
    });
    expect(differ.body.field).toBe('confirmPassword');
    expect((await call('GET', '/reception/getInfo', elsewhere)).status).toBe(200);

    const changed = await call('PUT', '/system/user/profile/updatePwd', here, {
      oldPassword: PASSWORD,
      newPassword: 'New_pass1',
      confirmPassword: 'New_pass1',
    });
    expect(changed.status).toBe(200);
    expect((await call('GET', '/reception/getInfo', here)).status).toBe(200);
    const other = await portal.app.sessions.resolve(elsewhere);
    expect(other).toBeNull();
    await expect(portal.login('partner')).rejects.toThrow();
    expect(await portal.login('partner', 'New_pass1')).toBeTruthy();
  });

  it('the sign-in history shows the user his own attempts, a wrong password too', async () => {
    await portal.call({
      method: 'POST',
      url: '/prod-api/reception/login',
      payload: { username: 'gadmin', password: 'guess_123' },
    });
    const mine = await call('GET', '/system/user/profile/signIns', gadmin);
    expect(mine.body.data[0]).toMatchObject({ outcome: 'badPassword', clientIp: expect.any(String) });
    expect(mine.body.data.some((r: { outcome: string }) => r.outcome === 'ok')).toBe(true);
    const theirs = await call('GET', '/system/user/profile/signIns', await portal.login('operator'));
    expect(theirs.body.data.every((r: { outcome: string }) => r.outcome === 'ok')).toBe(true);
  });

  it("a user reads his own remote-control attempts, not another's", async () => {
    const inverter = portal.app.telemetry.registry.devicesOf(ids['CN-PV-001']!).find((d) => d.equipType === 'JZNBQ')!;
    const point = `${inverter.psId}_${inverter.equipType}_${inverter.collectId}_OnOff`;
    const refused = await call('POST', '/remote/yk', gadmin, {
      psId: inverter.psId,
      point,
      value: 0,
      type: 0,
      passwd: 'wrong_1',
    });
    expect(refused.status).toBe(400);
    const mine = await call('GET', '/system/user/profile/remoteActions', gadmin, undefined, 'zh-CN');
    expect(mine.body.data[0]).toMatchObject({ psId: inverter.psId, user: 'gadmin', equipName: inverter.name });
    expect(mine.body.data[0].content).toMatch(/[\u4e00-\u9fff]/);
    expect((await call('GET', '/system/user/profile/remoteActions', admin)).body.data).toEqual([]);
  });

  it('the event export writes a remote action on its station’s clock with the offset, as the list shows it', async () => {
    const [action] = (await call('GET', '/system/user/profile/remoteActions', gadmin)).body.data;
    const r = await portal.app.inject({
      method: 'POST',
      url: '/prod-api/event/export',
      headers: { authorization: `Bearer ${gadmin}`, 'content-language': 'en-US' },
      payload: { psId: action.psId },
    });
    const rows = await readSheet(r.rawPayload);
    const row = rows.find((cells) => String(cells[6]).includes('gadmin'))!;
    // CN-PV-001 is on China's clock, UTC+8 all year; the export's reader may be anywhere, so the offset is written.
    expect(row[0]).toBe(formatDateTime(action.eventTime, 'en', 'second', action.timeZone) + ' UTC+8');
  });

  it('an avatar is a PNG or JPEG by its bytes, readable by its owner, and shown by getInfo', async () => {
    const token = await portal.login('operator');
    const saved = await upload('/system/user/profile/avatar', token, 'me.png', png(256, 256));
    expect(saved.status).toBe(200);
    const url = saved.body.data.imgUrl as string;
    expect(url).toMatch(/^\/profile\/avatar\/[\w-]+\.png$/);
    expect((await call('GET', '/reception/getInfo', token)).body.data.user.avatar).toBe(url);
    const image = await portal.call({ method: 'GET', url: `/prod-api${url}`, token });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await portal.call({ method: 'GET', url: `/prod-api${url}`, token: gadmin })).status).toBe(404);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    for (const [name, bytes] of [
      ['me.svg', svg],
      ['me.png', svg],
      ['me.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
      ['huge.png', png(2000, 10)],
    ] as const) {
      const refused = await upload('/system/user/profile/avatar', token, name, bytes, 'zh-CN');
      expect(refused.status, name).toBe(400);
      expect(refused.body.msg).toContain('PNG');
    }
    expect((await call('GET', '/reception/getInfo', token)).body.data.user.avatar).toBe(url);

    const next = await upload('/system/user/profile/avatar', token, 'again.png', png(64, 64));
    expect((await portal.call({ method: 'GET', url: `/prod-api${url}`, token })).status).toBe(404);
    expect((await portal.call({ method: 'GET', url: `/prod-api${next.body.data.imgUrl}`, token })).status).toBe(200);
  });

  it('a group administrator sees only his groups, cannot make an administrator, nor reach a foreign user', async () => {
    const listed = await call('GET', '/system/user/list?pageSize=50', gadmin);
    const names = listed.body.rows.map((r: { userName: string }) => r.userName);
    expect(names).toContain('gadmin');
    expect(names).not.toContain('operator');
    expect(names).not.toContain('admin');
    const operatorId = await userId('operator');
    expect((await call('GET', `/system/user/${operatorId}`, gadmin)).status).toBe(404);
    expect((await call('PUT', '/system/user/resetPwd', gadmin, { userId: operatorId, password: 'Taken_over1' })).status).toBe(
      404,
    );
    const escalate = await call('POST', '/system/user', gadmin, {
      userName: 'sneaky',
      nickName: 'Sneaky',
      deptId: 3,
      roleKey: 'admin',
      password: 'secret123',
    });
    expect(escalate.status).toBe(403);
    const foreign = await call('POST', '/system/user', gadmin, {
      userName: 'sneaky',
      nickName: 'Sneaky',
      deptId: 4,
      roleKey: 'operator',
      password: 'secret123',
    });
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    expect(foreign.status).toBeLessThan(500);
    expect((await call('GET', '/system/user/list?userName=sneaky', admin)).body.total).toBe(0);
  });

  it('a group administrator may not reset, edit, disable, demote or delete a user whose role is above his; an operator of his group he may', async () => {
    const make = async (userName: string, roleKey: string) => {
      const made = await call('POST', '/system/user', admin, {
        userName,
        nickName: userName,
        deptId: 3,
        roleKey,
        password: PASSWORD,
      });
      expect(made.status).toBe(200);
      const id = made.body.data.userId as number;
      const row = (await call('GET', `/system/user/${id}`, admin)).body.data;
      delete row.createdAt;
      return { id, row };
    };
    const stored = async (id: number) => ({
      user: await portal.app.db
        .selectFrom('sys_user')
        .select(['nick_name', 'status', 'password_hash', 'failed_logins'])
        .where('user_id', '=', id)
        .executeTakeFirst(),
      roles: await portal.app.db.selectFrom('sys_user_role').select('role_id').where('user_id', '=', id).execute(),
    });
    const changes = ({ id, row }: { id: number; row: object }) => ({
      resetPwd: () => call('PUT', '/system/user/resetPwd', gadmin, { userId: id, password: 'Taken_over1' }),
      edit: () => call('PUT', '/system/user', gadmin, { ...row, nickName: 'Renamed' }),
      disable: () => call('PUT', '/system/user', gadmin, { ...row, status: '1' }),
      roleChange: () => call('PUT', '/system/user', gadmin, { ...row, roleKey: 'operator' }),
      remove: () => call('DELETE', '/system/user/remove', gadmin, { ids: [id] }),
    });

    // An administrator in gadmin's own group holds *:*:*, more than gadmin does.
    const chief = await make('china.chief', 'admin');
    const before = await stored(chief.id);
    for (const [what, send] of Object.entries(changes(chief))) {
      const refused = await send();
      expect([what, refused.status, refused.body.code, refused.body.msg]).toEqual([
        what,
        403,
        403,
        'This user may do more than you may: only someone who holds all of his permissions may change him',
      ]);
    }
    expect(await stored(chief.id)).toEqual(before);
    expect((await call('DELETE', '/system/user/remove', gadmin, { ids: [chief.id] }, 'de-DE')).body.msg).toBe(
      'Dieser Benutzer darf mehr als Sie: Nur wer alle seine Berechtigungen besitzt, darf ihn ändern',
    );
    expect(await portal.login('china.chief')).toBeTruthy();

    // An operator of his group, and a gadmin like him, he still manages.
    const operator = await make('china.operator', 'operator');
    const allowed = changes(operator);
    expect((await allowed.resetPwd()).status).toBe(200);
    expect((await allowed.edit()).status).toBe(200);
    expect((await allowed.disable()).status).toBe(200);
    expect((await call('PUT', '/system/user', gadmin, { ...operator.row, roleKey: 'gadmin' })).status).toBe(200);
    expect((await allowed.roleChange()).status).toBe(200);
    expect((await allowed.remove()).status).toBe(200);
    expect((await stored(operator.id)).user).toBeUndefined();
  });

  it('a user who is disabled, given another role or deleted is refused on his very next request', async () => {
    const changes: [string, (id: number, row: object) => ReturnType<typeof call>][] = [
      ['ends.disabled', (_, row) => call('PUT', '/system/user', admin, { ...row, status: '1' })],
      ['ends.demoted', (_, row) => call('PUT', '/system/user', admin, { ...row, roleKey: 'operator' })],
      ['ends.removed', (id) => call('DELETE', '/system/user/remove', admin, { ids: [id] })],
    ];
    for (const [userName, change] of changes) {
      const made = await call('POST', '/system/user', admin, {
        userName,
        nickName: userName,
        deptId: 3,
        roleKey: 'gadmin',
        password: PASSWORD,
      });
      const id = made.body.data.userId as number;
      const row = (await call('GET', `/system/user/${id}`, admin)).body.data;
      delete row.createdAt;
      const token = await portal.login(userName);
      // Read once, so the session sits in the store's cache when the change comes.
      expect((await call('GET', '/reception/getInfo', token)).status).toBe(200);
      expect((await change(id, row)).status).toBe(200);
      const next = await call('GET', '/reception/getInfo', token);
      expect([userName, next.status]).toEqual([userName, 401]);
    }
  });

  it('an administrator resets a password: the old one stops working and the user is signed out', async () => {
    const operator = await portal.login('operator');
    const id = await userId('operator');
    const bad = await call('PUT', '/system/user/resetPwd', admin, { userId: id, password: '12' });
    expect(bad.status).toBe(400);
    const reset = await call('PUT', '/system/user/resetPwd', admin, { userId: id, password: 'Reset_pass1' });
    expect(reset.status).toBe(200);
    expect(await portal.app.sessions.resolve(operator)).toBeNull();
    expect(await portal.login('operator', 'Reset_pass1')).toBeTruthy();
  });

  it('a user limited to chosen plants sees only those; a plant outside his group is refused', async () => {
    const id = await userId('operator');
    const row = (await call('GET', `/system/user/${id}`, admin)).body.data;
    expect(row).toMatchObject({ allPlants: 1, psIds: [] });
    const body = { ...row, allPlants: 0, psIds: [ids['DE-PV-011']] };
    delete body.createdAt;
    const outside = await call('PUT', '/system/user', admin, { ...body, psIds: [ids['CN-PV-001']] });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ field: 'psIds' });
    const none = await call('PUT', '/system/user', admin, { ...body, psIds: [] });
    expect(none.body.field).toBe('psIds');
    expect((await call('PUT', '/system/user', admin, body)).status).toBe(200);

    const operator = await portal.login('operator', 'Reset_pass1');
    const seen = await call('POST', '/info/powerStation/psListByUser', operator, {});
    expect(seen.body.data.map((s: { psId: number }) => s.psId)).toEqual([ids['DE-PV-011']]);
    expect((await call('GET', `/info/powerStation/${ids['DE-PV-012']}`, operator)).status).toBe(404);

    expect((await call('PUT', '/system/user', admin, { ...body, allPlants: 1 })).status).toBe(200);
    const again = await portal.login('operator', 'Reset_pass1');
    expect((await call('POST', '/info/powerStation/psListByUser', again, {})).body.data.length).toBeGreaterThan(1);
  });

  it('a staff import with one bad row writes nothing and names the row and the field', async () => {
    const header = ['userName', 'nickName', 'deptId', 'roleKey', 'password', 'phone'];
    const file = await toXlsx(header, [
      ['new.one', 'New One', 3, 'operator', 'secret123', '+86 10 5555555'],
      ['new.two', 'New Two', 3, 'operator', 'secret123', 'not a phone'],
      ['new.three', 'New Three', 3, 'operator', 'secret123', ''],
    ]);
    const refused = await upload('/system/user/import', gadmin, 'staff.xlsx', file, 'zh-CN');
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([expect.objectContaining({ row: 3, field: 'phone' })]);
    expect((await call('GET', '/system/user/list?userName=new.', admin)).body.total).toBe(0);
    const good = await toXlsx(header, [
      ['new.one', 'New One', 3, 'operator', 'secret123', ''],
      ['new.two', 'New Two', 3, 'operator', 'secret123', ''],
    ]);
    expect((await upload('/system/user/import', gadmin, 'staff.xlsx', good)).status).toBe(200);
    expect((await call('GET', '/system/user/list?userName=new.', admin)).body.total).toBe(2);
    const escalating = await toXlsx(header, [['new.boss', 'Boss', 3, 'admin', 'secret123', '']]);
    const refusedAdmin = await upload('/system/user/import', gadmin, 'staff.xlsx', escalating);
    expect(refusedAdmin.status).toBe(400);
    expect(refusedAdmin.body.data.errors).toEqual([
      expect.objectContaining({ row: 2, msg: 'You cannot grant a role that may do more than you may' }),
    ]);
    expect((await call('GET', '/system/user/list?userName=new.boss', admin)).body.total).toBe(0);
  });
});
