import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { dropSchema, openDatabase, type Database } from '../../server/db/database';
import type { PointHandle } from '../../server/telemetry/pointRegistry';

const POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A point of a series at a UTC station, as the registry would hand it out to the history store. */
export const seriesPoint = (seriesId: number): PointHandle =>
  ({ key: `1_PS_0_p${seriesId}`, index: 0, station: { psId: 1, timeZone: 'UTC' }, seriesId, lastSlot: -1, block: null }) as never;

/**
 * A store of its own on `backend` for the tests of a describe block (on PostgreSQL a schema of its own), opened
 * before them and removed after them; `opened()` answers it.
 */
export function storeForTests(backend: 'sqlite' | 'postgres', prefix: string): () => Database {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const schema = backend === 'postgres' ? `t_${crypto.randomBytes(6).toString('hex')}` : undefined;
  let store: Database | undefined;
  beforeAll(async () => {
    store = await openDatabase({
      dataDir,
      databaseUrl: backend === 'postgres' ? POSTGRES_URL : undefined,
      databaseSchema: schema,
    });
  });
  afterAll(async () => {
    await store?.close();
    if (schema) await dropSchema(POSTGRES_URL, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return () => store!;
}
