import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, type Portal } from './harness';
import { liveKey } from '../../server/telemetry/liveStore';
import type { RegistrationBody } from '../../shared/registration';

/** The tables a registration writes: none may change when it is refused. */
const TABLES = ['power_station', 'equipment', 'channel', 'user_tag', 'tag_station', 'ps_param'] as const;

/** A PV plant near Berlin as the wizard sends it after its steps. */
function berlinPlant(name: string, deptId: number): RegistrationBody['station'] {
  return {
    psName: name,
    psCode: 'DE-PV-900',
    deptId,
    psType: 'PV',
    pvType: '1',
    capacity: 5000,
    country: 'DE',
    district: 'Brandenburg',
    longitude: 13.405,
    latitude: 52.52,
    operationDate: '2026-11-01',
    gridType: 'MV',
    contactPhone: '+49 30 1234567',
  };
}

describe.each(backends)('station registration on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let gadmin: string;
  let operator: string;
  let partner: string;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    [admin, gadmin, operator, partner] = await Promise.all([
      portal.login('admin'),
      portal.login('gadmin'),
      portal.login('operator'),
      portal.login('partner'),
    ]);
  });
  afterAll(() => portal.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, language = 'en-US') =>
    portal.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': language } });
  const counts = async () => {
    const out = {} as Record<(typeof TABLES)[number], number>;
    for (const table of TABLES) {
      const row = await portal.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };
  const template = async (token: string, query: object) => (await call('POST', '/info/register/devices', token, query)).body.data;
  const listed = async (token: string) =>
    ((await call('POST', '/info/powerStation/psListByUser', token)).body.data as { psId: number }[]).map((s) => s.psId);
  /** A whole registration: the plant, its template's devices, a Modbus channel on this machine and two labels. */
  async function fullBody(token: string, name: string, deptId: number): Promise<RegistrationBody> {
    const station = berlinPlant(name, deptId);
    return {
      station,
      devices: await template(token, { psType: 'PV', pvType: '1', capacity: 5000 }),
      feed: 'modbus-tcp',
      channel: { channelName: `${name} Modbus`, param: '127.0.0.1:15020', address: 1 },
      labelIds: [],
      newLabels: [
        { tagName: `${name} team`, shared: 1 },
        { tagName: `${name} private`, shared: 0 },
      ],
    };
  }

  it('the time zone comes from the coordinates, offline: Berlin is Europe/Berlin, Golmud Asia/Shanghai', async () => {
    const berlin = await call('GET', '/info/register/timeZone?latitude=52.52&longitude=13.405', admin);
    expect(berlin.body.data).toEqual({ timeZone: 'Europe/Berlin' });
    const golmud = await call('GET', '/info/register/timeZone?latitude=36.402&longitude=94.903', gadmin);
    expect(golmud.body.data).toEqual({ timeZone: 'Asia/Shanghai' });
    expect((await call('GET', '/info/register/timeZone?latitude=91&longitude=0', admin)).status).toBe(400);
  });

  it('the device template follows type and capacity: PV inverters add up to its kWp, storage gets PCS with clusters, HVAC and fire protection', async () => {
    const pv = await template(admin, { psType: 'PV', pvType: '1', capacity: 5000 });
    const inverterKwp = pv
      .filter((d: any) => d.equipType === 'JZNBQ' || d.equipType === 'ZCNBQ')
      .reduce((sum: number, d: any) => sum + d.peakPower, 0);
    expect(inverterKwp).toBeCloseTo(5000, 1);
    expect(pv.map((d: any) => d.equipType)).toContain('DB');
    // Each combiner box hangs under its string inverter.
    const box = pv.find((d: any) => d.equipType === 'HLX');
    expect(pv[box.parent].equipType).toBe('JZNBQ');
    // The names are proposed in the reader's language.
    expect(pv[box.parent].equipName).toBe('String inverter 1');
    const chinese = await call('POST', '/info/register/devices', gadmin, { psType: 'PV', pvType: '1', capacity: 5000 }, 'zh-CN');
    expect(chinese.body.data.map((d: any) => d.equipName)).toEqual(
      expect.arrayContaining(['并网电表', '组串式逆变器 1', '汇流箱 1']),
    );
    const es = await template(admin, { psType: 'ES', capacity: 5000, batteryCapacity: 10000 });
    expect(new Set(es.map((d: any) => d.equipType))).toEqual(new Set(['DB', 'PCS', 'BC', 'KT', 'XF', 'PQ']));
    const wp = await template(admin, { psType: 'WP', capacity: 30000 });
    expect(wp.filter((d: any) => d.equipType === 'FJ').reduce((s: number, d: any) => s + d.peakPower, 0)).toBe(30000);
    const huge = await call('POST', '/info/register/devices', admin, { psType: 'PV', pvType: '2', capacity: 5_000_000 });
    expect([huge.status, huge.body.field]).toEqual([400, 'station.capacity']);
  });

  it('a full registration creates station, devices, channel and labels at once; its group sees it, another group does not', async () => {
    const before = await counts();
    const body = await fullBody(gadmin, 'Golmud West Solar', 3);
    body.station = { ...body.station, longitude: 94.5, latitude: 36.3, country: 'CN', district: 'Qinghai', psCode: 'CN-PV-900' };
    const { status, body: answer } = await call('POST', '/info/register', gadmin, body);
    expect([status, answer.code], answer.msg).toEqual([200, 200]);
    const { psId } = answer.data;
    expect(answer.data).toMatchObject({ psType: 'PV', equipment: body.devices.length });
    expect(answer.data.channelId).toBeGreaterThan(0);
    expect(answer.data.labelIds).toHaveLength(2);

    const after = await counts();
    expect(after.power_station - before.power_station).toBe(1);
    expect(after.equipment - before.equipment).toBe(body.devices.length);
    expect(after.channel - before.channel).toBe(1);
    expect(after.user_tag - before.user_tag).toBe(2);
    expect(after.tag_station - before.tag_station).toBe(2);

    const stored = await portal.app.db
      .selectFrom('power_station')
      .selectAll()
      .where('ps_id', '=', psId)
      .executeTakeFirstOrThrow();
    // The zone was left to the server: it follows the coordinates, as the demo stations store theirs.
    expect(stored).toMatchObject({ time_zone: 'Asia/Shanghai', dept_id: 3, ps_name: 'Golmud West Solar', state: 1 });
    const box = await portal.app.db
      .selectFrom('equipment')
      .select(['parent_id', 'point_config_id'])
      .where('ps_id', '=', psId)
      .where('equip_type', '=', 'HLX')
      .executeTakeFirstOrThrow();
    expect(box.parent_id).not.toBeNull();
    expect(box.point_config_id).not.toBeNull();

    expect(await listed(gadmin)).toContain(psId);
    expect(await listed(admin)).toContain(psId);
    expect(await listed(operator)).not.toContain(psId);
    expect(await listed(partner)).not.toContain(psId);
    const labels = (await call('GET', '/user/labeling/list?pageSize=500', gadmin)).body.rows as any[];
    expect(labels.find((l) => l.tagName === 'Golmud West Solar team')?.psIds).toEqual([psId]);
    // The map of the group shows it at once.
    const map = await call('POST', '/monitor/fleetMapStations', gadmin, {});
    expect(map.body.data.map((s: any) => s.psId)).toContain(psId);
  });

  it('the simulator feeds a newly registered station at its next tick, without a restart', async () => {
    const body = await fullBody(admin, 'Uckermark Solar', 2);
    body.feed = 'simulator';
    delete body.channel;
    const { body: answer } = await call('POST', '/info/register', admin, body);
    expect(answer.code, answer.msg).toBe(200);
    const { psId } = answer.data;
    const inverter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    const meter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'DB')!;
    expect(inverter).toBeDefined();
    // The simulator's clock only moves forward: a tick a little after now.
    portal.app.telemetry.tick(Date.now() + 60_000);
    expect(typeof portal.app.telemetry.live.raw(liveKey(psId, 'JZNBQ', inverter.collectId, 'P'))?.value).toBe('number');
    expect(typeof portal.app.telemetry.live.raw(liveKey(psId, 'DB', meter.collectId, 'P'))?.value).toBe('number');
    // A new station's counters start at zero, not at the years of operation the demo fleet's carry.
    expect(portal.app.telemetry.live.raw(liveKey(psId, 'JZNBQ', inverter.collectId, 'TotalE'))?.value).toBeLessThan(100);
    // A member of the group it was registered into sees it; another group does not.
    expect(await listed(partner)).toContain(psId);
    expect(await listed(gadmin)).not.toContain(psId);
  });

  it('a storage station is registered with its converters and a single-line diagram as its home', async () => {
    const station = {
      ...berlinPlant('Lausitz Storage', 4),
      psType: 'ES',
      pvType: undefined,
      capacity: 5000,
      batteryCapacity: 10000,
    };
    const devices = await template(admin, { psType: 'ES', capacity: 5000, batteryCapacity: 10000 });
    const { body } = await call('POST', '/info/register', admin, {
      station,
      devices,
      feed: 'simulator',
      labelIds: [],
      newLabels: [],
    });
    expect(body.code, body.msg).toBe(200);
    const diagram = await call('GET', `/monitor/diagram?psId=${body.data.psId}`, admin);
    expect(diagram.status).toBe(200);
    expect(diagram.body.data.svgId).toBeGreaterThan(0);
    expect(diagram.body.data.svg).toContain('<svg');
    expect(await listed(operator)).toContain(body.data.psId);
  });

  it('any bad field of any step refuses everything, naming the step and field in the caller’s language', async () => {
    const base = await fullBody(admin, 'Refused Solar', 4);
    const cases: [string, (b: RegistrationBody) => void, string, string][] = [
      ['station.capacity', (b) => (b.station.capacity = -5), 'Basic information', '装机容量'],
      ['station.latitude', (b) => (b.station.latitude = 95), 'Location', '纬度'],
      ['devices.2.equipName', (b) => (b.devices[2]!.equipName = ''), 'Devices 3', '设备名称'],
      ['devices.1.equipType', (b) => (b.devices[1]!.equipType = 'NOPE'), 'Devices 2', '设备类型'],
      // The template lists a string inverter with its combiner box, then the next: 2 and 4 are inverters.
      ['devices.4.collectId', (b) => (b.devices[4]!.collectId = b.devices[2]!.collectId), 'Devices 5', '通讯编号'],
      ['channel.param', (b) => (b.channel = { ...b.channel, param: 'not an address' }), 'Channel', '通道参数'],
      ['channel.address', (b) => (b.channel = { ...b.channel, address: 300 }), 'Channel', '地址'],
      ['newLabels.1.tagName', (b) => (b.newLabels[1]!.tagName = ' padded'), 'Labels', '标签'],
    ];
    const before = await counts();
    for (const [field, spoil, step, zhWord] of cases) {
      const body = structuredClone(base);
      spoil(body);
      const en = await call('POST', '/info/register', admin, body);
      expect([en.status, en.body.field], `${field}: ${en.body.msg}`).toEqual([400, field]);
      expect(en.body.msg.startsWith(`${step}: `), en.body.msg).toBe(true);
      const zh = await call('POST', '/info/register', admin, body, 'zh-CN');
      expect(zh.body.msg, field).toContain(zhWord);
    }
    expect(await counts()).toEqual(before);
  });

  it('a group admin cannot register into another group, an operator not at all; nothing is written', async () => {
    const before = await counts();
    const foreign = await call('POST', '/info/register', gadmin, await fullBody(gadmin, 'Foreign Solar', 4));
    expect([foreign.status, foreign.body.field]).toEqual([403, 'station.deptId']);
    const asOperator = await call('POST', '/info/register', operator, await fullBody(admin, 'Operator Solar', 4));
    expect(asOperator.status).toBe(403);
    expect((await call('POST', '/info/register/devices', operator, { psType: 'PV', capacity: 100 })).status).toBe(403);
    expect((await call('GET', '/info/register/timeZone?latitude=1&longitude=1', operator)).status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('the station menu offers registration in its information group to administrators and group administrators', async () => {
    const names = (menu: any[]): string[] => menu.flatMap((m) => [m.name, ...names(m.children ?? [])]);
    const china = (await listed(gadmin))[0]!;
    for (const token of [admin, gadmin]) {
      const menu = (await call('GET', `/reception/getRouters?menuFlag=1&psId=${china}`, token)).body.data as any[];
      expect(names(menu.filter((m) => m.name === 'Info'))).toContain('Register');
    }
    // The page itself is every user's route: an operator opening it is told he may not register.
    const main = (await call('GET', '/reception/getRouters', operator)).body.data as any[];
    expect(names(main)).toContain('Register');
  });

  it('a label of another owner cannot be used by a group admin; the refusal names the labels step', async () => {
    const adminOnly = await call('POST', '/user/labeling', admin, { tagName: 'Board only', shared: 1 });
    const tagId = adminOnly.body.data.tagId;
    const body = await fullBody(gadmin, 'Label Solar', 3);
    body.labelIds = [tagId];
    const before = await counts();
    const refused = await call('POST', '/info/register', gadmin, body);
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.body.field).toBe('labelIds');
    expect(refused.body.msg.startsWith('Labels: ')).toBe(true);
    expect(await counts()).toEqual(before);
  });
});
