import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';

/** Slower than the 3 s period: before the polling store had its guards, such answers stacked up. */
const SERVER_DELAY_MS = 5000;

/** Counts the requests to one API while the server answers it slowly, when each started, and the most out at once. */
async function slowServer(page: Page, api: string) {
  const seen = { started: 0, startedAt: [] as number[], inFlight: 0, maxInFlight: 0 };
  const ours = (url: string) => url.includes(`/prod-api${api}`);
  page.on('request', (r) => {
    if (!ours(r.url())) return;
    seen.started++;
    seen.startedAt.push(Date.now());
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
  const e2e = portalForThisFile();

  it('a realtime page never has two requests of a source out at once, backs off, and stops when left', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
    const seen = await slowServer(page, '/monitor/matrixRealData');
    await page.goto(`${e2e.portal.url}/monitors/matrixCard`);
    // Every answer comes too late (given up after 2.5 s), so the page asks less and less often: a period and a
    // tick sat out after the first failure (about 6 s), two ticks after the second (about 9 s).
    await expect.poll(() => seen.started, { timeout: 25_000 }).toBeGreaterThanOrEqual(3);
    expect(seen.maxInFlight).toBe(1);
    const [first, second] = [1, 2].map((k) => seen.startedAt[k]! - seen.startedAt[k - 1]!);
    expect(first).toBeGreaterThan(4500);
    expect(second).toBeGreaterThan(first! + 1500);

    // Leaving gives up the request out and starts no other: meanwhile the home page's own realtime source asks
    // three times (its first answer and two 3 s ticks).
    const home = page.waitForResponse((r) => r.url().includes('/prod-api/monitor/fleetOverview'));
    await page.goto(`${e2e.portal.url}/home`);
    await expect.poll(() => seen.inFlight).toBe(0);
    const left = seen.started;
    await home;
    for (let tick = 0; tick < 2; tick++)
      await page.waitForResponse((r) => r.url().includes('/prod-api/monitor/fleetOverview'), { timeout: 15_000 });
    expect(seen.started).toBe(left);
    await page.close();
  });

  it('the plant navigator’s live values never have two requests out at once', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
    const seen = await slowServer(page, '/monitor/psLiveData');
    await page.goto(`${e2e.portal.url}/monitors`);
    await page.getByTestId('station-entry').first().waitFor({ timeout: 20_000 });
    // The second request is where a stacked one would show: it starts only once the first was given up.
    await expect.poll(() => seen.started, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    expect(seen.maxInFlight).toBe(1);
    await page.close();
  });
});
