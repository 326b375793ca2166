import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { freePort } from './portalServer';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';

/**
 * React and Blueprint only warn in a development build (a production build drops the checks), so the app is
 * served here by Vite's dev server, as `npm run dev` does, in front of a portal started as `npm start` does.
 */
describe('the browser console stays clean in a development build', () => {
  const e2e = portalForThisFile();
  let dev: ViteDevServer;
  let devUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    dev = await createServer({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      clearScreen: false,
      server: { host: '127.0.0.1', port, strictPort: true, proxy: { '/prod-api': e2e.portal.url } },
    });
    await dev.listen();
    devUrl = `http://127.0.0.1:${port}`;
  }, 180_000);
  afterAll(async () => {
    await dev?.close();
  });

  /** Opens a menu or picker, checks it shows, and closes it again as a user does with Escape. */
  async function openAndClose(page: Page, target: string, shown: string) {
    await page.locator(target).first().click();
    await page.locator(shown).first().waitFor({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await page.locator(shown).first().waitFor({ state: 'hidden', timeout: 10_000 });
  }

  it('sign-in, the top bar menus, a table page, row menus and a date picker log no error and no warning', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1920, height: 1080 } });
    // Listening from the first page on: the warnings of components mounted once (the top bar) come early.
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text().slice(0, 200)}`);
    });
    page.on('pageerror', (e) => logged.push(`page error: ${e.message.slice(0, 200)}`));

    // The first load compiles the app on demand: give it time.
    await page.goto(`${devUrl}/login`);
    await page.waitForSelector('.portal-login-card[aria-busy=false]', { timeout: 90_000 });
    await openAndClose(page, '[aria-label="Language"]', '.bp6-menu');
    await page.fill('#login-username', 'admin');
    await page.fill('#login-password', PASSWORD);
    await page.click('button[type=submit]');
    await page.waitForSelector('.portal-topbar', { timeout: 60_000 });

    await openAndClose(page, '[data-testid=user-menu]', '.bp6-menu');
    await page.locator('[aria-label="Quick navigation"]').hover();
    await page.locator('.bp6-tooltip').waitFor({ timeout: 10_000 });

    // A Blueprint table (it registers hotkeys) with its filters.
    await page.goto(`${devUrl}/event/manager`);
    await page.locator('.portal-alarm-rows [data-row-key]').first().waitFor({ timeout: 60_000 });

    // A list whose rows keep their further actions in a menu (reset password).
    await page.goto(`${devUrl}/user/manager`);
    await page.locator('[data-testid=row-more]').first().waitFor({ timeout: 60_000 });
    await openAndClose(page, '[data-testid=row-more]', '.bp6-menu');

    // A station page with a date input and its calendar.
    await page.evaluate(() => localStorage.setItem('portal-plant', '14'));
    await page.goto(`${devUrl}/monitor/es/overview`);
    await openAndClose(page, '.portal-date-picker input', '.bp6-datepicker');

    expect(logged).toEqual([]);
  });
});
