import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES_FILE, portalRoutes, rolesDocument } from '../../scripts/rolesGen';

describe('the role table', () => {
  it('docs/roles.md is what the routes declare (npm run docs:roles writes it)', async () => {
    const want = await rolesDocument(await portalRoutes());
    expect(fs.readFileSync(ROLES_FILE, 'utf8') === want, 'docs/roles.md is stale: run npm run docs:roles').toBe(true);
  });
});
