// `npm run bench:scale` (issue 19, not in CI): gateways of SCALE_STATIONS stations (5,000) publish
// SCALE_POINTS values each (50) every SCALE_PERIOD_S seconds (5) over MQTT for SCALE_MINUTES (10):
//   1. into the split deployment of docs/scale-out.md on PostgreSQL: two ingest and two API processes
//      behind HAProxy (deploy/haproxy.cfg), sharing Redis and a share group on Mosquitto;
//   2. the same deployment with its fleet split into SCALE_SHARDS station shards (2; 1 skips it): each ingest
//      process takes, keeps and monitors one shard, each API node keeps one shard and every station's summary;
//   3. beside them, the same load into one process on SQLite (`npm start`'s shape; SCALE_SQLITE=off skips it).
// Printed for each: values taken per second against those offered, ingest lag (a probe value's trip from
// publication to an API node's answer) p50/p99, API p99 of the live calls while the load runs, CPU and resident
// memory per process (the portal's; the engines' CPU), and the stores' growth, from which docs/scale-out.md's
// capacity model is computed. Everything talks to 127.0.0.1 only.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { connectAsync, type MqttClient } from 'mqtt';
import pg from 'pg';
import { openDatabase, dropSchema } from '../server/db/database';
import { PointRegistry } from '../server/telemetry/pointRegistry';
import { freePort, startPortalProcess } from '../tests/e2e/portalServer';
import { cpuSeconds, readStat, residentMemory, sleep, TICKS_PER_SECOND } from './serverProbe';

const STATIONS = Number(process.env.SCALE_STATIONS || 5000);
const POINTS = Number(process.env.SCALE_POINTS || 50);
const PERIOD_S = Number(process.env.SCALE_PERIOD_S || 5);
const MINUTES = Number(process.env.SCALE_MINUTES || 10);
const SQLITE = (process.env.SCALE_SQLITE || 'on') !== 'off';
const SHARDS = Number(process.env.SCALE_SHARDS || 2);
const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const MQTT_URL = process.env.TEST_MQTT_URL || 'mqtt://127.0.0.1:1883';
const PASSWORD = 'Bench_pass1';
/** Gateway connections the load is spread over. */
const GATEWAYS = 8;
/** Live calls per second of the operators' browsers during the load (a few hundred screens polling every 3 s). */
const API_RATE = 50;

interface Gateway {
  psId: number;
  samples: { equipType: string; collectId: number; point: string }[];
}

interface Process {
  name: string;
  pid: number;
}

