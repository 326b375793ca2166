import type { Browser, Page } from 'playwright-core';
import type { RunningPortal } from './portalServer';
import { trackRequests } from './pageSettled';

/** A page of a user signed in through the sign-in screen (the e2e portals run with CAPTCHA off). */
export async function signIn(
  browser: Browser,
  portal: Pick<RunningPortal, 'url'>,
  userName: string,
  password: string,
  viewport = { width: 1440, height: 900 },
  /** The reader's time zone (the browser's clock); the machine's when not given. */
  timezoneId?: string,
): Promise<Page> {
  const page = await browser.newPage({ viewport, acceptDownloads: true, ...(timezoneId ? { timezoneId } : {}) });
  // Counted from the first request, so a test can wait until the page has its answers (pageSettled.ts).
  trackRequests(page);
  await page.goto(`${portal.url}/login`);
  await page.waitForSelector('.portal-login-card[aria-busy=false]');
  await page.fill('#login-username', userName);
  await page.fill('#login-password', password);
  await page.click('button[type=submit]');
  await page.waitForSelector('.portal-topbar');
  return page;
}

/**
 * The plant and the language the portal opens with at the page's next load, kept where the shell keeps them
 * (localStorage); without a plant, the one chosen before stays.
 */
export async function choosePlantAndLanguage(page: Page, psId: number | string | undefined, language: string): Promise<void> {
  await page.evaluate(
    ([plant, lang]) => {
      if (plant) localStorage.setItem('portal-plant', plant);
      localStorage.setItem('portal-language', lang!);
    },
    [psId === undefined ? '' : String(psId), language],
  );
}
