import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ModbusTCPServer } from 'jsmodbus';
import { backends, PASSWORD, startPortal, type Portal } from './harness';
import type { Device } from '../../server/telemetry/pointRegistry';
import { addModbusChannel } from '../fixtures/modbusChannel';
import { inverterAcRating } from '../../server/sources/simulator/solar';

/** A Modbus TCP device on 127.0.0.1 whose coils and holding registers a test can read. */
class FakeDevice {
  readonly holding = Buffer.alloc(128);
  readonly coils = Buffer.alloc(8);
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Connections accepted so far. */
  connections = 0;

  /** A device that answers, or one that accepts the connection and never says a word. */
  async plugIn(mute = false): Promise<void> {
    const server = new net.Server();
    server.on('connection', (s) => {
      this.connections++;
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    if (!mute) new ModbusTCPServer(server, { holding: this.holding, coils: this.coils });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async unplug(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
    this.server = null;
  }
}

/** The next 06:00 UTC: around noon in western China, so the Golmud inverters produce. */
function nextChineseNoon(now = Date.now()): number {
  const t = new Date(now);
  t.setUTCHours(6, 0, 0, 0);
  return t.getTime() > now ? t.getTime() : t.getTime() + 86_400_000;
}

describe.each(backends)('safe remote control on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  let golmud: number;
  let witnica: number;
  let simTime = nextChineseNoon();

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    [admin, gadmin, operator] = await Promise.all([portal.login('admin'), portal.login('gadmin'), portal.login('operator')]);
    const ids = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
    golmud = ids.find((r) => r.ps_code === 'CN-PV-001')!.ps_id;
    witnica = ids.find((r) => r.ps_code === 'PL-PV-025')!.ps_id;
    tick();
  });
  afterAll(() => portal.close());

  /** One simulator step, on a clock of its own that always moves forward. */
  function tick() {
    simTime += 3000;
    portal.app.telemetry.tick(simTime);
  }

  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const inverter = (psId: number, n: number, type = 'JZNBQ'): Device =>
    portal.app.telemetry.registry.devicesOf(psId).filter((d) => d.equipType === type)[n - 1]!;
  const key = (d: Device, code: string) => `${d.psId}_${d.equipType}_${d.collectId}_${code}`;
  const yk = (token: string, d: Device, value: number | string, type: 0 | 1, passwd = PASSWORD, code = 'OnOff') =>
    call('POST', '/remote/yk', token, { psId: d.psId, point: key(d, code), value, type, passwd });
  const monitored = async (d: Device) => {
    const { body } = await call('GET', `/monitor/nbqRealData/list?psId=${d.psId}`, admin);
    return body.data.nbqDatas.find((n: any) => n.equipId === d.equipId) as { nbqState: number; acPower: number };
  };
  const audit = async (d: Device, code: string) => {
    const rows = await portal.app.db
      .selectFrom('event')
      .select(['event_type', 'level', 'point_code', 'content_key', 'content_params', 'equip_id'])
      .where('equip_id', '=', d.equipId)
      .where('point_code', '=', code)
      .orderBy('event_id')
      .execute();
    return rows.map((r) => ({ ...r, params: JSON.parse(r.content_params) as Record<string, string> }));
  };

  it('a user without remote:control:operate (the operator) is refused every remote route with 403', async () => {
    const d = inverter(golmud, 1);
    for (const [url, payload] of [
      ['/remote/checkPassword', { passwd: PASSWORD }],
      ['/remote/yk', { psId: golmud, point: key(d, 'OnOff'), value: 0, type: 0, passwd: PASSWORD }],
      ['/remote/yt', { psId: golmud, point: key(d, 'PLimit'), value: 50, passwd: PASSWORD }],
      ['/remote/ykApi', { psId: golmud, point: `${key(d, 'OnOff')}_stop`, passwd: PASSWORD }],
    ] as const) {
      const { status, body } = await call('POST', url, operator, payload);
      expect([status, body.code, body.msg], url).toEqual([403, 403, 'You have no permission for this operation']);
    }
    expect((await call('GET', `/remote/status?psId=${golmud}`, operator)).status).toBe(403);
  });

  it('the operation password is checked on the server: "operation password wrong", in the caller\'s language', async () => {
    const wrong = await call('POST', '/remote/checkPassword', admin, { passwd: 'not_it_1' });
    expect([wrong.status, wrong.body]).toEqual([400, { code: 400, msg: 'Operation password wrong', field: 'passwd' }]);
    const chinese = await call('POST', '/remote/checkPassword', admin, { passwd: 'not_it_1' }, 'zh-CN');
    expect(chinese.body.msg).toBe('操作密码错误');
    const empty = await call('POST', '/remote/checkPassword', admin, { passwd: '' });
    expect(empty.body).toMatchObject({ code: 400, field: 'passwd', msg: 'Operation password cannot be empty' });
    const right = await call('POST', '/remote/checkPassword', admin, { passwd: PASSWORD });
    expect(right.body).toEqual({ code: 200, msg: 'Operation password accepted', data: true });
    const failed = await portal.app.db
      .selectFrom('sys_user')
      .select('op_failed')
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    expect(failed.op_failed).toBe(0);
    const missing = await call('POST', '/remote/checkPassword', admin, {});
    expect(missing.body).toMatchObject({ code: 400, field: 'passwd' });
  });

  it('execute without a live select is refused and audited', async () => {
    const d = inverter(golmud, 1);
    const { status, body } = await yk(admin, d, 0, 1);
    expect([status, body.msg]).toEqual([409, 'Select the command first, then execute it']);
    const [event] = await audit(d, 'OnOff');
    expect(event).toMatchObject({ event_type: 2, level: 0, content_key: 'event.remote.noSelect' });
    expect(event!.params).toMatchObject({ user: 'admin', point: 'Start / stop', value: 'Stop (0)', outcome: 'noSelect' });
  });

  it('a select reserves the point for its user: another user can neither select nor execute it', async () => {
    const d = inverter(golmud, 2);
    expect((await yk(admin, d, 0, 0)).body).toEqual({ code: 200, msg: 'Selection succeeded', data: true });
    const theirs = await yk(gadmin, d, 0, 0);
    expect([theirs.status, theirs.body.msg]).toEqual([
      409,
      'Another user has selected this point; try again when the selection ends',
    ]);
    expect(JSON.stringify(theirs.body)).not.toMatch(/admin/);
    expect((await yk(gadmin, d, 0, 1)).status).toBe(409);
    // Executing another value than the selected one is not covered by the selection.
    expect((await yk(admin, d, 1, 1)).body.msg).toBe('Select the command first, then execute it');
  });

  /** Other spellings of a point key that a script (not the dialog, which sends `pointId`) might send. */
  function spellingsOf(d: Device, code: string): string[] {
    const { psId, equipType: type, collectId: id } = d;
    const wide = (n: number) => [...String(n)].map((c) => String.fromCharCode(0xff10 + Number(c))).join('');
    const arabic = (n: number) => [...String(n)].map((c) => String.fromCharCode(0x0660 + Number(c))).join('');
    return [
      `0${psId}_${type}_${id}_${code}`,
      `${psId}_${type}_0${id}_${code}`,
      `00${psId}_${type}_00${id}_${code}`,
      `+${psId}_${type}_${id}_${code}`,
      `${psId}_${type}_+${id}_${code}`,
      `-0${psId}_${type}_${id}_${code}`,
      ` ${psId}_${type}_${id}_${code}`,
      `${psId}_${type}_${id}_${code} `,
      `${psId}_${type}_${id}_${code}\t`,
      `${psId}_${type}_${id}_${code}\n`,
      `${psId}.0_${type}_${id}_${code}`,
      `${psId}_${type}_${id}.0_${code}`,
      `${psId}e0_${type}_${id}_${code}`,
      `0x${psId.toString(16)}_${type}_${id}_${code}`,
      `${psId}_${type}_0x${id.toString(16)}_${code}`,
      `${psId}_${type.toLowerCase()}_${id}_${code}`,
      `${psId}_${type[0]}${type.slice(1).toLowerCase()}_${id}_${code}`,
      `${psId}_${type}_${id}_${code.toLowerCase()}`,
      `${psId}_${type}_${id}_${code.toUpperCase()}`,
      `${wide(psId)}_${type}_${wide(id)}_${code}`,
      `${arabic(psId)}_${type}_${arabic(id)}_${code}`,
      `${psId}_${String.fromCharCode(0xff21 + type.charCodeAt(0) - 65)}${type.slice(1)}_${id}_${code}`,
      `${psId}__${type}_${id}_${code}`,
      `${psId}_${type}__${id}_${code}`,
      `${psId}_${type}_${id}__${code}`,
      `${psId}_${type}_${id}_${code}_`,
      `_${psId}_${type}_${id}_${code}`,
      `${psId}_${type}_${id}_${code}\u200b`,
      `${psId}_${type}_${id}_\u041En${code.slice(2)}`,
      `${psId}-${type}-${id}-${code}`,
      `${psId}_${type}_${id}_${code}%20`,
    ];
  }

  it('two spellings of one switch are one switch: another spelling is refused while another user holds it, and only one execute runs', async () => {
    // gadmin starts a running inverter (nothing changes for the other tests); admin would stop it.
    const d = inverter(golmud, 4);
    const canonical = key(d, 'OnOff');
    const select = (token: string, point: string, value: number, type: 0 | 1) =>
      call('POST', '/remote/yk', token, { psId: golmud, point, value, type, passwd: PASSWORD });
    /** Refused as another spelling (400 about the point) or as held by the other user (409); never done. */
    const refusedSpelling = (answer: { status: number; body: any }, point: string) => {
      if (answer.status === 400) expect(answer.body.field, JSON.stringify(point)).toBe('point');
      else expect(answer.status, JSON.stringify(point)).toBe(409);
    };
    let executed = 0;
    for (const point of spellingsOf(d, 'OnOff')) {
      // gadmin holds the switch under its own key; admin tries the same switch under another spelling.
      expect((await select(gadmin, canonical, 1, 0)).status).toBe(200);
      refusedSpelling(await select(admin, point, 0, 0), point);
      refusedSpelling(await select(admin, point, 0, 1), point);
      // admin tries first under the other spelling: if that took the switch, gadmin would not get it.
      const early = await select(admin, point, 0, 0);
      refusedSpelling(early, point);
      const gadminDone = await select(gadmin, canonical, 1, 1);
      expect(gadminDone.status, JSON.stringify(point)).toBe(200);
      executed++;
      refusedSpelling(await select(admin, point, 0, 1), point);
    }
    const outcomes = (await audit(d, 'OnOff')).map((e) => [e.params.user, e.params.outcome]);
    expect(outcomes.filter(([, outcome]) => outcome === 'executed')).toEqual(Array(executed).fill(['gadmin', 'executed']));
    const zeros = `0${d.psId}_${d.equipType}_0${d.collectId}_OnOff`;
    expect((await select(admin, zeros, 0, 0)).body).toEqual({
      code: 400,
      field: 'point',
      msg: `Write the point key exactly as the live data names it: ${canonical}`,
    });
    const chinese = await call(
      'POST',
      '/remote/yk',
      admin,
      { psId: golmud, point: zeros, value: 0, type: 0, passwd: PASSWORD },
      'zh-CN',
    );
    expect(chinese.body.msg).toBe(`请按实时数据中的写法填写点位键：${canonical}`);
    // Set-points and the API switch take no reservation, but name their point by the same one spelling.
    const limit = await call('POST', '/remote/yt', admin, {
      psId: golmud,
      point: `0${d.psId}_${d.equipType}_0${d.collectId}_PLimit`,
      value: 100,
      passwd: PASSWORD,
    });
    expect([limit.status, limit.body.msg]).toEqual([
      400,
      `Write the point key exactly as the live data names it: ${key(d, 'PLimit')}`,
    ]);
    const stop = await call('POST', '/remote/ykApi', admin, {
      psId: golmud,
      point: `0${d.psId}_${d.equipType}_0${d.collectId}_stop`,
      passwd: PASSWORD,
    });
    expect([stop.status, stop.body.field]).toEqual([400, 'point']);
    expect((await audit(d, 'PLimit')).length + (await audit(d, 'OnOff')).filter((e) => e.params.user === 'admin').length).toBe(0);
  });

  it('a successful execute stops the simulated inverter: state 2 and no power from the next step on', async () => {
    const d = inverter(golmud, 2);
    tick();
    const before = await monitored(d);
    expect(before.nbqState).toBe(1);
    expect(before.acPower).toBeGreaterThan(0);
    const { body } = await yk(admin, d, '0', 1);
    expect(body).toEqual({ code: 200, msg: 'Execution succeeded', data: true });
    tick();
    expect(await monitored(d)).toMatchObject({ nbqState: 2, acPower: 0 });
    // The selection was used up by the execute.
    expect((await yk(admin, d, 0, 1)).status).toBe(409);
    const outcomes = (await audit(d, 'OnOff')).map((e) => e.params.outcome);
    expect(outcomes).toEqual(['selected', 'reserved', 'reserved', 'noSelect', 'executed', 'noSelect']);
  });

  it('a selection expires after 30 s', async () => {
    const d = inverter(golmud, 3);
    expect((await yk(admin, d, 1, 0)).status).toBe(200);
    const { reservations } = portal.app.remote;
    const realNow = reservations.now;
    reservations.now = () => Date.now() + 30_001;
    try {
      const late = await yk(admin, d, 1, 1);
      expect([late.status, late.body.msg]).toEqual([409, 'The selection has expired, please select again']);
    } finally {
      reservations.now = realNow;
    }
    expect((await audit(d, 'OnOff')).map((e) => e.content_key)).toEqual(['event.remote.selected', 'event.remote.expired']);
  });

  it('a value that is not one of the switch choices is a 400 naming the field', async () => {
    const d = inverter(golmud, 3);
    const { status, body } = await yk(admin, d, 7, 0);
    expect([status, body]).toEqual([400, { code: 400, field: 'value', msg: 'The value must be one of the choices: 0, 1' }]);
    expect((await yk(admin, d, 'start', 0)).body.field).toBe('value');
    const unknown = await call('POST', '/remote/yk', admin, {
      psId: golmud,
      point: key(d, 'Run'),
      value: 1,
      type: 0,
      passwd: PASSWORD,
    });
    expect(unknown.body).toMatchObject({ code: 400, field: 'point' });
    const foreign = await call('POST', '/remote/yk', admin, {
      psId: witnica,
      point: key(d, 'OnOff'),
      value: 1,
      type: 0,
      passwd: PASSWORD,
    });
    expect(foreign.body).toMatchObject({ code: 400, field: 'point' });
    const badType = await call('POST', '/remote/yk', admin, {
      psId: golmud,
      point: key(d, 'OnOff'),
      value: 1,
      type: 3,
      passwd: PASSWORD,
    });
    expect(badType.body).toMatchObject({ code: 400, field: 'type' });
    // gadmin administers the Chinese plants only: a Polish plant is as unknown to it as a missing one.
    const hidden = await call('POST', '/remote/yk', gadmin, {
      psId: witnica,
      point: key(inverter(witnica, 1), 'OnOff'),
      value: 1,
      type: 0,
      passwd: PASSWORD,
    });
    expect(hidden.status).toBe(404);
  });

  it('a set-point outside the point range is refused; inside it the simulated inverter is limited', async () => {
    const d = inverter(golmud, 4);
    const yt = (value: number | string) =>
      call('POST', '/remote/yt', admin, { psId: golmud, point: key(d, 'PLimit'), value, passwd: PASSWORD });
    expect((await yt(150)).body).toEqual({ code: 400, field: 'value', msg: 'The set-point must be between 0 and 100' });
    expect((await yt(-1)).body.field).toBe('value');
    expect((await yt('lots')).body).toMatchObject({ code: 400, field: 'value', msg: 'The value must be a number' });
    const onSwitch = await call('POST', '/remote/yt', admin, {
      psId: golmud,
      point: key(d, 'OnOff'),
      value: 1,
      passwd: PASSWORD,
    });
    expect(onSwitch.body.field).toBe('point');
    expect((await yt('10')).body).toEqual({ code: 200, msg: 'Set-point succeeded', data: true });
    tick();
    const limited = await monitored(d);
    expect(limited.acPower).toBeGreaterThan(0);
    // The limit is a share of the AC rating (peak power is the modules' kWp); power reads to 0.01 kW.
    expect(limited.acPower).toBeLessThanOrEqual(0.1 * inverterAcRating(d.peakPower!) + 0.005);
    const events = await audit(d, 'PLimit');
    expect(events.map((e) => [e.event_type, e.params.outcome, e.params.value])).toEqual([
      [3, 'badValue', '150 %'],
      [3, 'badValue', '-1 %'],
      [3, 'badValue', 'lots'],
      [3, 'set', '10 %'],
    ]);
  });

  it('the API switch: _stop stops the inverter, _run starts it again; another suffix is refused', async () => {
    const d = inverter(golmud, 5);
    const api = (point: string) => call('POST', '/remote/ykApi', admin, { psId: golmud, point, passwd: PASSWORD });
    expect((await api(`${key(d, 'OnOff')}_halt`)).body).toMatchObject({ code: 400, field: 'point' });
    expect((await api(`${key(d, 'OnOff')}_stop`)).body).toEqual({ code: 200, msg: 'Execution succeeded', data: true });
    tick();
    expect(await monitored(d)).toMatchObject({ nbqState: 2, acPower: 0 });
    // The device's own key with the suffix names its start/stop switch too.
    expect((await api(`${golmud}_JZNBQ_${d.collectId}_run`)).body.code).toBe(200);
    tick();
    expect((await monitored(d)).nbqState).not.toBe(2);
    expect((await audit(d, 'OnOff')).map((e) => [e.event_type, e.params.value, e.params.outcome])).toEqual([
      [2, 'Stop (0)', 'executed'],
      [2, 'Start (1)', 'executed'],
    ]);
  });

  it('remote operation disabled on the plant is refused; a device set to enabled overrides the plant', async () => {
    const d = inverter(witnica, 1);
    const status = async () => (await call('GET', `/remote/status?psId=${witnica}&equipId=${d.equipId}`, admin)).body.data;
    expect(await status()).toMatchObject({
      allowed: false,
      plantEnabled: false,
      deviceMode: 'inherit',
      hasOperationPassword: true,
      lockedUntil: 0,
    });
    const refused = await yk(admin, d, 0, 0);
    expect([refused.status, refused.body.msg]).toEqual([403, 'Remote operation is disabled for this plant or device']);
    expect((await audit(d, 'OnOff')).map((e) => e.params.outcome)).toEqual(['disabled']);

    const row = (await call('GET', `/info/equipment/${d.equipId}`, admin)).body.data;
    expect(row.remoteMode).toBe('inherit');
    expect((await call('PUT', '/info/equipment', admin, { ...row, remoteMode: 'enabled' })).body.code).toBe(200);
    expect(await status()).toMatchObject({ allowed: true, plantEnabled: false, deviceMode: 'enabled' });
    expect((await yk(admin, d, 0, 0)).body.code).toBe(200);

    // The other way round: a device set to disabled on an enabled plant.
    const central = inverter(golmud, 1, 'ZCNBQ');
    const centralRow = (await call('GET', `/info/equipment/${central.equipId}`, admin)).body.data;
    expect((await call('PUT', '/info/equipment', admin, { ...centralRow, remoteMode: 'disabled' })).body.code).toBe(200);
    expect((await yk(admin, central, 0, 0)).status).toBe(403);
    expect((await call('PUT', '/info/equipment', admin, { ...centralRow, remoteMode: 'nonsense' })).body.field).toBe(
      'remoteMode',
    );

    const plant = (await call('GET', `/info/powerStation/${witnica}`, admin)).body.data;
    expect(plant.remoteEnabled).toBe(0);
    const golmudRow = (await call('GET', `/info/powerStation/${golmud}`, admin)).body.data;
    expect(golmudRow.remoteEnabled).toBe(1);
  });

  it('five wrong operation passwords lock remote control of that user for 15 minutes, and only that user', async () => {
    const created = await call('POST', '/system/user', admin, {
      userName: 'remote.tester',
      nickName: 'Remote tester',
      deptId: 3,
      roleKey: 'gadmin',
      password: 'Tester_2026',
      operationPassword: 'Operate_1',
    });
    expect(created.body.code).toBe(200);
    const tester = await portal.login('remote.tester', 'Tester_2026');
    const d = inverter(golmud, 6);
    for (let i = 1; i <= 4; i++) {
      const wrong = await yk(tester, d, 0, 0, 'Guess_' + i);
      expect([wrong.status, wrong.body.msg]).toEqual([400, 'Operation password wrong']);
    }
    const fifth = await yk(tester, d, 0, 0, 'Guess_5');
    expect([fifth.status, fifth.body.msg]).toEqual([
      423,
      'Too many wrong operation passwords: remote control is locked for 15 minutes',
    ]);
    // Locked means locked: the right password is refused too, on every remote route.
    expect((await yk(tester, d, 0, 0, 'Operate_1')).status).toBe(423);
    expect((await call('POST', '/remote/checkPassword', tester, { passwd: 'Operate_1' })).status).toBe(423);
    const state = (await call('GET', `/remote/status?psId=${golmud}`, tester)).body.data;
    expect(state.lockedUntil).toBeGreaterThan(Date.now() + 14 * 60_000);
    // Another user is not affected.
    expect((await call('POST', '/remote/checkPassword', gadmin, { passwd: PASSWORD })).body.code).toBe(200);
    expect((await audit(d, 'OnOff')).map((e) => e.params.outcome)).toEqual([
      'passwordWrong',
      'passwordWrong',
      'passwordWrong',
      'passwordWrong',
      'locked',
      'locked',
    ]);

    // An administrator who gives the user a new operation password lifts the lock.
    const { createdAt: _created, ...row } = (await call('GET', `/system/user/${created.body.data.userId}`, admin)).body.data;
    expect(row).not.toHaveProperty('operationPassword');
    expect((await call('PUT', '/system/user', admin, { ...row, operationPassword: 'Operate_2' })).body.code).toBe(200);
    const again = await portal.login('remote.tester', 'Tester_2026');
    expect((await call('POST', '/remote/checkPassword', again, { passwd: 'Operate_2' })).body.code).toBe(200);
  });

  it('a user without an operation password is told to set one', async () => {
    await call('POST', '/system/user', admin, {
      userName: 'remote.newcomer',
      nickName: 'Newcomer',
      deptId: 3,
      roleKey: 'gadmin',
      password: 'Newcomer_1',
    });
    const newcomer = await portal.login('remote.newcomer', 'Newcomer_1');
    const { status, body } = await call('POST', '/remote/checkPassword', newcomer, { passwd: 'Anything_1' });
    expect([status, body.field, body.msg]).toEqual([
      400,
      'passwd',
      'You have no operation password yet: set one in the personal centre or ask an administrator',
    ]);
    expect((await call('GET', `/remote/status?psId=${golmud}`, newcomer)).body.data).toMatchObject({
      hasOperationPassword: false,
    });
  });

  it('in the personal centre a user sets their own operation password after re-entering the sign-in password', async () => {
    const url = '/system/user/profile/operationPassword';
    const wrong = await call('PUT', url, gadmin, { password: 'not-mine', operationPassword: 'Gadmin_op1' });
    expect(wrong.body).toEqual({ code: 400, field: 'password', msg: 'The sign-in password is wrong' });
    const weak = await call('PUT', url, gadmin, { password: PASSWORD, operationPassword: 'a b' });
    expect(weak.body).toMatchObject({
      code: 400,
      field: 'operationPassword',
      msg: 'The password has 6 to 18 letters, digits or underscores',
    });
    expect((await call('PUT', url, gadmin, { password: PASSWORD })).body).toMatchObject({
      code: 400,
      field: 'operationPassword',
    });
    const saved = await call('PUT', url, gadmin, { password: PASSWORD, operationPassword: 'Gadmin_op1' });
    expect(saved.body).toEqual({ code: 200, msg: 'Operation password saved', data: true });
    expect((await call('POST', '/remote/checkPassword', gadmin, { passwd: 'Gadmin_op1' })).body.code).toBe(200);
    expect((await call('POST', '/remote/checkPassword', gadmin, { passwd: PASSWORD })).body.code).toBe(400);
    expect((await call('POST', '/remote/checkPassword', gadmin, { passwd: 'Gadmin_op1' })).body.code).toBe(200);
    // Any signed-in user may set theirs, even one who cannot operate yet.
    expect((await call('PUT', url, operator, { password: PASSWORD, operationPassword: 'Operator_1' })).body.code).toBe(200);
    const stored = await portal.app.db
      .selectFrom('sys_user')
      .select('operation_password_hash')
      .where('user_name', '=', 'operator')
      .executeTakeFirstOrThrow();
    expect(stored.operation_password_hash).toMatch(/^scrypt\$/);
    expect(stored.operation_password_hash).not.toContain('Operator_1');
  });

  it('the event list shows each remote attempt as a readable line of type remote control or remote adjust', async () => {
    const { body } = await call('POST', '/event/list', admin, { psId: golmud, eventType: 2, pageSize: 100 });
    const contents = body.rows.map((r: any) => r.content);
    expect(contents).toContain('组串式逆变器 2: admin executed Start / stop = Stop (0)');
    expect(contents).toContain('组串式逆变器 1: admin was refused Start / stop = Stop (0): not selected first');
    const adjust = await call('POST', '/event/list', admin, { psId: golmud, eventType: 3, pageSize: 100 }, 'de-DE');
    expect(adjust.body.rows[0]).toMatchObject({ eventType: 3, level: 0, equipName: '组串式逆变器 4', pointCode: 'PLimit' });
    expect(adjust.body.rows[0].content).toBe('组串式逆变器 4: admin hat Wirkleistungsbegrenzung auf 10 % gesetzt');
  });

  describe('a device collected over Modbus TCP', () => {
    const device = new FakeDevice();
    let channelId: number;
    afterAll(() => device.unplug());

    beforeAll(async () => {
      await device.plugIn();
      channelId = await addModbusChannel(portal.app.db, golmud, device.port, 'Block C gateway', 1000);
      const point = (d: Device, type: string, code: string, register: number, fc: number, dataType: string, coefficient = 1) => ({
        channel_id: channelId,
        point_type: type,
        equip_type: d.equipType,
        collect_id: d.collectId,
        point_code: code,
        point_name: code,
        original_name: null,
        register,
        function_code: fc,
        data_type: dataType,
        word_order: 'BE',
        byte_order: 'BE',
        coefficient,
        tag: null,
      });
      const central = inverter(golmud, 2, 'ZCNBQ');
      const other = inverter(golmud, 3, 'ZCNBQ');
      await portal.app.db
        .insertInto('channel_point')
        .values([
          point(central, 'YK', 'OnOff', 5, 1, 'bool'),
          point(central, 'YT', 'PLimit', 10, 3, 'uint16', 0.1),
          point(other, 'YT', 'PLimit', 30, 3, 'float32'),
        ])
        .execute();
    });

    it('a switch writes its coil and a set-point its holding registers (16 and 32 bit, scaled by the coefficient)', async () => {
      const central = inverter(golmud, 2, 'ZCNBQ');
      expect((await yk(admin, central, 1, 0)).body.code).toBe(200);
      expect((await yk(admin, central, 1, 1)).body).toEqual({ code: 200, msg: 'Execution succeeded', data: true });
      expect(device.coils[0]! & (1 << 5)).not.toBe(0);

      const yt = (d: Device, value: number) =>
        call('POST', '/remote/yt', admin, { psId: golmud, point: key(d, 'PLimit'), value, passwd: PASSWORD });
      expect((await yt(central, 80)).body.code).toBe(200);
      expect(device.holding.readUInt16BE(20)).toBe(800);
      expect((await yt(inverter(golmud, 3, 'ZCNBQ'), 42.5)).body.code).toBe(200);
      expect(device.holding.readFloatBE(60)).toBe(42.5);
    });

    it('while the collector polls the channel, a command goes over its open connection', async () => {
      const { modbus } = portal.app.telemetry;
      await modbus.reload();
      try {
        const connected = async () =>
          (
            await portal.app.db
              .selectFrom('channel')
              .select('state')
              .where('channel_id', '=', channelId)
              .executeTakeFirstOrThrow()
          ).state === 1;
        for (let i = 0; i < 100 && !(await connected()); i++) await new Promise((r) => setTimeout(r, 50));
        const before = device.connections;
        const central = inverter(golmud, 2, 'ZCNBQ');
        const { body } = await call('POST', '/remote/yt', admin, {
          psId: golmud,
          point: key(central, 'PLimit'),
          value: 55.5,
          passwd: PASSWORD,
        });
        expect(body.code).toBe(200);
        expect(device.holding.readUInt16BE(20)).toBe(555);
        expect(device.connections).toBe(before);
      } finally {
        modbus.stop();
      }
    });

    it('a device that does not answer within 3 s, or cannot be reached, fails the command and the failure is audited', async () => {
      const central = inverter(golmud, 2, 'ZCNBQ');
      const yt = () =>
        call('POST', '/remote/yt', admin, { psId: golmud, point: key(central, 'PLimit'), value: 60, passwd: PASSWORD });
      await device.unplug();
      await device.plugIn(true);
      await portal.app.db
        .updateTable('channel')
        .set({ param: `127.0.0.1:${device.port}` })
        .where('channel_id', '=', channelId)
        .execute();
      const started = Date.now();
      const mute = await yt();
      expect(Date.now() - started).toBeLessThan(4500);
      expect([mute.status, mute.body.msg]).toEqual([504, 'Set-point failed: the device did not answer within 3 s']);
      await device.unplug();
      const gone = await yt();
      expect([gone.status, gone.body.msg]).toEqual([
        502,
        'Set-point failed: the device refused the command or could not be reached',
      ]);
      expect((await audit(central, 'PLimit')).map((e) => e.params.outcome)).toEqual(['set', 'set', 'timeout', 'failed']);
    });
  });
});
