import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration } from 'kysely';
import type { Tables } from './tables';
import { foundation } from './migrations/001_foundation';
import { telemetry } from './migrations/002_telemetry';
import { remote } from './migrations/003_remote';
import { labelSharing } from './migrations/004_label_sharing';
import { uploads } from './migrations/005_uploads';
import { quotas } from './migrations/006_quotas';
import { alarms } from './migrations/007_alarms';
import { cameras } from './migrations/008_cameras';
import { storage } from './migrations/009_storage';
import { people } from './migrations/010_people';
import { notices } from './migrations/011_notices';
import { documents } from './migrations/012_documents';
import { historyPartitions } from './migrations/013_history_partitions';
import { gatewayJournal } from './migrations/014_gateway_journal';
import { recalculationJobs } from './migrations/015_recalculation_jobs';
import { reportGeneration } from './migrations/016_report_generation';
import { dayBoundaries } from './migrations/017_day_boundaries';
import { todoStepEvent } from './migrations/018_todo_step_event';
import { syncStore } from './storeSync';
import type { EntityDefinition } from '../entities/definition';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Tables>;

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to create and use; tests give each run its own. */
  databaseSchema?: string;
}

export interface Database {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

// int8 (counts, epoch milliseconds) arrives as a string from pg; our values fit a double.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * Opens the store and brings it up to date: first the migrations (tables without an entity definition, and
 * the renames and backfills of entity tables), then the entity tables made what their definitions declare.
 */
export async function openDatabase(options: DatabaseOptions, entities: EntityDefinition[] = []): Promise<Database> {
  const database = connectDatabase(options);
  const { db, dialect } = database;
  try {
    if (dialect === 'sqlite') await bringUpToDate(db, dialect, entities);
    else
      await underStoreLock(options.databaseUrl!, async (admin) => {
        if (options.databaseSchema) await admin.query(`create schema if not exists ${options.databaseSchema}`);
        await bringUpToDate(db, dialect, entities, options.databaseSchema);
      });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Connects to a store another connection has brought up to date (a thread of the server's). */
export function connectDatabase(options: DatabaseOptions): Database {
  if (!options.databaseUrl) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    const file = new SQLite(path.join(options.dataDir, 'portal.sqlite'));
    file.pragma('journal_mode = WAL');
    file.pragma('synchronous = NORMAL');
    file.pragma('busy_timeout = 5000');
    const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: file }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const schema = options.databaseSchema;
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad DATABASE_SCHEMA "${schema}"`);
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  const db = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

async function bringUpToDate(db: Db, dialect: Dialect, entities: EntityDefinition[], schema?: string) {
  await migrate(db, dialect, schema);
  await syncStore(db, dialect, entities);
}

/**
 * Runs `work` holding a database-wide advisory lock. Kysely's migrator reads the tables of every schema, and a
 * schema dropped meanwhile fails that read ("schema … does not exist"); two nodes starting together would also
 * migrate the same store twice. Migrations and schema drops therefore take turns.
 */
async function underStoreLock(databaseUrl: string, work: (admin: pg.Client) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [STORE_LOCK]);
    await work(admin);
  } finally {
    await admin.end(); // ending the session releases its lock
  }
}

/** Any constant of our own; Kysely's migration lock uses another. */
const STORE_LOCK = 7_130_402_911;

async function migrate(db: Db, dialect: Dialect, schema?: string): Promise<void> {
  const migrations: Record<string, Migration> = {
    '001_foundation': foundation(dialect),
    '002_telemetry': telemetry(dialect),
    '003_remote': remote(),
    '004_label_sharing': labelSharing(),
    '005_uploads': uploads(),
    '006_quotas': quotas(),
    '007_alarms': alarms(dialect),
    '008_cameras': cameras(dialect),
    '009_storage': storage(),
    '010_people': people(dialect),
    '011_notices': notices(dialect),
    '012_documents': documents(dialect),
    '013_history_partitions': historyPartitions(dialect),
    '014_gateway_journal': gatewayJournal(dialect),
    '015_recalculation_jobs': recalculationJobs(),
    '016_report_generation': reportGeneration(),
    '017_day_boundaries': dayBoundaries(),
    '018_todo_step_event': todoStepEvent(),
  };
  // Named schema: Kysely otherwise takes another schema's migration tables for its own.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(dialect === 'postgres' && schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}

/** Drops a test schema created by openDatabase. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  await underStoreLock(databaseUrl, (admin) => admin.query(`drop schema if exists ${schema} cascade`).then(() => {}));
}
