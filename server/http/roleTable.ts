import { holds, type Permission } from '../../shared/permissions';
import { ROLE_PERMISSIONS } from '../auth/roles';
import type { RouteEntry } from './routeTable';

/** The demo roles the table shows, in rank order (server/auth/roles.ts). */
const ROLES = ['admin', 'gadmin', 'operator'] as const;

const accessText = (access: string) =>
  access === 'public' ? 'anyone' : access === 'signed-in' ? 'any signed-in user' : `\`${access}\``;

const mayCall = (role: string, access: string) =>
  access === 'public' || access === 'signed-in' || holds(ROLE_PERMISSIONS[role]!, access as Permission);

/**
 * The body of docs/roles.md: every API route with the permission it checks and whether each demo role holds
 * it, derived from the routes' own declarations, so the table cannot drift from what the server enforces.
 */
export function roleTable(routes: readonly RouteEntry[]): string {
  const api = routes
    .filter((r) => r.url.startsWith('/prod-api/') && r.access && r.method !== 'HEAD')
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  const lines = [
    '# Who may call what',
    '',
    'Generated from the route declarations by `npm run docs:roles`; a test fails when it is stale. A permission is',
    "checked before anything else; beyond it, every route limits what it reads and writes to the caller's groups",
    '(an operator of the Europe region never sees a Chinese plant, whatever the table says).',
    '',
    `| method | route | needs | ${ROLES.join(' | ')} |`,
    `| --- | --- | --- | ${ROLES.map(() => ':-:').join(' | ')} |`,
  ];
  for (const r of api)
    lines.push(
      `| ${r.method} | \`${r.url.slice('/prod-api'.length)}\` | ${accessText(r.access!)} | ${ROLES.map((role) => (mayCall(role, r.access!) ? 'yes' : '403')).join(' | ')} |`,
    );
  return lines.join('\n') + '\n';
}
