import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleMessage, Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilSettled } from './pageSettled';
import { signIn } from './signIn';

/** What the reader sees in each language when a load fails. */
const FAILED = {
  zh: { text: '数据加载失败。', retry: '重试' },
  en: { text: 'This data could not be loaded.', retry: 'Try again' },
};

describe('failures say so on the page, and nothing leaks to the console', () => {
  const e2e = portalForThisFile({ backfillDays: 1 });
  let admin: Page;

  beforeAll(async () => {
    admin = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 900 });
  }, 180_000);

  async function open(path: string, language: string) {
    await admin.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await admin.goto(`${e2e.portal.url}${path}`);
    await admin.waitForSelector('.portal-topbar');
  }

  for (const language of ['zh', 'en'] as const)
    it(`a notice list the server fails to give says so in ${language}, and Try again loads it`, async () => {
      const noticeList = '**/prod-api/office/notice/list**';
      await admin.route(noticeList, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom"}' }),
      );
      await open('/office/notice', language);
      const failed = admin.locator('.portal-load-failed');
      await failed.waitFor();
      expect(await failed.innerText()).toContain(FAILED[language].text);
      expect(await admin.getByTestId('notice-row').count()).toBe(0);

      await admin.unroute(noticeList);
      await failed.getByRole('button', { name: FAILED[language].retry }).click();
      // The demo publishes no notices: what loads is the board's own word for an empty list.
      await admin.locator('.portal-notice .bp6-non-ideal-state, [data-testid=notice-row]').first().waitFor();
      expect(await failed.count()).toBe(0);
    }, 60_000);

  // A list whose failure would leave a big blank says so too: the document library's source and a CRUD page's own load.
  for (const [path, listPath] of [
    ['/office/document', '/prod-api/office/document/list'],
    ['/info/tariff', '/prod-api/info/tariff/list'],
  ] as const)
    it(`${path} says its list failed to load, and Try again loads it`, async () => {
      const list = (url: URL) => url.pathname === listPath;
      await admin.route(list, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":500,"msg":"boom"}' }),
      );
      await open(path, 'en');
      const failed = admin.locator('.portal-load-failed');
      await failed.waitFor();
      expect(await failed.innerText()).toContain(FAILED.en.text);
      await admin.unroute(list);
      await failed.getByRole('button', { name: FAILED.en.retry }).click();
      await expect.poll(() => failed.count()).toBe(0);
    }, 60_000);

  it('a form refusing its input shows why on the form and logs nothing to the console', async () => {
    await open('/user/profile', 'en');
    const form = admin.locator('.portal-inline-form', { has: admin.getByRole('button', { name: 'Change sign-in password' }) });
    await form.waitFor();
    const logged: string[] = [];
    const listen = (m: ConsoleMessage) => {
      if (m.type() === 'error' || m.type() === 'warning') logged.push(m.text());
    };
    admin.on('console', listen);
    await form.locator('input').nth(1).fill('short');
    await form.getByRole('button', { name: 'Change sign-in password' }).click();
    await form.getByText('cannot be empty').first().waitFor();
    // What the refusal logs, it logs while drawing the message: drawn and answered is late enough to listen.
    await untilSettled(admin);
    admin.off('console', listen);
    expect(logged).toEqual([]);
  }, 60_000);
});
