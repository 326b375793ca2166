import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import { dropSchema } from '../../server/db/database';
import { POSTGRES_URL } from './postgresAdmin';

export const PASSWORD = 'Test_pass1';
export { POSTGRES_URL };

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch (error) {
    if (process.env.REQUIRE_POSTGRES === '1')
      throw new Error(`PostgreSQL is required but not reachable at ${POSTGRES_URL}: ${error}`);
    return false;
  }
}

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Redis for the tests of several nodes: its address when it answers, else null (CI requires it with REQUIRE_REDIS=1). */
export async function redisForTests(): Promise<string | null> {
  const { Redis } = await import('ioredis');
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
    return REDIS_URL;
  } catch (error) {
    if (process.env.REQUIRE_REDIS === '1') throw new Error(`Redis is required but not reachable at ${REDIS_URL}: ${error}`);
    return null;
  } finally {
    client.disconnect();
  }
}

/** Waits until a condition holds, or fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 8000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Removes a test deployment's keys (`prefix`) from the shared Redis. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url);
  for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
    if ((keys as string[]).length) await redis.del(...(keys as string[]));
  redis.disconnect();
}

const MQTT_URL = process.env.TEST_MQTT_URL || 'mqtt://127.0.0.1:1883';

/** The MQTT broker's address when it answers, else null (CI requires it with REQUIRE_MQTT=1). */
export async function mqttForTests(): Promise<string | null> {
  const { connectAsync } = await import('mqtt');
  try {
    const client = await connectAsync(MQTT_URL, { connectTimeout: 2000, reconnectPeriod: 0 });
    await client.endAsync();
    return MQTT_URL;
  } catch (error) {
    if (process.env.REQUIRE_MQTT === '1') throw new Error(`MQTT broker required but not reachable at ${MQTT_URL}: ${error}`);
    return null;
  }
}

/** The stores every API test runs on: SQLite always, PostgreSQL when reachable (required in CI). */
export const backends: ('sqlite' | 'postgres')[] = (await postgresReachable()) ? ['sqlite', 'postgres'] : ['sqlite'];

export interface Portal {
  app: FastifyInstance;
  config: ServerConfig;
  call(options: InjectOptions & { token?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  login(userName: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Where a test portal keeps its store: a data directory, and for PostgreSQL a database and a schema in it. */
export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
}

/** A portal with the demo data on a fresh store of the given kind. */
export async function startPortal(backend: 'sqlite' | 'postgres', overrides: Partial<ServerConfig> = {}): Promise<Portal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const schema = backend === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  const store = { dataDir, databaseUrl: backend === 'postgres' ? POSTGRES_URL : undefined, databaseSchema: schema };
  return startPortalOn(store, overrides, async () => {
    if (schema) await dropSchema(POSTGRES_URL, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
}

/** A portal on a store that exists (or is made there), with the tests' settings; `cleanUp` runs after it closes. */
export function startPortalOn(
  store: StoreLocation,
  overrides: Partial<ServerConfig>,
  cleanUp: () => Promise<void>,
): Promise<Portal> {
  const config: ServerConfig = {
    ...readConfig({}),
    ...store,
    demoPassword: PASSWORD,
    captchaEnabled: false,
    loginRateLimit: 1000,
    logLevel: 'silent',
    telemetryAutoRun: false,
    ...overrides,
  };
  return portalOn(config, cleanUp);
}

/**
 * A second API node of a running portal: its own process state (caches, reservations in memory) on the same
 * store, with overrides such as a shared Redis. Closing it leaves the store to the first.
 */
export function startPeer(portal: Portal, overrides: Partial<ServerConfig> = {}): Promise<Portal> {
  return portalOn({ ...portal.config, ...overrides }, async () => undefined);
}

async function portalOn(config: ServerConfig, cleanUp: () => Promise<void>): Promise<Portal> {
  const app = await buildApp(config);
  await app.ready();

  const call: Portal['call'] = async ({ token, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      /* not JSON */
    }
    return { status: response.statusCode, body, headers: response.headers };
  };

  return {
    app,
    config,
    call,
    async login(userName, password = PASSWORD) {
      const { body, headers } = await call({
        method: 'POST',
        url: '/prod-api/reception/login',
        payload: { username: userName, password },
      });
      if (body.code !== 200) throw new Error(`login of ${userName} failed: ${JSON.stringify(body)}`);
      return sessionTokenOf(headers);
    },
    async close() {
      await app.close();
      await cleanUp();
    },
  };
}

/** The session token a sign-in set as its HttpOnly cookie (API clients send it back as a bearer token). */
export function sessionTokenOf(headers: Record<string, unknown>): string {
  const cookies = ([] as unknown[]).concat(headers['set-cookie'] ?? []).map(String);
  const session = cookies.find((c) => c.startsWith('portal_session='));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
  return session.slice('portal_session='.length).split(';')[0]!;
}

/** A multipart body with one file in the field `file`, as the browser's upload sends it. */
export function multipart(fileName: string, content: Buffer) {
  const boundary = '----portalTest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The demo stations' ids by their code (CN-PV-001, DE-PV-011, ...). */
export async function psIdsByCode(portal: Portal): Promise<Record<string, number>> {
  const rows = await portal.app.db.selectFrom('power_station').select(['ps_id', 'ps_code']).execute();
  return Object.fromEntries(rows.map((r) => [r.ps_code!, r.ps_id]));
}