const pids = (name: string): number[] => {
  try {
    return execFileSync('pgrep', ['-x', name], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return [];
  }
};
const cpuOf = (ids: number[]) => ids.reduce((sum, pid) => sum + (safeCpu(pid) ?? 0), 0);
const safeCpu = (pid: number) => {
  try {
    return cpuSeconds(pid);
  } catch {
    return undefined;
  }
};

/**
 * CPU seconds of an engine's processes by name, those that ended included: PostgreSQL's backends come and go
 * with the pools' connections, and the time of ended children is kept with their parent (cutime, cstime).
 */
function engineCpu(name: string): number {
  const ids = new Set(pids(name));
  let seconds = 0;
  for (const pid of ids) {
    const stat = readStat(pid);
    if (!stat) continue;
    // Fields after the name: state, ppid, ...; utime, stime, cutime, cstime at 11 to 14.
    seconds += Number(stat[11]) + Number(stat[12]);
    if (!ids.has(Number(stat[1]))) seconds += Number(stat[13]) + Number(stat[14]);
  }
  return seconds / TICKS_PER_SECOND;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN;

/** The points each station's gateway reports: the first SCALE_POINTS measurements of its devices. */
async function gatewaysOf(options: { dataDir: string; databaseUrl?: string; databaseSchema?: string }): Promise<Gateway[]> {
  const store = await openDatabase(options);
  const registry = new PointRegistry(store.db);
  await registry.refresh();
  const gateways: Gateway[] = [];
  for (const station of registry.stations.values()) {
    const samples: Gateway['samples'] = [];
    for (const device of registry.devicesOf(station.psId)) {
      for (const def of registry.pointsOf(device))
        if (def.type === 'YC' && samples.length < POINTS)
          samples.push({ equipType: device.equipType, collectId: device.collectId, point: def.code });
      if (samples.length >= POINTS) break;
    }
    if (samples.length === POINTS) gateways.push({ psId: station.psId, samples });
  }
  await store.close();
  return gateways.slice(0, STATIONS);
}

async function signIn(url: string): Promise<string> {
  const login = await fetch(`${url}/prod-api/reception/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const token = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`sign-in answered ${login.status}`);
  return token;
}

/** Each process's health answer: the values its gateways sent, and those it applied to its replica. */
async function healthOf(urls: string[]): Promise<{ gatewayValues: number; replicated: number }[]> {
  return Promise.all(
    urls.map(
      async (url) =>
        ((await (await fetch(`${url}/prod-api/health`)).json()) as { data: { gatewayValues: number; replicated: number } }).data,
    ),
  );
}

async function ingested(urls: string[]): Promise<number> {
  return (await healthOf(urls)).reduce((sum, health) => sum + health.gatewayValues, 0);
}

async function replicated(urls: string[]): Promise<number[]> {
  return (await healthOf(urls)).map((health) => health.replicated);
}

interface Setup {
  title: string;
  /** Where the operators' browsers and the probe ask. */
  apiUrl: string;
  /** Processes whose taken values count. */
  ingestUrls: string[];
  /** API nodes, directly: the values each applies to its replica. */
  apiUrls: string[];
  processes: Process[];
}

/** Publishes every station's values once a period, spread evenly, until `until`; answers the values offered. */
async function runLoad(setup: Setup, gateways: Gateway[]): Promise<void> {
  const clients: MqttClient[] = [];
  for (let i = 0; i < GATEWAYS; i++) clients.push(await connectAsync(MQTT_URL, { protocolVersion: 5 }));
  const token = await signIn(setup.apiUrl);
  const psIds = gateways.map((g) => g.psId);
  const probeStation = gateways[0]!;
  const probeKey = `${probeStation.psId}_${probeStation.samples[0]!.equipType}_${probeStation.samples[0]!.collectId}_${probeStation.samples[0]!.point}`;

  // Publication: each tick of 50 ms sends its share of the stations, so the load is even over the period.
  const tickMs = 50;
  const perTick = Math.ceil(gateways.length / ((PERIOD_S * 1000) / tickMs));
  let next = 0;
  let offered = 0;
  const publishTick = () => {
    const now = Date.now();
    for (let k = 0; k < perTick; k++) {
      const g = gateways[next]!;
      next = (next + 1) % gateways.length;
      const samples = g.samples.map((s, j) => ({ ...s, value: Math.round(((now / 1000 + j) % 1000) * 10) / 10, ts: now }));
      const client = clients[g.psId % GATEWAYS]!;
      client.publish(`portal/v1/${g.psId}/batch`, JSON.stringify({ period: PERIOD_S, samples }), { qos: 1 });
      offered += samples.length;
    }
  };

  // The probe: a distinct value on one point every second, timed until an API node answers it.
  const lags: number[] = [];
  let probeValue = 1_000_000;
  let probing = false;
  const probe = async () => {
    if (probing) return;
    probing = true;
    const value = ++probeValue;
    const s = probeStation.samples[0]!;
    const sent = Date.now();
    // Stamped ahead of the load's own values of the point, which would replace it, and within the five minutes
    // ahead a gateway's clock may run (MAX_SAMPLE_AHEAD_S): a stamp an hour ahead was refused, and no probe came.
    clients[0]!.publish(
      `portal/v1/${probeStation.psId}/batch`,
      JSON.stringify({ period: PERIOD_S, samples: [{ ...s, value, ts: sent + 240_000 }] }),
      { qos: 1 },
    );
    while (Date.now() - sent < 30_000) {
      const answer = await fetch(`${setup.apiUrl}/prod-api/monitor/getRealDataByPoints`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ psId: probeStation.psId, points: [probeKey] }),
      });
      const data = ((await answer.json()) as { data: Record<string, { value: number }> }).data;
      if (data[probeKey]?.value === value) {
        lags.push(Date.now() - sent);
        break;
      }
      await sleep(10);
    }
    probing = false;
  };

  // Warm-up: one period, so that every point exists everywhere before the window.
  const timer = setInterval(publishTick, tickMs);
  await sleep(PERIOD_S * 1000 * 2);
  const cpuStart = setup.processes.map((p) => cpuOf([p.pid]));
  const engines = ['mosquitto', 'redis-server', 'postgres'];
  const engineStart = engines.map(engineCpu);
  const takenStart = await ingested(setup.ingestUrls);
  const appliedStart = await replicated(setup.apiUrls);
  const memoryStart = setup.processes.map((p) => residentMemory(p.pid).rss);
  const offeredStart = offered;
  const started = Date.now();
  const probeTimer = setInterval(() => void probe(), 1000);

  // Operators' live calls through the window, at a steady rate.
  const api = await autocannon({
    url: `${setup.apiUrl}/prod-api/monitor/psLiveData`,
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ psIds: psIds.slice(0, 10) }),
    connections: 10,
    overallRate: API_RATE,
    duration: MINUTES * 60,
    workers: 1,
  });
  const seconds = (Date.now() - started) / 1000;
  clearInterval(probeTimer);
  const taken = (await ingested(setup.ingestUrls)) - takenStart;
  const applied = (await replicated(setup.apiUrls)).map((n, i) => ((n - appliedStart[i]!) / seconds).toFixed(0));
  const offeredInWindow = offered - offeredStart;
  const cpu = setup.processes.map((p, i) => `${p.name} ${((cpuOf([p.pid]) - cpuStart[i]!) / seconds).toFixed(2)}`);
  const memory = setup.processes.map(
    (p, i) => `${p.name} ${(memoryStart[i]! / 1024 ** 2).toFixed(0)} → ${(residentMemory(p.pid).rss / 1024 ** 2).toFixed(0)}`,
  );
  const enginesCpu = engines.map((name, i) => `${name} ${((engineCpu(name) - engineStart[i]!) / seconds).toFixed(2)}`);
  clearInterval(timer);
  await sleep(1000);
  await Promise.all(clients.map((c) => c.endAsync()));

  lags.sort((x, y) => x - y);
  console.log(`\n${setup.title}: ${gateways.length} stations × ${POINTS} points every ${PERIOD_S} s for ${seconds.toFixed(0)} s`);
  console.log(
    `  values offered ${(offeredInWindow / seconds).toFixed(0)}/s, taken ${(taken / seconds).toFixed(0)}/s (${((100 * taken) / offeredInWindow).toFixed(1)} %)`,
  );
  console.log(
    `  ingest lag (publication to an API node's answer), ${lags.length} probes: p50 ${percentile(lags, 0.5)} ms, p99 ${percentile(lags, 0.99)} ms, max ${lags.at(-1)} ms`,
  );
  console.log(
    `  live call POST /monitor/psLiveData (10 stations) at ${API_RATE}/s: p50 ${api.latency.p50} ms, p99 ${api.latency.p99} ms, ${api.non2xx + api.errors} failed of ${api.requests.total}`,
  );
  console.log(`  CPU (cores) of the portal's processes: ${cpu.join(', ')}; of the engines: ${enginesCpu.join(', ')}`);
  console.log(`  resident memory (MB) after the warm-up → at the end: ${memory.join(', ')}`);
  if (applied.length) console.log(`  values each API node applied to its replica, a second: ${applied.join(', ')}`);
}

/** The split deployment; with `shards` above 1, each ingest process and API node keeps one station shard (docs/scale-out.md). */
async function splitDeployment(shards: number): Promise<void> {
  const schema = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const prefix = `bench-${crypto.randomBytes(4).toString('hex')}:`;
  const env = {
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    MQTT_URL,
    MQTT_SHARE_GROUP: prefix.slice(0, -1),
    DEMO_PASSWORD: PASSWORD,
    DEMO_STATIONS: String(STATIONS),
    CAPTCHA: 'off',
    BACKFILL_DAYS: '0',
    SIMULATOR: 'off',
    TRUST_PROXY: '127.0.0.1',
    LOGIN_RATE_LIMIT: '100000',
    STATION_SHARDS: String(shards),
  };
  const shardOf = (k: number): Record<string, string> => (shards > 1 ? { STATION_SHARD: String(k) } : {});
  const redis = new Redis(REDIS_URL);
  const memoryBefore = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]);
  const started = Date.now();
  const first = await startPortalProcess(
    { ...env, ...shardOf(1), ROLE: 'ingest', NODE_ID: 'ingest-1' },
    { readyTimeoutMs: 900_000 },
  );
  console.log(`PostgreSQL store with ${STATIONS} stations made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  const others = await Promise.allSettled([
    startPortalProcess({ ...env, ...shardOf(2), ROLE: 'ingest', NODE_ID: 'ingest-2' }, { readyTimeoutMs: 300_000 }),
    startPortalProcess({ ...env, ...shardOf(1), ROLE: 'api', NODE_ID: 'api-a' }, { readyTimeoutMs: 300_000 }),
    startPortalProcess({ ...env, ...shardOf(2), ROLE: 'api', NODE_ID: 'api-b' }, { readyTimeoutMs: 300_000 }),
  ]);
  // One that did not start leaves none running behind the bench (a stray ingest process skews the next run).
  const up = others.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  if (up.length < others.length) {
    await Promise.all([first, ...up].map((p) => p.stop()));
    throw (others.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason;
  }
  const [second, a, b] = up;
  const frontPort = await freePort();
  const front: ChildProcess = spawn('haproxy', ['-f', 'deploy/haproxy.cfg', '-db'], {
    env: {
      ...process.env,
      PORTAL_FRONT: `127.0.0.1:${frontPort}`,
      PORTAL_API_A: a!.url.slice('http://'.length),
      PORTAL_API_B: b!.url.slice('http://'.length),
    },
    stdio: 'ignore',
  });
  const all = [first, second!, a!, b!];
  try {
    const gateways = await gatewaysOf({ dataDir: os.tmpdir(), databaseUrl: POSTGRES_URL, databaseSchema: schema });
    await sleep(2000);
    await runLoad(
      {
        title: `Split deployment on PostgreSQL, Redis and Mosquitto (2 ingest, 2 API behind HAProxy)${shards > 1 ? `, ${shards} station shards` : ''}`,
        apiUrl: `http://127.0.0.1:${frontPort}`,
        ingestUrls: [first.url, second!.url],
        apiUrls: [a!.url, b!.url],
        processes: [
          { name: 'ingest-1', pid: first.pid },
          { name: 'ingest-2', pid: second!.pid },
          { name: 'api-a', pid: a!.pid },
          { name: 'api-b', pid: b!.pid },
          { name: 'haproxy', pid: front.pid! },
        ],
      },
      gateways,
    );
    // Let the ingest processes flush their history before the stores are weighed.
    await sleep(15_000);
    await storeFigures(schema, redis, memoryBefore);
  } finally {
    front.kill('SIGTERM');
    await Promise.all(all.map((p) => p.stop()));
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 1000 }))
      if ((keys as string[]).length) await redis.del(...(keys as string[]));
    redis.disconnect();
    await dropSchema(POSTGRES_URL, schema);
  }
}

