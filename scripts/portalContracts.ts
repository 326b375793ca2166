// A portal built on an empty store of its own and never listening, for the scripts that read what its
// routes declare: docs/roles.md (scripts/rolesGen.ts) and the bindings of `schemas:check`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { RouteEntry } from '../server/http/routeTable';

/** Every route as Fastify registered it, and the schemas the routes share by `$id` (`addSchema`). */
export interface PortalContracts {
  routes: readonly RouteEntry[];
  shared: Record<string, unknown>;
}

/**
 * The routes of a portal built on an empty store. The route table is whole once the plugins are registered
 * (routes are recorded as they are declared); booting then compiles every route's validator and serializer,
 * which only reading the declarations does not need. `boot: false` skips that and leaves the portal
 * unclosed, for a process that exits right after (`schemas:check`); it saves about a second and a half of CPU.
 */
export async function portalContracts({ boot = true }: { boot?: boolean } = {}): Promise<PortalContracts> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-routes-'));
  const app = await buildApp({
    ...readConfig({}),
    dataDir,
    seedDemo: false,
    simulate: false,
    telemetryAutoRun: false,
    logLevel: 'silent',
  });
  if (!boot) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    return { routes: [...app.routeTable], shared: app.getSchemas() };
  }
  try {
    await app.ready();
    return { routes: [...app.routeTable], shared: app.getSchemas() };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
