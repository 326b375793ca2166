import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';

const STEAL = "fetch('/prod-api/exfil?t='+encodeURIComponent(localStorage.getItem('Portal-Token')+'|'+document.cookie))";
/** Every way a drawing has tried to run code: handlers, script, a scripted frame in a foreign object. */
const HOSTILE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" onload="${STEAL}">
  <text class="title" x="10" y="30">Hostile drawing</text>
  <image href="x.png" onerror="${STEAL}"/>
  <script>${STEAL}</script>
  <foreignObject width="400" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;parent.${STEAL}&lt;/script&gt;"></iframe></foreignObject>
</svg>`;

describe('a stored script never reaches the session', () => {
  const e2e = portalForThisFile();
  let page: Page;
  const stolen: string[] = [];

  beforeAll(async () => {
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
    page.on('request', (r) => r.url().includes('/exfil') && stolen.push(r.url()));
  });

  it('an SVG named .png is refused at upload by its content', async () => {
    const answer = await page.evaluate(async (svg) => {
      const form = new FormData();
      form.append('file', new Blob([svg]), 'photo.png');
      const r = await fetch('/prod-api/info/psAttachment/upload?field=attUrl', {
        method: 'POST',
        body: form,
        headers: { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '', 'content-language': 'en-US' },
      });
      return { status: r.status, body: await r.json() };
    }, HOSTILE);
    expect(answer).toMatchObject({ status: 400, body: { msg: "The file's content is not a .png file" } });
  });

  it('a scripted drawing left in an old store runs nothing when an administrator opens the wiring page', async () => {
    // The store as a portal before this check would have left it: the file on disk, a master diagram row.
    fs.mkdirSync(path.join(e2e.portal.dataDir, 'uploads', 'diagram'), { recursive: true });
    fs.writeFileSync(path.join(e2e.portal.dataDir, 'uploads', 'diagram', 'legacy.svg'), HOSTILE);
    const db = new SQLite(path.join(e2e.portal.dataDir, 'portal.sqlite'));
    const { ps_id: psId } = db.prepare("select ps_id from power_station where ps_name = 'Lingang Grid Storage'").get() as {
      ps_id: number;
    };
    db.prepare('insert into svg_config (ps_id, svg_name, svg_path, is_master, uploaded_at) values (?, ?, ?, 1, ?)').run(
      psId,
      'Legacy',
      '/profile/diagram/legacy.svg',
      Date.now() + 86_400_000,
    );
    db.close();

    await page.evaluate((id) => localStorage.setItem('portal-plant', String(id)), psId);
    await page.goto(`${e2e.portal.url}/mainwiring`);
    await expect
      .poll(() => page.locator('.portal-diagram-stage > svg .title').textContent(), { timeout: 20_000 })
      .toBe('Hostile drawing');
    await page.goto(`${e2e.portal.url}/prod-api/profile/diagram/legacy.svg`);
    // A script the drawing smuggled in would run while it loads and ask before the network goes quiet.
    await page.waitForLoadState('networkidle');
    expect(stolen).toEqual([]);
    await page.goto(`${e2e.portal.url}/mainwiring`);
    await page.waitForSelector('.portal-diagram-stage > svg');
    expect(
      await page
        .locator('.portal-diagram-stage iframe, .portal-diagram-stage foreignObject, .portal-diagram-stage script')
        .count(),
    ).toBe(0);
    // Even a script that did run could not take the session: the cookie is HttpOnly.
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
    expect(stolen).toEqual([]);
  });
});
