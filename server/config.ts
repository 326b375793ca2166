import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stationShardsFrom, type StationShards } from './cluster/stationShards';

/**
 * The project root: schemas, locales and the built browser app are found from here. The nearest folder
 * with a package.json, as this module runs both from server/ (tsx) and bundled from dist/server.
 */
export const projectRoot = rootAbove(path.dirname(fileURLToPath(import.meta.url)));

function rootAbove(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json'))) return d;
    if (path.dirname(d) === d) return path.resolve(dir, '..');
  }
}

/** Everything the server reads from its environment, with the defaults the README documents. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Files the portal writes: the SQLite store, uploaded and generated photos. */
  dataDir: string;
  /** PostgreSQL connection string; the embedded SQLite store is used when absent. */
  databaseUrl?: string;
  /** PostgreSQL schema to work in (tests isolate themselves with it). */
  databaseSchema?: string;
  demoPassword: string;
  captchaEnabled: boolean;
  /** A session expires after this many minutes without a request. */
  sessionIdleMinutes: number;
  /** Sign-in attempts allowed per client address and minute, and per account and minute. */
  loginRateLimit: number;
  /**
   * Proxies whose `X-Forwarded-For` is believed (Fastify's trustProxy): none by default, or their addresses
   * and CIDR ranges. Believing anyone would let a client pick its own address and slip past the per-address
   * limits.
   */
  trustProxy: false | string[];
  /** Create the demo fleet and accounts when the store is empty. */
  seedDemo: boolean;
  logLevel: string;
  /** Run the simulated demo fleet as a data source. */
  simulate: boolean;
  /** Seed of the simulator: the same seed gives the same history. */
  simSeed: number;
  /** Days of history the first start fills in. */
  backfillDays: number;
  /** Processes that share a catch-up of six hours or more (the first start's fill), by station group. */
  fillProcesses: number;
  /** MQTT broker the edge gateways publish to, e.g. mqtt://127.0.0.1:1883. */
  mqttUrl?: string;
  /** Ingest processes with the same share group split the gateways' messages (MQTT shared subscriptions). */
  mqttShareGroup?: string;
  /**
   * A gateway sample stamped more than this many ms ahead of the portal's clock is refused
   * (`MAX_SAMPLE_AHEAD_S`, default 300): it would stay the newest value of its point for ever.
   */
  futureSampleToleranceMs: number;
  /** Alarm occurrences from this level up (3 serious fault) raise a to-do item for their station. */
  alarmTodoLevel: number;
  /** SMTP server for alarm mail, e.g. smtp://127.0.0.1:2525; no mail is sent without it. */
  smtpUrl?: string;
  /** Sender address of alarm mail. */
  mailFrom: string;
  /** Alarms that arrive within this many ms of the first are sent together: one summary mail for a flood. */
  mailGatherMs: number;
  /** Hour (0-23, UTC) after which each subscriber's daily digest of the day before is sent. */
  digestHour: number;
  /** Start the telemetry timers and backfill with the server (tests drive time themselves). */
  telemetryAutoRun: boolean;
  /** An import whose file takes longer to read is refused (the parse runs in a worker thread). */
  importTimeLimitMs: number;
  /** A document-library upload larger than this many bytes is refused (`DOCUMENT_MAX_MB`, default 20). */
  documentMaxBytes: number;
  /** JSON menus and page schemas, read at start and on demand. */
  schemasDir: string;
  /** The built browser app (vite build); served when present. */
  appDir: string;
  /** Five-minute history is kept this many years (`HISTORY_YEARS`, 0: for good); older months are dropped. */
  historyYears: number;
  /** History of series finer than five minutes is kept this many days (`FINE_HISTORY_DAYS`, 0: for good). */
  fineHistoryDays: number;
  /** Redis shared by several portal processes (docs/scale-out.md); each process keeps its own state without it. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so that several deployments (or tests) can share one Redis. */
  redisPrefix: string;
  /** This process's name among the deployment's (`NODE_ID`): what its leases in Redis say. */
  nodeId: string;
  /** What this process runs (`ROLE`): everything (default), the HTTP API only, or the telemetry core only. */
  role: Role;
  /** The deployment's station shards and this process's (`STATION_SHARDS`, `STATION_SHARD`; docs/scale-out.md). */
  stationShards: StationShards;
}

/**
 * `all` is one process doing everything (the embedded default); `api` answers browsers from a replica of the
 * live store; `ingest` runs collectors, MQTT consumers, the simulator, the state monitor and alarm rules
 * (docs/scale-out.md). Several `api` and `ingest` processes share Redis and the store.
 */
