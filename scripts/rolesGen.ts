// docs/roles.md, the table of who may call which API route, from the routes' own declarations:
// `npm run docs:roles` writes it; tests/api/roleTable.test.ts fails when it is stale.
import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { roleTable } from '../server/http/roleTable';
import type { RouteEntry } from '../server/http/routeTable';
import { portalContracts } from './portalContracts';

export const ROLES_FILE = 'docs/roles.md';

/** The routes of a portal built on an empty store of its own. */
export async function portalRoutes(): Promise<readonly RouteEntry[]> {
  return (await portalContracts()).routes;
}

/** The document's text, formatted as the repository formats it. */
export async function rolesDocument(routes: readonly RouteEntry[]): Promise<string> {
  const options = (await prettier.resolveConfig(path.resolve(ROLES_FILE))) ?? {};
  return prettier.format(roleTable(routes), { ...options, parser: 'markdown' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(ROLES_FILE, await rolesDocument(await portalRoutes()));
  console.log(`wrote ${ROLES_FILE}`);
}
