/**
 * The api project's global setup: a directory for this run's prepared stores (preparedStores.ts), made empty at
 * the start and removed at the end with the PostgreSQL databases the stores made.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { admin } from './postgresAdmin';

export default function setup(project: TestProject) {
  const runId = `prep_${crypto.randomBytes(4).toString('hex')}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prepared-'));
  project.provide('preparedStores', { dir, runId });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const made = await admin(`select datname from pg_database where datname like '${runId}%'`).catch(() => null);
    for (const { datname } of made?.rows ?? []) await admin(`drop database if exists ${datname} with (force)`);
  };
}
