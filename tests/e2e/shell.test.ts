import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { catalogues } from '../../locales/catalogues';

const SHOTS = 'test-results';

describe('the portal shell in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1, env: { CAPTCHA: 'on' } });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

  /** Signs in through the form, answering the captcha from the store like a user reading the image. */
  async function signIn(userName: string) {
    // The newest captcha the page fetched is the one on screen (an earlier page may still answer late).
    let uuid = '';
    const track = async (response: { url(): string; json(): Promise<any> }) => {
      if (response.url().includes('/prod-api/captchaImage')) uuid = (await response.json()).data.uuid;
    };
    page.on('response', track);
    await page.goto(`${e2e.portal.url}/login`, { waitUntil: 'networkidle' });
    await page.waitForSelector('.portal-login-captcha-image');
    page.off('response', track);
    const db = new Database(path.join(e2e.portal.dataDir, 'portal.sqlite'), { readonly: true });
    const { answer } = db.prepare('select answer from sys_captcha where uuid = ?').get(uuid) as { answer: string };
    db.close();
    await page.fill('#login-username', ` ${userName} `);
    await page.fill('#login-password', PASSWORD);
    await page.fill('#login-code', answer);
    await page.click('button[type=submit]');
    await page.waitForSelector('.portal-topbar');
  }

  const entries = () => page.locator('[data-testid=station-entry] .portal-station-name').allInnerTexts();
  /** The navigator's advanced filter, a drawer over the page. */
  const filterDrawer = {
    waitFor: (o?: { state: 'detached' }) => page.locator('.bp6-drawer.bp6-position-right').waitFor(o),
    locator: (q: string) => page.locator('.bp6-drawer.bp6-position-right').locator(q),
  };

  it('the sign-in page shows the captcha large, at its own size, in zh and en', async () => {
    page = await e2e.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await page.goto(`${e2e.portal.url}/login`);
    for (const language of ['zh', 'en']) {
      await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
      await page.goto(`${e2e.portal.url}/login`, { waitUntil: 'networkidle' });
      const image = page.locator('.portal-login-captcha-image');
      await image.waitFor();
      const size = await image.evaluate((img: HTMLImageElement) => ({
        natural: [img.naturalWidth, img.naturalHeight],
        shown: [img.getBoundingClientRect().width, img.getBoundingClientRect().height],
      }));
      expect(size).toEqual({ natural: [240, 72], shown: [240, 72] });
      await shot(`login-captcha-${language}`);
    }
    await page.close();
  });

  it('an administrator signs in, searches, filters and selects a PV station', async () => {
    page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${e2e.portal.url}/login`);
    await page.waitForSelector('.portal-login-card[aria-busy=false]');
    await page.click('button[type=submit]');
    await expect
      .poll(() => page.locator('.bp6-form-helper-text').allInnerTexts())
      .toEqual(['User name cannot be empty', 'Password cannot be empty']);
    await shot('login-en');

    await signIn('admin');
    expect(new URL(page.url()).pathname).toBe('/home');
    await expect.poll(() => page.locator('.portal-main-tabs [role=tab]').count()).toBe(4);

    await page.click('[data-testid=plant-search]');
    await expect.poll(() => page.locator('[data-testid=station-entry]').count()).toBe(10);
    // Scrolled to its end, the list loads the next page. The scroll is tried again while the first page is all
    // there is (it may land before its layout), never after: a second scroll would rightly load a third page.
    await expect
      .poll(async () => {
        const shown = await page.locator('[data-testid=station-entry]').count();
        if (shown <= 10) await page.locator('[data-testid=navigator-list]').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        return shown;
      })
      .toBe(20);
    await shot('navigator-en');

    await page.fill('input[data-testid=navigator-search]', 'solar');
    // The search runs a second after typing stops; then every entry matches.
    await expect
      .poll(async () => {
        const names = await entries();
        return names.length > 0 && names.every((name) => /solar/i.test(name));
      })
      .toBe(true);
    expect(await entries()).toEqual(expect.arrayContaining(['Solarpark Meuro', 'Kassø Solar Park']));

    await page.fill('input[data-testid=navigator-search]', '');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await page.click('[data-testid=navigator-filter]');
    await filterDrawer.waitFor();
    await page.focus('input[data-testid=capacity-max]');
    await page.click('button:has-text("1200-2000")');
    expect(await page.inputValue('input[data-testid=capacity-max]')).toBe('2000');
    await shot('filter-en');
    await page.click('[data-testid=filter-apply]');
    await filterDrawer.waitFor({ state: 'detached' });
    await expect.poll(entries).toEqual(['Aarhus Harbour PV+Storage']);

    // The drawer is opened and closed as a user sees it: its buttons once it shows, the list once it has gone.
    await page.click('[data-testid=navigator-filter]');
    await filterDrawer.waitFor();
    await filterDrawer.locator('button:has-text("Reset")').click();
    await page.click('[data-testid=filter-apply]');
    await filterDrawer.waitFor({ state: 'detached' });
    await page.fill('input[data-testid=navigator-search]', 'Meuro');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await expect.poll(entries).toEqual(['Solarpark Meuro']);
    await page.locator('[data-testid=station-entry]').first().click();
    await page.waitForURL('**/monitor/pv/home');
    await expect.poll(() => page.locator('[data-testid=sidebar-plant-name]').innerText()).toBe('Solarpark Meuro');
    await shot('station-en');
  });

  it('German is chosen, remembered and shown', async () => {
    await page.click('button[aria-label=Language]');
    await Promise.all([page.waitForEvent('load'), page.click('text=Deutsch')]);
    await page.waitForSelector('.portal-topbar');
    await expect.poll(() => page.locator('.portal-main-tabs').innerText()).toContain(catalogues.de.tabs.information);
    await expect.poll(() => page.locator('.portal-sidebar').innerText()).toContain(catalogues.de.menu.pvHome);
    await shot('station-de');
  });

  it('signing out revokes the session and returns to sign-in in the chosen language', async () => {
    const session = (await page.context().cookies()).find((c) => c.name === 'portal_session')!;
    expect(session.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('portal_session');
    await page.click('[data-testid=user-menu]');
    await page.click('[data-testid=sign-out]');
    await page.waitForURL('**/login');
    await expect.poll(() => page.locator('.portal-login-card').innerText()).toContain(catalogues.de.login.submit);
    const probe = await fetch(`${e2e.portal.url}/prod-api/reception/getInfo`, {
      headers: { cookie: `portal_session=${session.value}` },
    });
    expect(probe.status).toBe(401);
  });

  it('an operator sees the reduced top bar', async () => {
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
    await signIn('operator');
    await page.waitForSelector('[data-testid=user-menu]');
    expect(await page.locator('.portal-main-tabs').count()).toBe(0);
    expect(await page.locator('[data-testid=plant-search]').count()).toBe(0);
    await page.click('[data-testid=user-menu]');
    expect(await page.locator('.bp6-menu').innerText()).not.toContain('Staff management');
    await page.keyboard.press('Escape');
    await shot('operator-en');
  });
});