/** The stores' growth under the load: the figures docs/scale-out.md's capacity model starts from. */
async function storeFigures(schema: string, redis: Redis, memoryBefore: number): Promise<void> {
  const memory = Number(/used_memory:(\d+)/.exec(await redis.info('memory'))?.[1]) - memoryBefore;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  const rows = await client.query<{ rows: string; bytes: string }>(
    `select count(*) as rows, coalesce(sum(pg_column_size(samples)), 0) as bytes from ${schema}.history_day`,
  );
  const disk = await client.query<{ bytes: string }>(
    `select coalesce(sum(pg_total_relation_size(c.oid)), 0) as bytes from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relname like 'history_day%' and c.relkind in ('r', 'p')`,
    [schema],
  );
  await client.end();
  const points = STATIONS * POINTS;
  console.log(
    `  Redis: ${(memory / 1024 ** 2).toFixed(1)} MB more for ${points} points (${(memory / points).toFixed(0)} bytes a point: the snapshot hash)`,
  );
  console.log(
    `  PostgreSQL history: ${rows.rows[0]!.rows} day rows, samples ${(Number(rows.rows[0]!.bytes) / 1024 ** 2).toFixed(1)} MB deflated so far today, tables and indexes ${(Number(disk.rows[0]!.bytes) / 1024 ** 2).toFixed(1)} MB`,
  );
}

async function singleNode(): Promise<void> {
  const started = Date.now();
  const portal = await startPortalProcess(
    {
      DEMO_PASSWORD: PASSWORD,
      DEMO_STATIONS: String(STATIONS),
      CAPTCHA: 'off',
      BACKFILL_DAYS: '0',
      SIMULATOR: 'off',
      MQTT_URL,
      LOGIN_RATE_LIMIT: '100000',
    },
    { readyTimeoutMs: 900_000 },
  );
  console.log(`\nSQLite store with ${STATIONS} stations made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    const gateways = await gatewaysOf({ dataDir: portal.dataDir });
    await runLoad(
      {
        title: 'One process on SQLite (npm start)',
        apiUrl: portal.url,
        ingestUrls: [portal.url],
        apiUrls: [],
        processes: [{ name: 'portal', pid: portal.pid }],
      },
      gateways,
    );
  } finally {
    await portal.stop();
  }
}

await splitDeployment(1);
if (SHARDS > 1) await splitDeployment(SHARDS);
if (SQLITE) await singleNode();
process.exit(0);
