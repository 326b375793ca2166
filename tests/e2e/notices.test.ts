import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilDrawn } from './pageSettled';
import { signIn } from './signIn';

const SHOTS = 'test-results';
/** The demo's group of the European operator (server/demo/seedDemo.ts); the China group administrator is not in it. */
const GROUP = 'EuropeRegion';

/** What the users read in each language. */
const LANGUAGES = {
  zh: {
    title: '诺伊哈登贝格逆变器检修通知',
    newNotice: '发布公告',
    chosenGroups: '指定分组',
    publish: '发布',
    unread: '未读',
    close: '关闭',
  },
  en: {
    title: 'Neuhardenberg inverter service notice',
    newNotice: 'Publish a notice',
    chosenGroups: 'Chosen groups',
    publish: 'Publish',
    unread: 'Unread',
    close: 'Close',
  },
} as const;

describe('notices in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1 });
  let admin: Page;
  let operator: Page;
  let gadmin: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    admin = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 900 });
    operator = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 1280, height: 900 });
    gadmin = await signIn(e2e.browser, e2e.portal, 'gadmin', PASSWORD, { width: 1280, height: 900 });
  }, 180_000);

  async function open(on: Page, path: string, language: string) {
    await on.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await on.goto(`${e2e.portal.url}${path}`);
    await on.waitForSelector('.portal-topbar');
  }
  const badge = (on: Page) => on.getByTestId('notice-badge-count');

  for (const language of ['zh', 'en'] as const) {
    const words = LANGUAGES[language];

    it(`${language}: the administrator publishes a notice to ${GROUP}; its operator sees the badge and reads it, the China group administrator sees nothing`, async () => {
      await open(admin, '/office/notice', language);
      await admin.getByTestId('notice-new').click();
      const dialog = admin.locator('.portal-notice-editor');
      await expect.poll(() => dialog.locator('.bp6-dialog-header').innerText()).toContain(words.newNotice);
      await dialog.locator('#notice-title').fill(words.title);
      const editor = dialog.locator('.portal-rte-area');
      await editor.click();
      await admin.keyboard.press('Control+b');
      await admin.keyboard.type('Inverter 3');
      await admin.keyboard.press('Control+b');
      await admin.keyboard.type(' is serviced on Monday.');
      await dialog.getByText(words.chosenGroups, { exact: true }).first().click();
      await dialog.getByText(GROUP, { exact: true }).click();
      await admin.screenshot({ path: `${SHOTS}/notice-editor-${language}.png` });
      await dialog.getByTestId('notice-submit').click();
      await expect.poll(() => admin.locator('.portal-notice-editor').count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => admin.locator('.portal-notice-list').innerText(), { timeout: 10_000 }).toContain(words.title);
      // The publisher's own notice does not wait for it.
      expect(await badge(admin).count()).toBe(0);

      await open(operator, '/home', language);
      await expect
        .poll(
          () =>
            badge(operator)
              .innerText()
              .catch(() => ''),
          { timeout: 90_000 },
        )
        .toBe('1');
      await operator.getByTestId('notice-badge').click();
      await operator.waitForURL(/\/office\/notice$/);
      const row = operator.locator('.portal-notice-unread', { hasText: words.title });
      await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
      await operator
        .getByRole('radio', { name: words.unread })
        .click()
        .catch(async () => {
          await operator.getByText(words.unread, { exact: true }).first().click();
        });
      await operator.screenshot({ path: `${SHOTS}/notice-unread-${language}.png` });
      await row.getByTestId('notice-row').click();
      const body = operator.getByTestId('notice-body');
      await expect.poll(() => body.innerHTML(), { timeout: 10_000 }).toMatch(/<b>Inverter 3<\/b>|<strong>Inverter 3<\/strong>/);
      expect(await operator.getByTestId('notice-reader-meta').innerText()).toContain(GROUP);
      await operator.screenshot({ path: `${SHOTS}/notice-reader-${language}.png` });
      // Reading it drops the badge at once, without waiting for the next count.
      await expect.poll(() => badge(operator).count(), { timeout: 5_000 }).toBe(0);
      await operator.locator('.portal-notice-reader .bp6-dialog-footer').getByRole('button', { name: words.close }).click();

      await open(gadmin, '/office/notice', language);
      await expect
        .poll(() => gadmin.locator('.portal-notice, .bp6-non-ideal-state').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      expect(await gadmin.locator('.portal-notice-list', { hasText: words.title }).count()).toBe(0);
      expect(await badge(gadmin).count()).toBe(0);
    }, 180_000);
  }

  it('at 768 px the operator reads a notice with a table and an attachment without sideways scrolling', async () => {
    const narrow = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 768, height: 1024 });
    // Published through the API as the administrator's page would: a table and a PDF.
    const noticeId = await admin.evaluate(async () => {
      const csrf = { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
      const file = new FormData();
      file.append('file', new Blob(['%PDF-1.7 notice'], { type: 'application/pdf' }), 'Grid code 2026.pdf');
      const upload = await (await fetch('/prod-api/office/notice/upload', { method: 'POST', headers: csrf, body: file })).json();
      const body =
        '<p>Reactive power limits from <b>1 April</b>:</p><table><thead><tr><th>Voltage</th><th>cos φ</th></tr></thead>' +
        '<tbody><tr><td>110 kV</td><td>0.95</td></tr><tr><td>20 kV</td><td>0.90</td></tr></tbody></table>';
      const answer = await fetch('/prod-api/office/notice', {
        method: 'POST',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Grid code limits for reactive power',
          body,
          pinned: true,
          deptIds: [],
          attachments: [upload.data],
        }),
      });
      return (await answer.json()).data.noticeId as number;
    });
    expect(noticeId).toBeGreaterThan(0);
    await open(narrow, '/office/notice', 'en');
    const row = narrow.locator('.portal-notice-unread', { hasText: 'Grid code limits' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const overflow = () => narrow.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await narrow.screenshot({ path: `${SHOTS}/notice-list-768-en.png` });
    await row.getByTestId('notice-row').click();
    await expect.poll(() => narrow.getByTestId('notice-body').locator('td').count(), { timeout: 10_000 }).toBe(4);
    const link = narrow.locator('.portal-notice-attachments a');
    expect(await link.innerText()).toBe('Grid code 2026.pdf');
    const served = await narrow.evaluate(async (href) => (await fetch(href)).status, (await link.getAttribute('href'))!);
    expect(served).toBe(200);
    await untilDrawn(narrow);
    const box = await narrow.locator('.portal-notice-reader').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(768);
    await narrow.screenshot({ path: `${SHOTS}/notice-reader-768-en.png` });
    await narrow.close();
  }, 120_000);
});