export type Role = 'all' | 'api' | 'ingest';

/** `ROLE`: all (default), api or ingest; the split roles need `REDIS_URL`, through which they talk. */
export function roleFrom(value: string | undefined, redisUrl: string | undefined): Role {
  const role = (value ?? '').trim().toLowerCase() || 'all';
  if (role !== 'all' && role !== 'api' && role !== 'ingest')
    throw new Error(`ROLE: "${value}" is not a role (all, api or ingest)`);
  if (role !== 'all' && !redisUrl) throw new Error(`ROLE=${role} needs REDIS_URL: the processes share live values through Redis`);
  return role;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

/** Names proxy-addr accepts for whole ranges besides addresses and CIDR ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TRUST_PROXY`: off (default) or a comma-separated list of proxy addresses and CIDR ranges. A hop count is
 * refused: Fastify 5 no longer believes one (it cannot tell a proxy from a client that sends extra hops),
 * so it would silently trust nothing.
 */
export function trustProxyFrom(value: string | undefined): false | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['off', 'false', 'no'].includes(text.toLowerCase())) return false;
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const valid =
      NAMED_RANGES.includes(entry) ||
      (net.isIP(address ?? '') !== 0 && rest.length === 0 && (bits === undefined || /^\d{1,3}$/.test(bits)));
    if (!valid)
      throw new Error(`TRUST_PROXY: "${entry}" is not a proxy address or CIDR range (e.g. 10.0.0.5, 10.0.0.0/8, loopback)`);
  }
  return entries;
}

/** `MQTT_SHARE_GROUP`: a name a topic filter can carry (no `/`, `+` or `#`), or none. */
export function shareGroupFrom(value: string | undefined): string | undefined {
  const name = (value ?? '').trim();
  if (name === '') return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(name))
    throw new Error(`MQTT_SHARE_GROUP: "${name}" is not a group name (letters, digits, _ and -)`);
  return name;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const role = roleFrom(env.ROLE, env.REDIS_URL || undefined);
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    demoPassword: env.DEMO_PASSWORD || 'Solar_2026',
    captchaEnabled: (env.CAPTCHA || 'on').toLowerCase() !== 'off',
    sessionIdleMinutes: intFrom(env.SESSION_IDLE_MINUTES, 30),
    loginRateLimit: intFrom(env.LOGIN_RATE_LIMIT, 30),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    seedDemo: (env.DEMO_DATA || 'on').toLowerCase() !== 'off',
    logLevel: env.LOG_LEVEL || 'warn',
    // A split deployment simulates in the one ingest process told to: two would each simulate the fleet.
    simulate: (env.SIMULATOR || (role === 'all' ? 'on' : 'off')).toLowerCase() !== 'off' && role !== 'api',
    simSeed: intFrom(env.SIM_SEED, 2026),
    backfillDays: intFrom(env.BACKFILL_DAYS, 30),
    fillProcesses: Math.max(1, intFrom(env.FILL_PROCESSES, 2)),
    mqttUrl: env.MQTT_URL || undefined,
    mqttShareGroup: shareGroupFrom(env.MQTT_SHARE_GROUP),
    futureSampleToleranceMs: Math.max(0, intFrom(env.MAX_SAMPLE_AHEAD_S, 300)) * 1000,
    alarmTodoLevel: Math.min(3, Math.max(0, intFrom(env.ALARM_TODO_LEVEL, 3))),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'portal@localhost',
    mailGatherMs: intFrom(env.MAIL_GATHER_MS, 30_000),
    digestHour: Math.min(23, Math.max(0, intFrom(env.DIGEST_HOUR, 6))),
    telemetryAutoRun: true,
    importTimeLimitMs: intFrom(env.IMPORT_TIME_LIMIT_MS, 10_000),
    documentMaxBytes: Math.max(1, intFrom(env.DOCUMENT_MAX_MB, 20)) * 1024 * 1024,
    schemasDir: env.SCHEMAS_DIR ? path.resolve(env.SCHEMAS_DIR) : path.join(projectRoot, 'schemas'),
    appDir: path.join(projectRoot, 'dist', 'app'),
    historyYears: Math.max(0, intFrom(env.HISTORY_YEARS, 0)),
    fineHistoryDays: Math.max(0, intFrom(env.FINE_HISTORY_DAYS, 0)),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'portal:',
    nodeId: env.NODE_ID || `${os.hostname()}-${process.pid}`,
    role,
    stationShards: stationShardsFrom(env.STATION_SHARDS, env.STATION_SHARD, role),
  };
}
