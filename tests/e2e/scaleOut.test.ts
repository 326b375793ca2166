import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { ModbusTCPServer } from 'jsmodbus';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropSchema } from '../../server/db/database';
import { backends, mqttForTests, POSTGRES_URL, redisForTests } from '../api/harness';
import { freePort, startPortalProcess, type RunningPortal } from './portalServer';

const redisUrl = await redisForTests();
const mqttUrl = await mqttForTests();
const haproxy = spawnSync('haproxy', ['-v']).status === 0;
if (!haproxy && process.env.REQUIRE_REDIS === '1') throw new Error('HAProxy is required (apt-get install haproxy)');
const PASSWORD = 'Scale_pass1';
/** The Modbus channel's period: its owner dead, another process polls within two of them. */
const PERIOD_MS = 1000;

const until = async (check: () => Promise<boolean> | boolean, timeoutMs: number, what: string) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

async function call<T>(url: string, path: string, token: string | null, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${url}/prod-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-language': 'en-US',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, ...((await response.json()) as { code: number; msg: string; data: T }) };
}

async function signIn(url: string, user: string): Promise<string> {
  const login = await fetch(`${url}/prod-api/reception/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user, password: PASSWORD }),
  });
  const token = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return token;
}

type Readings = Record<string, { value: number | null; time: number | null }>;

/**
 * The split deployment of docs/scale-out.md as separate processes on PostgreSQL, Redis and Mosquitto: two
 * ingest processes (one simulating the demo fleet) and two API nodes behind HAProxy (deploy/haproxy.cfg).
 */
describe.skipIf(!redisUrl || !mqttUrl || !haproxy || !backends.includes('postgres'))(
  'two API and two ingest processes behind the front',
  () => {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const prefix = `scale-${crypto.randomBytes(4).toString('hex')}:`;
    const env = {
      DATABASE_URL: POSTGRES_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL: redisUrl!,
      REDIS_PREFIX: prefix,
      MQTT_URL: mqttUrl!,
      MQTT_SHARE_GROUP: prefix.slice(0, -1),
      DEMO_PASSWORD: PASSWORD,
      CAPTCHA: 'off',
      BACKFILL_DAYS: '0',
      TRUST_PROXY: '127.0.0.1',
    };
    const ingest: Record<string, RunningPortal> = {};
    let a: RunningPortal;
    let b: RunningPortal;
    let front: ChildProcess;
    let frontUrl: string;
    let redis: Redis;
    let admin: string;
    let psId: number;
    /** Inverters of one PV plant: their collect ids. */
    let inverters: number[];

    beforeAll(async () => {
      // The first ingest process makes the store and simulates the fleet; the others join it.
      ingest['ingest-1'] = await startPortalProcess(
        { ...env, ROLE: 'ingest', SIMULATOR: 'on', NODE_ID: 'ingest-1' },
        { readyTimeoutMs: 240_000 },
      );
      const [second, apiA, apiB] = await Promise.all([
        startPortalProcess({ ...env, ROLE: 'ingest', NODE_ID: 'ingest-2' }),
        startPortalProcess({ ...env, ROLE: 'api', NODE_ID: 'api-a' }),
        startPortalProcess({ ...env, ROLE: 'api', NODE_ID: 'api-b' }),
      ]);
      ingest['ingest-2'] = second!;
      [a, b] = [apiA!, apiB!];
      const frontPort = await freePort();
      frontUrl = `http://127.0.0.1:${frontPort}`;
      front = spawn('haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
        env: {
          ...process.env,
          PORTAL_FRONT: `127.0.0.1:${frontPort}`,
          PORTAL_API_A: a.url.slice('http://'.length),
          PORTAL_API_B: b.url.slice('http://'.length),
        },
        stdio: 'ignore',
      });
      await until(
        async () => (await fetch(`${frontUrl}/prod-api/health`).catch(() => null))?.status === 200,
        20_000,
        'the front answers',
      );
      redis = new Redis(redisUrl!);
      admin = await signIn(frontUrl, 'admin');
      const candidates = (await call<number[]>(frontUrl, '/info/powerStation/psIdListByUser', admin, {})).data;
      for (const id of candidates) {
        const { data } = await call<{ devices: { collectId: number }[] }>(frontUrl, '/monitor/devices', admin, {
          psId: id,
          equipType: 'JZNBQ',
        });
        if (data.devices.length >= 4) {
          psId = id;
          inverters = data.devices.map((d) => d.collectId);
          break;
        }
      }
      expect(psId).toBeDefined();
    }, 300_000);

    afterAll(async () => {
      front?.kill('SIGTERM');
      await Promise.all([a, b, ...Object.values(ingest)].map((p) => p?.stop()));
      if (redis) {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
          if ((keys as string[]).length) await redis.del(...(keys as string[]));
        redis.disconnect();
      }
      await dropSchema(POSTGRES_URL, schema);
    }, 60_000);

    const read = (url: string, keys: string[]) =>
      call<Readings>(url, '/monitor/getRealDataByPoints', admin, { psId, points: keys }).then((r) => r.data);

    const publisher = async (): Promise<MqttClient> => connectAsync(mqttUrl!, { protocolVersion: 5 });

    it('a value a gateway publishes over MQTT is readable from both API nodes and the front within one period', async () => {
      const key = `${psId}_JZNBQ_${inverters[0]}_Temp`;
      const gateway = await publisher();
      // Stamped a minute ahead, so that the simulator's own value of this point (stamped now) cannot replace it.
      const stamp = Date.now() + 60_000;
      const sent = Date.now();
      await gateway.publishAsync(
        `portal/v1/${psId}/JZNBQ/${inverters[0]}/data`,
        JSON.stringify({ ts: stamp, period: 5, values: { Temp: 71.5 } }),
        { qos: 1 },
      );
      await gateway.endAsync();
      for (const url of [a.url, b.url, frontUrl])
        await until(async () => (await read(url, [key]))[key]?.value === 71.5, 5000 - (Date.now() - sent), `${url} shows 71.5`);
      expect(Date.now() - sent).toBeLessThan(5000);
    });

    it('an alarm an ingest process raises is pushed to the browsers of both API nodes', async () => {
      // The simulated fleet raises alarms of its own: the stream is read until this station's.
      const ours = new RegExp(`event: alarm\\ndata: [^\\n]*"psId":${psId}[,}]`);
      /** Settles once the node has taken the stream (its headers came: it listens), with what it will hear. */
      const listen = async (url: string) => {
        const response = await fetch(`${url}/prod-api/event/stream?lang=en`, { headers: { authorization: `Bearer ${admin}` } });
        const reader = response.body!.getReader();
        let text = '';
        const heard = (async () => {
          while (!ours.test(text)) {
            const { value, done } = await reader.read();
            if (done) break;
            text += new TextDecoder().decode(value);
          }
          await reader.cancel();
          return text;
        })();
        return { heard };
      };
      const streams = (await Promise.all([listen(a.url), listen(b.url)])).map((s) => s.heard);
      const gateway = await publisher();
      await gateway.publishAsync(
        `portal/v1/${psId}/JZNBQ/${inverters[0]}/data`,
        JSON.stringify({ ts: Date.now(), period: 5, values: { Alarm: 1 } }),
        { qos: 1 },
      );
      await gateway.endAsync();
      const timeout = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no alarm pushed in 5 s')), 5000));
      for (const heard of await Promise.all(streams.map((s) => Promise.race([s, timeout])))) expect(heard).toMatch(ours);
    });

    it('a select taken on node A lets an execute on node B through; another user selecting on B is refused', async () => {
      const gadmin = await signIn(b.url, 'gadmin');
      const point = `${psId}_JZNBQ_${inverters[1]}_OnOff`;
      const onOff = (url: string, token: string, value: number, type: 0 | 1) =>
        call<boolean>(url, '/remote/yk', token, { psId, point, value, type, passwd: PASSWORD });
      expect(await onOff(a.url, admin, 0, 0)).toMatchObject({ code: 200, data: true });
      expect(await onOff(b.url, gadmin, 0, 0)).toMatchObject({ status: 409 });
      // The execute reaches the simulated inverter in the ingest process that simulates, over the bus.
      expect(await onOff(b.url, admin, 0, 1)).toMatchObject({ code: 200, data: true });
    });

    it('a sign-out on node A is refused on node B', async () => {
      const token = await signIn(a.url, 'operator');
      expect((await call(b.url, '/reception/getInfo', token)).status).toBe(200);
      expect((await call(a.url, '/logout', token, {})).status).toBe(200);
      expect((await call(b.url, '/reception/getInfo', token)).status).toBe(401);
    });

    it('an ingest process killed mid-stream: its Modbus channel moves within two periods and no acknowledged sample is lost', async () => {
      // A Modbus device on 127.0.0.1 that notes when it is polled.
      const device = new net.Server();
      const polls: number[] = [];
      const modbus = new ModbusTCPServer(device, { holding: Buffer.alloc(16) });
      modbus.on('preReadHoldingRegisters', () => polls.push(Date.now()));
      await new Promise<void>((resolve) => device.listen(0, '127.0.0.1', resolve));
      const port = (device.address() as net.AddressInfo).port;
      const store = new pg.Client({ connectionString: POSTGRES_URL, options: `-c search_path=${schema}` });
      await store.connect();
      const channel = await store.query<{ channel_id: number }>(
        `insert into channel (ps_id, channel_name, param, address, channel_type, protocol, period_ms, state, enabled, order_num, updated_at)
         values ($1, 'Scale-out test gateway', $2, 1, 'tcp', 'modbus-tcp', $3, 0, 1, 0, $4) returning channel_id`,
        [psId, `127.0.0.1:${port}`, PERIOD_MS, Date.now()],
      );
      const channelId = channel.rows[0]!.channel_id;
      await store.query(
        `insert into channel_point (channel_id, point_type, equip_type, collect_id, point_code, point_name, register, function_code,
           data_type, word_order, byte_order, coefficient) values ($1, 'YC', 'JZNBQ', $2, 'Temp', 'Temp', 0, 3, 'uint16', 'BE', 'BE', 1)`,
        [channelId, inverters[2]],
      );
      await store.end();
      // Configuration changed: every process reloads it (as after an administrator's edit).
      await redis.publish(`${prefix}bus:config`, JSON.stringify({ node: 'test' }));
      const lease = `${prefix}lease:channel:${channelId}`;
      await until(async () => (await redis.get(lease)) !== null && polls.length >= 3, 15_000, 'the channel is polled');
      const owner = (await redis.get(lease))!;
      expect(Object.keys(ingest)).toContain(owner);

      // Samples for distinct points, stamped ahead of the simulator's; some before the kill, some after.
      const codes = (
        await call<{ points: { YC: { pointId: string; pointCode: string }[] } }>(a.url, '/monitor/getEquipRealData', admin, {
          psId,
          equipType: 'JZNBQ',
          collectId: inverters[3],
        })
      ).data.points.YC.map((p) => p.pointCode);
      const targets = inverters.slice(3).flatMap((collectId) => codes.map((code) => ({ collectId, code })));
      const sent = targets.slice(0, 40);
      expect(sent).toHaveLength(40);
      const gateway = await publisher();
      const stamp = Date.now() + 120_000;
      const send = async (from: number, to: number) => {
        for (let i = from; i < to; i++) {
          const { collectId, code } = sent[i]!;
          // Resolves once the broker acknowledged it (QoS 1).
          await gateway.publishAsync(
            `portal/v1/${psId}/JZNBQ/${collectId}/data`,
            JSON.stringify({ ts: stamp, period: 5, values: { [code]: 1000 + i } }),
            { qos: 1 },
          );
        }
      };
      await send(0, 15);
      const lastPoll = polls.at(-1)!;
      await ingest[owner]!.kill();
      const killedAt = Date.now();
      await send(15, 40);
      await gateway.endAsync();

      // The survivor polls the channel within two periods of the dead owner's last poll.
      await until(() => polls.some((t) => t > killedAt), 2 * PERIOD_MS + 1000, 'the survivor polls');
      const firstAfter = polls.find((t) => t > killedAt)!;
      expect(firstAfter - lastPoll).toBeLessThanOrEqual(2 * PERIOD_MS + 500);
      const survivor = Object.keys(ingest).find((n) => n !== owner)!;
      expect(await redis.get(lease)).toBe(survivor);

      // Every acknowledged sample reaches both API nodes: the survivor takes over the dead process's session.
      const keys = sent.map(({ collectId, code }) => `${psId}_JZNBQ_${collectId}_${code}`);
      const arrived = async (url: string) => {
        const readings = await read(url, keys);
        return keys.filter((k, i) => readings[k]?.value === 1000 + i).length;
      };
      await until(async () => (await arrived(a.url)) === 40 && (await arrived(b.url)) === 40, 20_000, 'all 40 samples arrive');
      device.close();
    }, 60_000);
  },
);
