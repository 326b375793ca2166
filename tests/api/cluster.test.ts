import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { ModbusTCPServer } from 'jsmodbus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAsync } from 'mqtt';
import {
  backends,
  dropRedisKeys,
  mqttForTests,
  PASSWORD,
  redisForTests,
  startPeer,
  startPortal,
  type Portal,
  until,
} from './harness';
import { readStreamPastSignOut } from './alarmStream';
import { MqttIngest } from '../../server/sources/mqtt/mqttIngest';
import { MqttTakeover } from '../../server/cluster/mqttTakeover';
import type { Device } from '../../server/telemetry/pointRegistry';
import { liveKey } from '../../server/telemetry/liveStore';
import { addModbusChannel } from '../fixtures/modbusChannel';
import { checkCredentials, SIGN_IN_LOCKOUT } from '../../server/auth/login';
import { decoyLockout } from '../../server/auth/decoyLockout';
import type { ApiError } from '../../server/http/envelope';

const redisUrl = await redisForTests();
const mqttUrl = await mqttForTests();

/**
 * Two API nodes of one deployment (docs/scale-out.md): each with its own process state, on the same store
 * and the same Redis. What one node decides about control and sessions, the other knows at once.
 */
describe.skipIf(!redisUrl).each(backends)('two API nodes sharing Redis on %s', (backend) => {
  const prefix = `test-${crypto.randomBytes(4).toString('hex')}:`;
  let a: Portal;
  let b: Portal;
  let admin: string;
  let gadmin: string;
  let golmud: number;

  beforeAll(async () => {
    const shared = { redisUrl: redisUrl!, redisPrefix: prefix };
    a = await startPortal(backend, { simulate: true, ...shared, nodeId: 'node-a', loginRateLimit: 10 });
    b = await startPeer(a, { nodeId: 'node-b' });
    [admin, gadmin] = await Promise.all([a.login('admin'), a.login('gadmin')]);
    const row = await a.app.db
      .selectFrom('power_station')
      .select('ps_id')
      .where('ps_code', '=', 'CN-PV-001')
      .executeTakeFirstOrThrow();
    golmud = row.ps_id;
    a.app.telemetry.tick();
    b.app.telemetry.tick();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropRedisKeys(redisUrl!, prefix);
  });

  const call = (node: Portal, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    node.call({ method, url: `/prod-api${url}`, token, payload, headers: { 'content-language': 'en-US' } });
  const onOff = (node: Portal, token: string, d: Device, value: number, type: 0 | 1) =>
    call(node, 'POST', '/remote/yk', token, {
      psId: d.psId,
      point: `${d.psId}_${d.equipType}_${d.collectId}_OnOff`,
      value,
      type,
      passwd: PASSWORD,
    });

  it('a select taken on node A is what an execute on node B finds; another user selecting on B meanwhile is refused', async () => {
    const inverter = a.app.telemetry.registry.devicesOf(golmud).find((d) => d.equipType === 'JZNBQ')!;
    expect((await onOff(a, admin, inverter, 0, 0)).body).toMatchObject({ code: 200, data: true });

    const taken = await onOff(b, gadmin, inverter, 0, 0);
    expect([taken.status, taken.body.msg]).toEqual([
      409,
      'Another user has selected this point; try again when the selection ends',
    ]);

    const executed = await onOff(b, admin, inverter, 0, 1);
    expect(executed.body).toMatchObject({ code: 200, data: true });
    // Executing consumed the reservation on both nodes: a second execute needs a new select, and others may select.
    expect((await onOff(a, admin, inverter, 0, 1)).status).toBe(409);
    expect((await onOff(b, gadmin, inverter, 1, 0)).body).toMatchObject({ code: 200, data: true });
  });

  it('a switch held through Redis is held under its own key: another spelling on node B is refused, and only one key is taken', async () => {
    const inverter = a.app.telemetry.registry.devicesOf(golmud).filter((d) => d.equipType === 'JZNBQ')[1]!;
    const canonical = `${inverter.psId}_JZNBQ_${inverter.collectId}_OnOff`;
    expect((await onOff(a, gadmin, inverter, 1, 0)).body).toMatchObject({ code: 200, data: true });
    for (const point of [`0${inverter.psId}_JZNBQ_0${inverter.collectId}_OnOff`, ` ${canonical}`, `${canonical.toLowerCase()}`]) {
      const other = await call(b, 'POST', '/remote/yk', admin, { psId: golmud, point, value: 0, type: 0, passwd: PASSWORD });
      expect([other.status, other.body.field], point).toEqual([400, 'point']);
    }
    // Only this switch's one key: no key of another spelling, whatever else the other tests hold.
    const redis = new Redis(redisUrl!);
    const held = (await redis.keys(`${prefix}*sbo:*`)).map((k) => k.slice(k.indexOf('sbo:') + 4));
    redis.disconnect();
    expect(held.filter((k) => /OnOff$/i.test(k) && Number(k.split('_')[2]) === inverter.collectId)).toEqual([canonical]);
    expect((await onOff(b, gadmin, inverter, 1, 1)).body).toMatchObject({ code: 200, data: true });
  });

  it('a sign-out on node A is refused on node B at once, though B had the session in its cache', async () => {
    const token = await a.login('operator');
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(200);
    expect((await call(a, 'POST', '/logout', token)).status).toBe(200);
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(401);
  });

  it("a password reset on node A ends the user's sessions on node B", async () => {
    const token = await a.login('partner');
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(200);
    const user = await a.app.db
      .selectFrom('sys_user')
      .select('user_id')
      .where('user_name', '=', 'partner')
      .executeTakeFirstOrThrow();
    const reset = await call(a, 'PUT', '/system/user/resetPwd', admin, { userId: user.user_id, password: 'Other_pass2' });
    expect(reset.body).toMatchObject({ code: 200, data: true });
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(401);
  });

  it('disabling a user on node A refuses his next request on node B, though B had his session in its cache', async () => {
    const made = await call(a, 'POST', '/system/user', admin, {
      userName: 'disabled.elsewhere',
      nickName: 'Disabled elsewhere',
      deptId: 4,
      roleKey: 'operator',
      password: PASSWORD,
    });
    const id = made.body.data.userId as number;
    // A session made directly: the sign-ins of this address are counted by a later test.
    const token = await a.app.sessions.create(id, null);
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(200);
    const row = (await call(a, 'GET', `/system/user/${id}`, admin)).body.data;
    delete row.createdAt;
    expect((await call(a, 'PUT', '/system/user', admin, { ...row, status: '1' })).status).toBe(200);
    expect((await call(b, 'GET', '/reception/getInfo', token)).status).toBe(401);
  });

  it("a sign-out on node A closes the user's alarm stream on node B within a second", async () => {
    const operator = await a.app.db
      .selectFrom('sys_user')
      .select('user_id')
      .where('user_name', '=', 'operator')
      .executeTakeFirstOrThrow();
    const token = await a.app.sessions.create(operator.user_id, null);
    const address = await b.app.listen({ host: '127.0.0.1', port: 0 });
    const { text, closedAfterMs } = await readStreamPastSignOut(address, token, async () => {
      expect((await call(a, 'POST', '/logout', token)).status).toBe(200);
    });
    expect(text).toContain('event: signedOut');
    expect(closedAfterMs).toBeLessThan(1000);
  }, 5_000);

  it('sign-in attempts from one address count on both nodes together', async () => {
    // Four sign-ins so far from this address, of ten a minute; alone, neither node would refuse before its tenth.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const node = i % 2 === 0 ? a : b;
      const { status } = await node.call({
        method: 'POST',
        url: '/prod-api/reception/login',
        payload: { username: 'nobody', password: 'Wrong_pass1' },
      });
      statuses.push(status);
    }
    expect(statuses.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429]);
  });

  it("wrong passwords for a name without an account count on both nodes together, as an account's do", async () => {
    // Straight to the check: this address's sign-ins are all used by the test before.
    const nodes = [a, b].map((node) => decoyLockout(node.app.cluster, SIGN_IN_LOCKOUT));
    const refusals: unknown[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await checkCredentials(a.app.db, 'nobody.anywhere', 'Wrong_pass1', nodes[i % 2]!).catch((e: ApiError) => e);
      refusals.push([(refused as ApiError).code, (refused as ApiError).messageKey]);
    }
    const badPassword = [400, 'server.login.badCredentials'];
    const locked = [423, 'server.login.locked'];
    expect(refusals).toEqual([badPassword, badPassword, badPassword, badPassword, locked, locked]);
  });

  it('one node polls a Modbus channel; when it dies, the other takes the channel over within two periods', async () => {
    const PERIOD = 1000;
    const device = new net.Server();
    let connections = 0;
    // The device's side of each connection: a poller that stops mid-request resets it, which is no failure here.
    const sockets = new Set<net.Socket>();
    device.on('connection', (socket: net.Socket) => {
      connections++;
      sockets.add(socket.on('error', () => undefined).on('close', () => sockets.delete(socket)));
    });
    const holding = Buffer.alloc(16);
    new ModbusTCPServer(device, { holding });
    await new Promise<void>((resolve) => device.listen(0, '127.0.0.1', resolve));
    const port = (device.address() as net.AddressInfo).port;
    const inverter = a.app.telemetry.registry.devicesOf(golmud).find((d) => d.equipType === 'JZNBQ')!;
    const channelId = await addModbusChannel(a.app.db, golmud, port, 'Leased gateway', PERIOD);
    await a.app.db
      .insertInto('channel_point')
      .values({
        channel_id: channelId,
        point_type: 'YC',
        equip_type: 'JZNBQ',
        collect_id: inverter.collectId,
        point_code: 'Temp',
        point_name: 'Temp',
        original_name: null,
        register: 0,
        function_code: 3,
        data_type: 'uint16',
        word_order: 'BE',
        byte_order: 'BE',
        coefficient: 1,
        tag: null,
      })
      .execute();
    const temperature = (node: Portal) =>
      node.app.telemetry.live.raw(liveKey(golmud, 'JZNBQ', inverter.collectId, 'Temp'))?.value;
    try {
      holding.writeUInt16BE(41, 0);
      await Promise.all([a.app.telemetry.modbus.reload(), b.app.telemetry.modbus.reload()]);
      await until(() => temperature(a) === 41 || temperature(b) === 41);
      await new Promise((r) => setTimeout(r, 3 * PERIOD));
      // Exactly one node holds the channel, and only it ever connected to the device.
      const polls = [a, b].map((node) => node.app.telemetry.modbus.polls(channelId));
      expect(polls.filter(Boolean)).toHaveLength(1);
      expect(connections).toBe(1);
      const [owner, other] = polls[0] ? [a, b] : [b, a];
      expect(temperature(other)).not.toBe(41);

      // The owner dies without a word (its lease is never given back); the other polls within two periods.
      owner.app.telemetry.modbus.stop();
      const died = Date.now();
      holding.writeUInt16BE(42, 0);
      await until(() => temperature(other) === 42, 10 * PERIOD);
      // Two periods, and a little for a loaded machine's timers.
      expect(Date.now() - died).toBeLessThanOrEqual(2 * PERIOD + 500);
      expect(other.app.telemetry.modbus.polls(channelId)).toBe(true);
    } finally {
      a.app.telemetry.modbus.stop();
      b.app.telemetry.modbus.stop();
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => device.close(r));
    }
  });

  it.runIf(mqttUrl)(
    'when an ingest process dies, another takes over its broker session: no gateway message is lost',
    async () => {
      const group = `test-${crypto.randomBytes(4).toString('hex')}`;
      const processes = [a, b].map((node) => {
        const session = MqttTakeover.sessionOf(node.app.cluster!, node.config.nodeId);
        const { ingest } = node.app.telemetry;
        return {
          member: new MqttIngest(mqttUrl!, ingest, { shareGroup: group, sessionName: session }),
          takeover: new MqttTakeover(node.app.cluster!, session, mqttUrl!, ingest, group),
        };
      });
      const [dying, survivor] = processes as [(typeof processes)[0], (typeof processes)[0]];
      for (const p of processes) {
        await p.member.start();
        await p.takeover.beat();
      }
      const publisher = await connectAsync(mqttUrl!);
      // A point no store knows: other tests' portals on the same broker take it and change nothing.
      const publish = async (count: number) => {
        for (let i = 0; i < count; i++)
          await publisher.publishAsync(`portal/v1/${golmud}/PS/0/data`, JSON.stringify({ values: { takeoverProbe: i } }), {
            qos: 1,
          });
      };
      const taken = () => dying.member.stats.messages + survivor.member.stats.messages + survivor.takeover.taken;
      try {
        await publish(30);
        await until(() => taken() >= 30);
        expect(Math.min(dying.member.stats.messages, survivor.member.stats.messages)).toBeGreaterThan(0);

        // The process dies: its connection drops and it stops saying it lives; the broker queues its share.
        dying.member.cut();
        await dying.takeover.stop(false);
        await publish(60);
        expect(taken()).toBeLessThan(90);
        survivor.takeover.start();
        // Every message the broker acknowledged was taken: by a live member, or from the dead one's session.
        await until(() => taken() >= 90, 15_000);
        expect(survivor.takeover.taken).toBeGreaterThan(0);
      } finally {
        await publisher.endAsync();
        await survivor.takeover.stop();
        await survivor.member.stop();
      }
    },
  );
});

