import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { launchChromium } from './chromium';
import { startPortalProcess, type RunningPortal } from './portalServer';
import { signIn } from './signIn';

const PASSWORD = 'E2e_pass1';
const SHOTS = 'test-results';
/** Golmud Desert Solar Park, the first demo station. */
const GOLMUD = 1;

describe('indicator analysis in Chromium', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    portal = await startPortalProcess({ DEMO_PASSWORD: PASSWORD, CAPTCHA: 'off', BACKFILL_DAYS: '3' });
    browser = await launchChromium();
    page = await signIn(browser, portal, 'admin', PASSWORD, { width: 1280, height: 720 });
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function open(language: string) {
    await page.evaluate(
      ([plant, lang]) => {
        localStorage.setItem('portal-plant', plant!);
        localStorage.setItem('portal-language', lang!);
      },
      [String(GOLMUD), language],
    );
    // The grid reads history every two minutes; while the first fill runs, reading the page again is quicker.
    await expect
      .poll(
        async () => {
          await page.goto(`${portal.url}/indicator`);
          await page.waitForSelector('.portal-quota-table, .bp6-non-ideal-state');
          return page.locator('.portal-quota-table tbody tr').count();
        },
        { timeout: 90_000, interval: 3000 },
      )
      .toBeGreaterThanOrEqual(1);
  }
  /** The accessible name of the cell an entry was made in: "Curtailment, faults on 2026-11-22". */
  let entryName = '';
  const rows = () => page.locator('.portal-quota-table tbody tr');
  const header = (name: string) => page.locator('.portal-quota-table thead th', { hasText: name });

  it('switches year → month → day, with groups as bands and units under the names', async () => {
    await open('en');
    expect(await page.locator('.portal-quota-band', { hasText: 'Curtailment' }).count()).toBe(1);
    expect(await header('Generation').first().innerText()).toContain('10k kWh');
    expect(await page.locator('.portal-quota-table tfoot').innerText()).toContain('Total');
    await page.screenshot({ path: path.join(SHOTS, 'indicator-month-en.png') });

    await page.getByRole('radio', { name: 'Year' }).click();
    await expect.poll(() => page.locator('.portal-quota-table thead th').first().innerText()).toBe('Month');
    expect(await rows().count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('radio', { name: 'Day' }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await page.getByRole('radio', { name: 'Month' }).click();
    await expect.poll(() => page.locator('.portal-quota-table thead th').first().innerText()).toBe('Day');
  });

  it('takes a curtailment entry only when it is a number in range, then shows it', async () => {
    const first = page.getByRole('button', { name: /^Curtailment, faults on / }).first();
    entryName = (await first.getAttribute('aria-label'))!;
    const cell = page.getByRole('button', { name: entryName });
    await cell.click();
    const input = page.getByRole('textbox', { name: /^Curtailment, faults on / });
    await input.fill('abc');
    await input.press('Enter');
    await expect.poll(() => page.locator('.bp6-tooltip').innerText()).toContain('Enter a number');
    await input.fill('1,5');
    await input.press('Enter');
    await expect.poll(() => page.locator('.bp6-toast').first().innerText()).toContain('saved');
    await expect.poll(() => cell.innerText()).toBe('1.5000');
  });

  it('recalculates the month with a progress bar, then says the calculation completed', async () => {
    await page.getByRole('button', { name: 'Recalculate' }).click();
    await page.getByRole('status').filter({ hasText: 'Recalculating Golmud Desert Solar Park' }).waitFor();
    await expect
      .poll(() => page.locator('.bp6-toast', { hasText: 'Quota calculation completed' }).count(), { timeout: 60_000 })
      .toBe(1);
    // The entry is kept across the recalculation.
    expect(await page.getByRole('button', { name: entryName }).innerText()).toBe('1.5000');
  });

  it('exports what the grid shows', async () => {
    // Read the grid afresh: the history fill may have added days since the page last asked.
    await page.reload();
    await page.waitForSelector('.portal-quota-table tbody tr');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readSheet(fs.readFileSync((await download.path())!));
    expect(sheet[1]![0]).toBe('Day');
    expect(sheet.length).toBe(2 + (await rows().count()) + 1);
  });

  it('reads in Chinese, with 万kWh, and by station type with a label', async () => {
    await open('zh');
    expect(await header('发电量').first().innerText()).toContain('万kWh');
    await page.getByRole('radio', { name: '按电站类型' }).click();
    await page.getByRole('combobox', { name: '标签' }).selectOption({ label: 'Utility scale' });
    await expect.poll(() => page.locator('.portal-quota-table thead th').first().innerText()).toBe('电站');
    await page.screenshot({ path: path.join(SHOTS, 'indicator-stations-zh.png') });
    const text = await page.locator('.portal-quota-table').innerText();
    expect(text).not.toMatch(/Generation|Curtailment|Total/);
  });

  it('reports the stations of a label together, day by day, as a chart and a table', async () => {
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
    await page.goto(`${portal.url}/reports`);
    await page.getByRole('radio', { name: 'By station type' }).click();
    await page.getByRole('combobox', { name: 'Station type' }).selectOption({ label: 'All types' });
    await page.getByRole('combobox', { name: 'Label' }).selectOption({ label: 'Utility scale' });
    await expect.poll(() => page.locator('.portal-quota-table thead th').first().innerText(), { timeout: 30_000 }).toBe('Day');
    expect(await rows().count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.portal-quota-table thead').innerText()).toContain('OEE');
    expect(await page.locator('.portal-chart canvas').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, 'reports-label-en.png') });
  });
});
