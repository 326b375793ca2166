import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';

describe('following a station', () => {
  const e2e = portalForThisFile();
  let page: Page;

  beforeAll(async () => {
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 720 });
  });

  const entries = () => page.locator('[data-testid=station-entry] .portal-station-name').allInnerTexts();
  const star = (scope: string, name: string) =>
    page.locator(`.portal-follow-host:has(${scope}:has-text("${name}")) [data-testid=follow-star]`);

  async function openNavigator() {
    await page.getByTestId('plant-search').click();
    await expect.poll(() => page.locator('[data-testid=station-entry]').count()).toBeGreaterThan(0);
  }

  async function onlyFollowed(on: boolean) {
    await page.getByTestId('navigator-filter').click();
    const toggle = page.locator('.bp6-switch:has-text("Only stations I follow") input');
    if ((await toggle.isChecked()) !== on) await toggle.evaluate((el: HTMLInputElement) => el.click());
    await page.getByTestId('filter-apply').click();
    // The filter's drawer closes on apply, as the reader sees before going on.
    await page.getByTestId('station-filter').waitFor({ state: 'detached' });
  }

  it('a star set in the navigator shows on the station home and the matrix, and the filter lists the station', async () => {
    await openNavigator();
    // The stars sit beside the entries without spreading them out: entries follow one another closely.
    const tops = await page
      .locator('[data-testid=station-entry]')
      .evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top));
    expect(tops[1]! - tops[0]!).toBeLessThan(120);
    await onlyFollowed(true);
    await expect.poll(entries).toEqual([]);
    await onlyFollowed(false);

    await page.fill('input[data-testid=navigator-search]', 'Meuro');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await expect.poll(entries).toEqual(['Solarpark Meuro']);
    const meuro = star('[data-testid=station-entry]', 'Solarpark Meuro');
    expect(await meuro.getAttribute('aria-label')).toBe('Follow: Solarpark Meuro');
    await meuro.click();
    await expect.poll(() => meuro.getAttribute('data-followed')).toBe('true');
    // The star does not open the station; the entry does.
    expect(new URL(page.url()).pathname).toBe('/home');

    await page.fill('input[data-testid=navigator-search]', '');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await onlyFollowed(true);
    await expect.poll(entries).toEqual(['Solarpark Meuro']);

    await page.locator('[data-testid=station-entry]').first().click();
    await page.waitForURL('**/monitor/pv/home');
    const header = page.locator('.portal-station-header [data-testid=follow-star]');
    await expect.poll(() => header.getAttribute('data-followed')).toBe('true');

    await page.goto(`${e2e.portal.url}/monitors/matrixCard`);
    await page.getByTestId('matrix-card').first().waitFor();
    await page.getByTestId('matrix-search').fill('Meuro');
    const card = star('[data-testid=matrix-card]', 'Solarpark Meuro');
    await expect.poll(() => card.getAttribute('data-followed')).toBe('true');
  });

  it('unfollowing on the matrix clears the star everywhere and empties the filtered navigator', async () => {
    const card = star('[data-testid=matrix-card]', 'Solarpark Meuro');
    await card.click();
    await expect.poll(() => card.getAttribute('data-followed')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/monitors/matrixCard');

    await page.goto(`${e2e.portal.url}/monitor/pv/home`);
    await openNavigator();
    await onlyFollowed(true);
    await expect.poll(entries).toEqual([]);
    await page.keyboard.press('Escape');
    const header = page.locator('.portal-station-header [data-testid=follow-star]');
    await expect.poll(() => header.getAttribute('data-followed')).toBe('false');
  });
});