/**
 * Two ingest processes of a share group (docs/scale-out.md): a gateway's values of one alarm point reach
 * either. Each process's rules follow the other's values through the live replica, so a signal that sets in
 * one process and is repeated, then cleared, in the other is one occurrence and one vanish.
 */
describe.skipIf(!redisUrl)('alarm rules of two ingest processes', () => {
  const prefix = `test-${crypto.randomBytes(4).toString('hex')}:`;
  let a: Portal;
  let b: Portal;

  beforeAll(async () => {
    a = await startPortal('sqlite', { redisUrl: redisUrl!, redisPrefix: prefix, role: 'ingest', nodeId: 'ingest-a' });
    b = await startPeer(a, { nodeId: 'ingest-b', simulate: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await dropRedisKeys(redisUrl!, prefix);
  });

  it('raise a crossing once, in the process that took the value causing it', async () => {
    const psId = a.app.telemetry.registry.stations.keys().next().value!;
    const inverter = a.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    const key = liveKey(psId, 'JZNBQ', inverter.collectId, 'Alarm');
    const t = Date.now();
    const take = async (node: Portal, value: number, time: number) => {
      node.app.telemetry.ingest.accept(
        [{ psId, equipType: 'JZNBQ', collectId: inverter.collectId, pointCode: 'Alarm', value, time }],
        3000,
      );
      await node.app.telemetryCluster!.replication.published();
      const other = node === a ? b : a;
      await until(() => other.app.telemetry.live.raw(key)?.time === time);
    };
    await take(a, 1, t);
    await take(b, 1, t + 3000);
    await take(b, 0, t + 6000);
    await Promise.all([a.app.telemetry.events.flush(), b.app.telemetry.events.flush()]);
    const rows = await a.app.db
      .selectFrom('event')
      .select(['action', 'content_key'])
      .where('ps_id', '=', psId)
      .where('collect_id', '=', inverter.collectId)
      .where('point_code', '=', 'Alarm')
      .where('event_time', '>=', t)
      .orderBy('event_time')
      .execute();
    expect(rows.map((r) => r.content_key)).toEqual(['event.signalOn', 'event.signalOff']);
  });
});

/**
 * A split deployment (docs/scale-out.md): the gateways' messages reach the ingest process, the channel page
 * asks an API node. The API node answers what the ingest process refused.
 */
describe.skipIf(!redisUrl)('gateway samples refused in a split deployment', () => {
  const prefix = `test-${crypto.randomBytes(4).toString('hex')}:`;
  let ingest: Portal;
  let api: Portal;

  beforeAll(async () => {
    ingest = await startPortal('sqlite', { redisUrl: redisUrl!, redisPrefix: prefix, role: 'ingest', nodeId: 'ingest-a' });
    api = await startPeer(ingest, { nodeId: 'api-b', role: 'api', simulate: false });
  });
  afterAll(async () => {
    await api?.close();
    await ingest?.close();
    await dropRedisKeys(redisUrl!, prefix);
  });

  it('the channel page on an API node counts what the ingest process refused, by plant and reason', async () => {
    const psId = ingest.app.telemetry.registry.stations.keys().next().value!;
    const now = Date.now();
    ingest.app.telemetry.ingest.stamps.admit(psId, 4102444800000, now, 3);
    ingest.app.telemetry.ingest.stamps.admit(psId, Math.floor(now / 1000), now);
    const admin = await api.login('admin');
    const answered = async () =>
      (await api.call({ method: 'GET', url: '/prod-api/monitor/gatewayRefusals', token: admin })).body.data as any[];
    const end = Date.now() + 8000;
    while ((await answered()).length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
    expect((await answered()).map((r) => [r.psId, r.reason, r.count])).toEqual([
      [psId, 'future', 3],
      [psId, 'seconds', 1],
    ]);
  });
});
