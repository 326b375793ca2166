import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { launchChromium } from './chromium';
import { startPortalProcess, type RunningPortal } from './portalServer';
import { signIn } from './signIn';
import { tableRows } from './dataTable';

const PASSWORD = 'E2e_pass1';
const SHOTS = 'test-results';

describe('channels managed on the generic entity page', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    portal = await startPortalProcess({ DEMO_PASSWORD: PASSWORD, CAPTCHA: 'off', BACKFILL_DAYS: '0' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  async function signInAs(userName: string) {
    page = await signIn(browser, portal, userName, PASSWORD);
  }

  it('an administrator is told address 300 is wrong, saves it with 12, sees it listed and exports it', async () => {
    await signInAs('admin');
    await page.goto(`${portal.url}/info/channel`);
    await page.click('[data-testid=crud-add]');
    await page.selectOption('#root_psId', { label: 'Solarpark Meuro' });
    await page.fill('#root_channelName', 'Block A gateway');
    await page.fill('#root_param', '127.0.0.1:1502');
    await page.fill('#root_address', '300');
    await page.click('[data-testid=crud-save]');
    await expect
      .poll(() => page.locator('.bp6-dialog .bp6-form-helper-text').allInnerTexts())
      .toContain('The address must be between 1 and 255');
    await page.screenshot({ path: path.join(SHOTS, 'channel-address-error-en.png') });
    await page.fill('#root_address', '12');
    await page.click('[data-testid=crud-save]');
    const table = async () => (await tableRows(page, '.portal-crud-table')).join('\n');
    await expect.poll(table).toContain('Block A gateway');
    expect(await table()).toContain('Solarpark Meuro');
    await page.screenshot({ path: path.join(SHOTS, 'channels-en.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=crud-export]')]);
    const rows = await readSheet(fs.readFileSync((await download.path())!));
    expect(rows.some((row) => row.includes('Block A gateway') && row.includes(12))).toBe(true);
  });

  it('an operator sees no add, edit or delete, and the server refuses the call anyway', async () => {
    await signInAs('operator');
    await page.goto(`${portal.url}/info/channel`);
    await expect.poll(async () => (await tableRows(page, '.portal-crud-table')).length, { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-testid=crud-add]').count()).toBe(0);
    expect(
      await page.locator('.portal-crud-actions button:has-text("Edit"), .portal-crud-actions button:has-text("Delete")').count(),
    ).toBe(0);
    const status = await page.evaluate(async () => {
      const r = await fetch('/prod-api/info/channel', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' },
        body: JSON.stringify({ psId: 11, channelName: 'x', param: '127.0.0.1:502', address: 3 }),
      });
      return r.status;
    });
    expect(status).toBe(403);
    await page.screenshot({ path: path.join(SHOTS, 'channels-operator-en.png') });
  });
});
