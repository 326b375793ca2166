import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startPortalProcess, type RunningPortal } from './portalServer';

const root = path.resolve(import.meta.dirname, '../..');
const PASSWORD = 'Solar_2026';
/** What a clone holds besides its sources: installed packages, builds, test output. */
const NOT_COPIED = new Set(['node_modules', '.git', 'test-results', 'storybook-static', 'data']);

/**
 * `npm start` rebuilds the server when anything its bundle was built from changed, not only server/: a widget's
 * props schema is inlined there, and the server checks page schemas with it (issue 36, item 7).
 */
describe('npm start after a widget’s props schema changed', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-checkout-'));
  let portal: RunningPortal | undefined;
  afterAll(async () => {
    await portal?.stop();
    fs.rmSync(checkout, { recursive: true, force: true });
  });

  it('rebuilds the server, which then checks the notice page against the changed props', async () => {
    // A copy of this checkout with its builds, times kept, so only the edit below makes a build stale.
    for (const entry of fs.readdirSync(root))
      if (!NOT_COPIED.has(entry))
        fs.cpSync(path.join(root, entry), path.join(checkout, entry), { recursive: true, preserveTimestamps: true });
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'));
    const props = path.join(checkout, 'widgets/notice/props.ts');
    const before = fs.readFileSync(props, 'utf8');
    const renamed = before
      .replace("required: ['list', 'state']", "required: ['list', 'queryState']")
      .replace('state: { type', 'queryState: { type');
    expect(renamed).not.toBe(before);
    fs.writeFileSync(props, renamed);

    portal = await startPortalProcess({ CAPTCHA: 'off', SIMULATOR: 'off' }, { root: checkout, readyTimeoutMs: 120_000 });
    await portal.waitForOutput('Building the server (widgets/notice/props.ts changed)', 1_000);

    const login = await fetch(`${portal.url}/prod-api/reception/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    expect(token, `sign-in answered ${login.status}`).toBeTruthy();
    const answer = await fetch(`${portal.url}/prod-api/ui/schema/notice`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await answer.json()) as { data: { page: unknown; problems: string[] } };
    expect(data.page).toBeNull();
    expect(data.problems.join('\n')).toMatch(/queryState/);
  });
});
