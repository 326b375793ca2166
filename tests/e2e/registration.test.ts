import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilSettled } from './pageSettled';
import { signIn } from './signIn';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { HOME_BY_TYPE } from '../../stores/plantStore';

const SHOTS = 'test-results';

describe('station registration', () => {
  const e2e = portalForThisFile();
  /** Requests that left the portal: the map pick must need nothing from the internet. */
  const outside: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });

  async function asUser(userName: string, language: 'en' | 'zh'): Promise<Page> {
    const page = await signIn(e2e.browser, e2e.portal, userName, PASSWORD, { width: 1440, height: 900 });
    page.on('request', (r) => {
      if (!r.url().startsWith(e2e.portal.url) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.evaluate((lng) => localStorage.setItem('portal-language', lng), language);
    return page;
  }

  /**
   * Walks the wizard: basic information, a point picked on the map (its time zone follows), the template's
   * devices, the simulator as feed, a new label, then registers; answers the time zone the wizard showed.
   */
  async function register(
    page: Page,
    name: string,
    capacity: string,
    country: string,
    pickAt: number,
    prefix: string,
    typed?: { latitude: string; longitude: string; zone: string },
  ) {
    await page.goto(`${e2e.portal.url}/info/register`);
    await page.getByTestId('station-registration').waitFor({ timeout: 20_000 });
    await page.fill('#root_psName', name);
    await page.fill('#root_capacity', capacity);
    await shot(page, `${prefix}-basic`);
    await page.getByTestId('registration-next').click();

    const map = page.getByTestId('registration-map');
    await map.locator('canvas').first().waitFor();
    // The map takes a click once its outlines have loaded and it has drawn them.
    await untilSettled(page);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width * pickAt, box.y + box.height / 2);
    await expect.poll(() => map.getAttribute('data-picked')).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    await expect.poll(() => page.inputValue('#root_timeZone')).toMatch(/^[A-Z][a-z]+\/[A-Za-z_]+$/);
    const zone = await page.inputValue('#root_timeZone');
    const [longitude] = (await map.getAttribute('data-picked'))!.split(',').map(Number);
    // The typed coordinates follow the pick.
    expect(Number(await page.locator('#root_longitude input').nth(1).inputValue())).toBe(longitude);
    if (typed) {
      // Typed coordinates move the point, and the zone follows once the typing pauses.
      await page.locator('#root_longitude input').nth(0).fill(typed.latitude);
      await page.locator('#root_longitude input').nth(1).fill(typed.longitude);
      await expect.poll(() => page.inputValue('#root_timeZone'), { timeout: 10_000 }).toBe(typed.zone);
      await expect.poll(() => map.getAttribute('data-picked')).toBe(`${typed.longitude},${typed.latitude}`);
    }
    await page.fill('#root_country', country);
    await untilSettled(page);
    await shot(page, `${prefix}-location`);
    await page.getByTestId('registration-next').click();

    await expect
      .poll(() => page.locator('[data-testid=registration-devices] tbody tr').count(), { timeout: 10_000 })
      .toBeGreaterThan(2);
    await shot(page, `${prefix}-devices`);
    await page.getByTestId('registration-next').click();
    await page.getByTestId('registration-feed-simulator').waitFor();
    await page.getByTestId('registration-next').click();
    await page.getByTestId('registration-new-label').fill(`${name} crew`);
    await page.getByTestId('registration-add-label').click();
    await page.getByTestId('registration-next').click();
    await page.getByTestId('registration-review').waitFor();
    expect(await page.getByTestId('registration-review').innerText()).toContain(name);
    await shot(page, `${prefix}-review`);
    await page.getByTestId('registration-submit').click();
    await page.getByTestId('registration-submit').waitFor({ state: 'detached', timeout: 20_000 });
    await untilSettled(page);
    await shot(page, `${prefix}-submitted`);
    return { zone, longitude };
  }

  it('in English an administrator registers a station picked on the map, lands on its home and finds it on the map', async () => {
    const page = await asUser('admin', 'en');
    await page.reload();
    const name = 'Register Test Solar';
    // A pick in the middle of the map (Asia), then the coordinates of Berlin typed over it.
    const { zone } = await register(page, name, '2000', 'DE', 0.5, 'register-en', {
      latitude: '52.52',
      longitude: '13.405',
      zone: 'Europe/Berlin',
    });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(HOME_BY_TYPE.PV);
    await expect.poll(() => page.locator('.portal-sidebar').innerText()).toContain(name);
    expect(zone.startsWith('Asia/')).toBe(true);
    expect(await page.locator('.portal-station-header, main').first().innerText()).toContain('Europe/Berlin');
    await untilSettled(page);
    await shot(page, 'register-en-home');

    await page.goto(`${e2e.portal.url}/monitors`);
    const markers = () => page.locator('[data-testid=fleet-map]').getAttribute('data-markers');
    await expect.poll(markers, { timeout: 20_000 }).toBe(String(DEMO_STATIONS.length + 1));
    await page.getByTestId('navigator-search').fill(name);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=station-entry]', { hasText: name }).click();
    await expect.poll(() => page.getByTestId('highlighted-station').locator('h5').innerText()).toBe(name);
    await untilSettled(page);
    await shot(page, 'register-en-map');
    expect(outside).toEqual([]);
    await page.close();
  });

  it('in Chinese a group administrator registers into his group; a step does not let a bad field pass', async () => {
    const page = await asUser('gadmin', 'zh');
    await page.reload();
    const name = '格尔木注册测试光伏';
    await page.goto(`${e2e.portal.url}/info/register`);
    await page.getByTestId('station-registration').waitFor({ timeout: 20_000 });
    await page.fill('#root_psName', name);
    await page.fill('#root_capacity', '-1');
    await page.getByTestId('registration-next').click();
    // A negative capacity never leaves the first step: the form says why, in Chinese, by the server's rule.
    await expect.poll(() => page.locator('.portal-registration').innerText()).toMatch(/装机容量.*0/);
    expect(await page.getByTestId('registration-map').count()).toBe(0);
    await shot(page, 'register-zh-invalid');

    // Further east than the middle of the map: a point in Asia.
    await register(page, name, '3000', 'CN', 0.75, 'register-zh');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(HOME_BY_TYPE.PV);
    await expect.poll(() => page.locator('.portal-sidebar').innerText()).toContain(name);
    await untilSettled(page);
    await shot(page, 'register-zh-home');
    await page.goto(`${e2e.portal.url}/monitors`);
    await page.getByTestId('navigator-search').fill(name);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=station-entry]', { hasText: name }).click();
    await expect.poll(() => page.getByTestId('highlighted-station').locator('h5').innerText()).toBe(name);
    await shot(page, 'register-zh-map');
    await page.close();
  });

  it('an operator finds no registration entry and the page says he may not register, in both languages', async () => {
    const page = await asUser('operator', 'en');
    await page.reload();
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.locator('.bp6-menu').innerText()).toContain('Sign out');
    expect(await page.locator('.bp6-menu').innerText()).not.toContain('Register station');
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.portal.url}/info/register`);
    await expect
      .poll(() => page.locator('.portal-registration-denied').innerText(), { timeout: 20_000 })
      .toContain('No permission');
    // No refusal toast; an alarm of the running fleet (level · station · what) may be announced at any moment.
    expect(await page.locator('.bp6-toast').filter({ hasNotText: ' · ' }).count()).toBe(0);
    await shot(page, 'register-en-denied');
    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.reload();
    await expect.poll(() => page.locator('.portal-registration-denied').innerText(), { timeout: 20_000 }).toContain('无权限');
    await page.close();
  });
});
