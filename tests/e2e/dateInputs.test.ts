import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRow } from './dataTable';

/** Date inputs show and take the reader's format (docs/formats.md), not the browser's "mm/dd/yyyy". */
describe('date inputs in the reader’s format', () => {
  const e2e = portalForThisFile();
  let page: Page;

  beforeAll(async () => {
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1920, height: 1080 });
  });

  async function open(url: string, language: 'zh' | 'en') {
    await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await page.goto(`${e2e.portal.url}${url}`);
  }

  /** The event list's next request that filters by `field`, as the filter sends it. */
  const nextEventQuery = (field: string) =>
    page
      .waitForRequest((r) => r.url().includes('/prod-api/event/list') && field in (r.postDataJSON() ?? {}))
      .then((r) => r.postDataJSON() as Record<string, unknown>);

  it('a Chinese reader types the event filter’s first day as 2026-11-05 and the list asks for that day', async () => {
    await open('/event/manager', 'zh');
    const from = page.getByRole('combobox', { name: '开始日期' });
    await from.waitFor();
    expect(await from.getAttribute('placeholder')).toBe('年-月-日');
    expect(await from.getAttribute('type')).toBe('text');
    const query = nextEventQuery('beginDay');
    await from.fill('2026-11-05');
    expect((await query).beginDay).toBe('2026-11-05');
    await from.press('Tab');
    expect(await from.inputValue()).toBe('2026-11-05');
    await page.screenshot({ path: 'test-results/date-input-zh.png' });
    // Another language's order is no day here: the field says so and the list keeps the day it had.
    await from.fill('11/05/2026');
    await from.press('Tab');
    expect(await from.inputValue()).toBe('不是有效日期');
  });

  it('an English reader types 5 Nov 2026 and sees the day he picks in that format', async () => {
    await open('/event/manager', 'en');
    const to = page.getByRole('combobox', { name: 'To' });
    await to.waitFor();
    expect(await to.getAttribute('placeholder')).toBe('d Mon yyyy');
    const query = nextEventQuery('endDay');
    await to.fill('5 Nov 2026');
    expect((await query).endDay).toBe('2026-11-05');
    await to.press('Tab');
    expect(await to.inputValue()).toBe('5 Nov 2026');
    await page.screenshot({ path: 'test-results/date-input-en.png' });
  });

  it('a plant’s operation date reads in the reader’s format in its form, and a typed day is kept', async () => {
    for (const [language, edit, shown, typed] of [
      ['zh', '修改', '2019-06-28', '2020-01-31'],
      ['en', 'Edit', '28 Jun 2019', '31 Jan 2020'],
    ] as const) {
      await open('/info/powerStation', language);
      const row = await tableRow(page, '.portal-crud-table', 'Golmud Desert Solar Park');
      await row.locator(`button:has-text("${edit}")`).click();
      const date = page.locator('#root_operationDate');
      await expect.poll(() => date.inputValue()).toBe(shown);
      await date.fill(typed);
      await date.press('Tab');
      expect(await date.inputValue()).toBe(typed);
      await page.locator('.bp6-dialog-footer button').first().click();
      await page.locator('.bp6-dialog').waitFor({ state: 'detached' });
    }
  });
});
