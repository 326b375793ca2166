import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: schemas, locales and the built browser app are found from here. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
  /** Sign-in attempts allowed per client address and minute. */
  loginRateLimit: number;
  /** Create the demo fleet and accounts when the store is empty. */
  seedDemo: boolean;
  logLevel: string;
  /** Run the simulated demo fleet as a data source. */
  simulate: boolean;
  /** Seed of the simulator: the same seed gives the same history. */
  simSeed: number;
  /** Days of history the first start fills in. */
  backfillDays: number;
  /** MQTT broker the edge gateways publish to, e.g. mqtt://127.0.0.1:1883. */
  mqttUrl?: string;
  /** Start the telemetry timers and backfill with the server (tests drive time themselves). */
  telemetryAutoRun: boolean;
  /** An import whose file takes longer to read is refused (the parse runs in a worker thread). */
  importTimeLimitMs: number;
  /** JSON menus and page schemas, read at start and on demand. */
  schemasDir: string;
  /** The built browser app (vite build); served when present. */
  appDir: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
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
    seedDemo: (env.DEMO_DATA || 'on').toLowerCase() !== 'off',
    logLevel: env.LOG_LEVEL || 'warn',
    simulate: (env.SIMULATOR || 'on').toLowerCase() !== 'off',
    simSeed: intFrom(env.SIM_SEED, 2026),
    backfillDays: intFrom(env.BACKFILL_DAYS, 30),
    mqttUrl: env.MQTT_URL || undefined,
    telemetryAutoRun: true,
    importTimeLimitMs: intFrom(env.IMPORT_TIME_LIMIT_MS, 10_000),
    schemasDir: env.SCHEMAS_DIR ? path.resolve(env.SCHEMAS_DIR) : path.join(projectRoot, 'schemas'),
    appDir: path.join(projectRoot, 'dist', 'app'),
  };
}
