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
const WIND = DEMO_STATIONS.filter((s) => s.type === 'WP');
const STORAGE = DEMO_STATIONS.filter((s) => s.type === 'ES');

describe('map navigation and real-time monitoring', () => {
  const e2e = portalForThisFile();
  let page: Page;
  /** Requests that left the portal: the map must need nothing from the internet. */
  const outside: string[] = [];

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1440, height: 900 });
    page.on('request', (r) => {
      if (!r.url().startsWith(e2e.portal.url) && !r.url().startsWith('data:')) outside.push(r.url());
    });
  });

  const markers = () => page.locator('[data-testid=fleet-map]').getAttribute('data-markers');
  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

  /** Shows the current screen in Chinese for a screenshot (after `prepare`), then switches back. */
  async function shotInChinese(name: string, ready: string, prepare?: () => Promise<void>) {
    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.reload();
    await page.waitForSelector(ready, { timeout: 20_000 });
    await prepare?.();
    await untilSettled(page);
    await shot(name);
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
  }

  it('the map draws a marker per station offline; filtering by type narrows the list and the markers', async () => {
    await page.goto(`${e2e.portal.url}/monitors`);
    await expect.poll(markers, { timeout: 20_000 }).toBe(String(DEMO_STATIONS.length));
    await expect.poll(() => page.getByTestId('fleet-map-legend').innerText()).toMatch(/Normal\s*\d+/);
    await shot('fleet-map-en');

    await page.getByTestId('navigator-filter').click();
    await page.selectOption('#filter-type', 'WP');
    await page.getByTestId('filter-apply').click();
    await expect.poll(markers).toBe(String(WIND.length));
    await expect.poll(() => page.getByTestId('navigator-total').innerText()).toBe(`Stations found: ${WIND.length}`);
    const names = await page.locator('[data-testid=station-entry] .portal-station-name').allInnerTexts();
    expect(names.sort()).toEqual(WIND.map((s) => s.name).sort());
    expect(outside).toEqual([]);
  });

  it('a click highlights the station on the map; "Open station" makes it current and lands on its home', async () => {
    const station = WIND.find((s) => s.country === 'PL')!;
    await page.locator('[data-testid=station-entry]', { hasText: station.name }).click();
    await expect.poll(() => page.getByTestId('highlighted-station').locator('h5').innerText()).toBe(station.name);
    await expect
      .poll(() => page.locator('[data-testid=station-entry].selected .portal-station-name').innerText())
      .toBe(station.name);
    await untilSettled(page);
    await shot('fleet-map-highlight-en');
    await shotInChinese('fleet-map-highlight-zh', '[data-testid=fleet-map][data-markers]', async () => {
      await page.getByTestId('navigator-search').fill(station.name);
      await page.keyboard.press('Enter');
      await page.locator('[data-testid=station-entry]', { hasText: station.name }).click();
      await page.getByTestId('highlighted-station').waitFor();
    });

    await page.goto(`${e2e.portal.url}/monitors`);
    await page.getByTestId('navigator-search').fill(station.name);
    await page.keyboard.press('Enter');
    await page.locator('[data-testid=station-entry]', { hasText: station.name }).click();
    await page.getByTestId('open-station').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(HOME_BY_TYPE.WP);
    expect(await page.locator('.portal-sidebar').innerText()).toContain(station.name);
  });

  it('a second click on the highlighted entry opens the station too', async () => {
    const station = STORAGE[0]!;
    await page.goto(`${e2e.portal.url}/monitors`);
    await expect.poll(markers, { timeout: 20_000 }).toBe(String(DEMO_STATIONS.length));
    await page.getByTestId('navigator-search').fill(station.name.slice(0, 10));
    await page.keyboard.press('Enter');
    const entry = page.locator('[data-testid=station-entry]', { hasText: station.name });
    await entry.click();
    await expect.poll(() => page.getByTestId('highlighted-station').locator('h5').innerText()).toBe(station.name);
    await entry.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(HOME_BY_TYPE.ES);
  });

  const shown = () => page.getByTestId('matrix-shown').innerText();
  const updated = () => page.getByTestId('matrix-updated').innerText();

  it('the matrix shows a card per station and refreshes every 3 s', async () => {
    await page.goto(`${e2e.portal.url}/monitors/matrixCard`);
    await expect.poll(shown, { timeout: 20_000 }).toBe(`${DEMO_STATIONS.length} of ${DEMO_STATIONS.length} stations`);
    await expect.poll(() => page.getByTestId('matrix-card').count()).toBeGreaterThan(8);
    const first = await updated();
    expect(first).toMatch(/^Updated \d\d:\d\d:\d\d$/);
    await expect.poll(updated, { timeout: 8000, interval: 500 }).not.toBe(first);
    await shot('fleet-matrix-en');
    await shotInChinese('fleet-matrix-zh', '[data-testid=matrix-card]');
  });

  it('the matrix filters by type and text, sorts worst state first, and a card opens its station', async () => {
    await page.goto(`${e2e.portal.url}/monitors/matrixCard`);
    await expect.poll(shown, { timeout: 20_000 }).toBe(`${DEMO_STATIONS.length} of ${DEMO_STATIONS.length} stations`);
    await page.getByTestId('matrix-type').selectOption('ES');
    await expect.poll(shown).toBe(`${STORAGE.length} of ${DEMO_STATIONS.length} stations`);
    const types = await page.locator('[data-testid=matrix-card] .portal-matrix-card-meta .portal-muted').allInnerTexts();
    expect(types.every((text) => text.startsWith('Energy storage'))).toBe(true);
    await page.getByTestId('matrix-type').selectOption('');
    await page.getByTestId('matrix-search').fill('solar');
    await expect.poll(shown).toMatch(/^\d+ of 28 stations$/);
    await page.getByTestId('matrix-search').fill('');

    await page.getByTestId('matrix-sort').selectOption('state');
    // Golmud has a dead branch from the demo's fault plan: abnormal stations come first.
    await expect.poll(() => page.getByTestId('matrix-card').first().getAttribute('class')).toContain('abnormal');

    const golmud = DEMO_STATIONS[0]!;
    await page.locator('[data-testid=matrix-card]', { hasText: golmud.name }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(HOME_BY_TYPE.PV);
    expect(outside).toEqual([]);
  });
});
