import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { startPortalProcess, type RunningPortal } from './portalServer';
import { signIn } from './signIn';

const PASSWORD = 'E2e_pass1';
/** Slower than the 3 s period: before the polling store had its guards, such answers stacked up. */
const SERVER_DELAY_MS = 5000;

/** Counts the requests to one API while the server answers it slowly, and the most of them out at once. */
async function slowServer(page: Page, api: string) {
  const seen = { started: 0, inFlight: 0, maxInFlight: 0 };
  const ours = (url: string) => url.includes(`/prod-api${api}`);
  page.on('request', (r) => {
    if (!ours(r.url())) return;
    seen.started++;
    seen.maxInFlight = Math.max(seen.maxInFlight, ++seen.inFlight);
  });
  const done = (r: { url(): string }) => {
    if (ours(r.url())) seen.inFlight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  await page.route(`**/prod-api${api}*`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS));
    // The page may have given up on it meanwhile.
    await route.continue().catch(() => undefined);
  });
  return seen;
}

describe('polling against a slow server', () => {
  let portal: RunningPortal;
  let browser: Browser;

  beforeAll(async () => {
    portal = await startPortalProcess({ DEMO_PASSWORD: PASSWORD, CAPTCHA: 'off', BACKFILL_DAYS: '0' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('a realtime page never has two requests of a source out at once, backs off, and stops when left', async () => {
    const page = await signIn(browser, portal, 'admin', PASSWORD);
    const seen = await slowServer(page, '/monitor/matrixRealData');
    await page.goto(`${portal.url}/monitors/matrixCard`);
    await page.waitForTimeout(15_000);
    expect(seen.maxInFlight).toBe(1);
    // Every answer comes too late (given up after 2.5 s), so the page asks less and less often.
    expect(seen.started).toBeGreaterThanOrEqual(2);
    expect(seen.started).toBeLessThanOrEqual(4);

    await page.goto(`${portal.url}/home`);
    await page.waitForTimeout(500);
    expect(seen.inFlight).toBe(0);
    const left = seen.started;
    await page.waitForTimeout(6000);
    expect(seen.started).toBe(left);
    await page.close();
  });

  it('the plant navigator’s live values never have two requests out at once', async () => {
    const page = await signIn(browser, portal, 'admin', PASSWORD);
    const seen = await slowServer(page, '/monitor/psLiveData');
    await page.goto(`${portal.url}/monitors`);
    await page.getByTestId('station-entry').first().waitFor({ timeout: 20_000 });
    await page.waitForTimeout(15_000);
    expect(seen.started).toBeGreaterThanOrEqual(2);
    expect(seen.maxInFlight).toBe(1);
    await page.close();
  });
});
