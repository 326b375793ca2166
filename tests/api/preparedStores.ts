/**
 * Stores with days of simulated history, made once per test run and copied per file. Simulating two days of the
 * demo fleet costs a file most of its time; the files that only read such history share one store per backend
 * and length instead, and catch up from its end to their own now as the portal does after a restart. A file whose
 * test is the fill itself (catch-up, restart, history quality, ingest) keeps simulating its own.
 *
 * The first file to ask for a store makes it (a lock directory says who), the others wait for it; the run's
 * global setup (preparedStoresSetup.ts) gives the directory and removes what is left at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import { startPortalOn, type Portal, type StoreLocation } from './harness';
import { admin, POSTGRES_URL } from './postgresAdmin';
import type { LiveValue } from '../../server/telemetry/liveStore';
import type { ServerConfig } from '../../server/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The directory of this run's prepared stores (and the name its PostgreSQL templates start with). */
    preparedStores: { dir: string; runId: string };
  }
}

const DAY = 86_400_000;
const STEP = 300_000;
/** The schema of a prepared PostgreSQL store; each copy is a database of its own, made from the store's as a template. */
const SCHEMA = 'portal';

/**
 * How long a file's first hook may wait for its store: making one on a busy machine, with another file's making
 * ahead of it, takes minutes.
 */
export const PREPARED_STORE_TIMEOUT_MS = 600_000;

interface PreparedStore extends StoreLocation {
  /** The last simulated step's time: a copy catches up from the step after it. */
  end: number;
  /**
   * The live store at the end, a JSON file of [key, value] pairs. It lives in memory, so a restarted portal
   * starts without it; a copy takes it back, or a farm that went silent before the store's end would show no
   * last figures (the file it stands in for kept them in memory).
   */
  liveFile: string;
}

/**
 * A portal with the simulated demo fleet on a copy of this run's store of `days` of history, caught up to now:
 * what `startPortal(backend, { simulate: true })` and a backfill of `days` up to now give, a few minutes of the
 * run longer (the store's history starts `days` before it was made). `overrides` are settings of the copy's portal
 * that leave the stored history as it is (another schemas directory: a quota catalogue reads stored statistics).
 */
export async function startPortalWithHistory(
  backend: 'sqlite' | 'postgres',
  days: number,
  overrides: Partial<ServerConfig> = {},
): Promise<Portal> {
  const store = await preparedStore(backend, days);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  fs.cpSync(store.dataDir, dataDir, { recursive: true });
  // Named after its template, so that the run's teardown drops a copy a crashed file left.
  const template = store.databaseUrl && databaseOf(store.databaseUrl);
  const database = template && `${template}_copy_${crypto.randomBytes(4).toString('hex')}`;
  if (database) await admin(`create database ${database} template ${template}`);
  const copy = { dataDir, databaseUrl: database && urlOf(database), databaseSchema: store.databaseSchema };
  const portal = await startPortalOn(copy, { ...overrides, simulate: true }, async () => {
    if (database) await dropCopy(database);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const live = JSON.parse(fs.readFileSync(store.liveFile, 'utf8')) as [string, LiveValue][];
  for (const [key, value] of live) portal.app.telemetry.live.put(key, value);
  await portal.app.telemetry.backfill(store.end + 1, Date.now());
  return portal;
}

/**
 * Drops a copy's database once the portal's connections to it have gone. A closed pool has let its clients go
 * while their sockets still close: a forced drop then kills them mid-goodbye, an error nothing catches.
 */
async function dropCopy(database: string): Promise<void> {
  const connected = async () =>
    Number((await admin(`select count(*) as n from pg_stat_activity where datname = '${database}'`)).rows[0].n);
  for (let tries = 0; tries < 100 && (await connected()) > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  await admin(`drop database if exists ${database} with (force)`);
}

/** This run's store of `days` of history on `backend`: made here if no file has begun it, else awaited. */
async function preparedStore(backend: 'sqlite' | 'postgres', days: number): Promise<PreparedStore> {
  const run = inject('preparedStores');
  if (!run) throw new Error('no prepared stores: the api project runs tests/api/preparedStoresSetup.ts as its global setup');
  const name = `${backend}_${String(days).replace('.', '_')}d`;
  const made = path.join(run.dir, `${name}.json`);
  const failed = path.join(run.dir, `${name}.failed`);
  try {
    fs.mkdirSync(path.join(run.dir, `${name}.lock`));
  } catch {
    // Another file makes it.
    for (;;) {
      if (fs.existsSync(made)) return JSON.parse(fs.readFileSync(made, 'utf8')) as PreparedStore;
      if (fs.existsSync(failed)) throw new Error(`the prepared store ${name} failed: ${fs.readFileSync(failed, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    const store = await makeStore(backend, days, path.join(run.dir, name), `${run.runId}_${name}`);
    fs.writeFileSync(`${made}.part`, JSON.stringify(store));
    fs.renameSync(`${made}.part`, made);
    return store;
  } catch (error) {
    fs.writeFileSync(failed, String(error));
    throw error;
  }
}

/** The demo fleet with `days` of history up to the last step a whole step before now, so every copy has one to catch up. */
async function makeStore(
  backend: 'sqlite' | 'postgres',
  days: number,
  dataDir: string,
  database: string,
): Promise<PreparedStore> {
  const started = Date.now();
  const cpu = process.cpuUsage();
  const end = Math.floor(started / STEP) * STEP - STEP;
  if (backend === 'postgres') await admin(`create database ${database}`);
  const location: StoreLocation = {
    dataDir,
    ...(backend === 'postgres' ? { databaseUrl: urlOf(database), databaseSchema: SCHEMA } : {}),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  // Closed, not cleaned up: the store stays for the copies (SQLite's write-ahead log merged into its file).
  const portal = await startPortalOn(location, { simulate: true }, async () => undefined);
  await portal.app.telemetry.backfill(started - days * DAY, end);
  const liveFile = `${dataDir}.live.json`;
  fs.writeFileSync(liveFile, JSON.stringify([...portal.app.telemetry.live.entries()]));
  await portal.close();
  const used = process.cpuUsage(cpu);
  console.log(
    `prepared store ${backend}, ${days} days: ${((Date.now() - started) / 1000).toFixed(1)} s, ` +
      `CPU ${((used.user + used.system) / 1e6).toFixed(1)} s`,
  );
  return { ...location, end, liveFile };
}

/** The test server's address with another database. */
function urlOf(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

function databaseOf(url: string): string {
  return new URL(url).pathname.slice(1);
}
