// Every menu screen's first load in Chromium with an empty cache, as after a release: the JavaScript it
// downloads (gzipped, as served) and the time from navigation until its content is there (.portal-main holds
// the page, no spinner, nothing aria-busy). The five heaviest are printed beside the sign-in page, the lightest
// load, as its baseline; BENCH_ALL_PAGES=1 prints every screen with its eight heaviest scripts.
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium';
import { startPortalProcess } from '../tests/e2e/portalServer';
import { choosePlantAndLanguage, signIn } from '../tests/e2e/signIn';
import { menuTargets } from '../tests/e2e/screenMatrix/menuTargets';

const PASSWORD = 'Bench_pass1';
const VIEWPORT = { width: 1920, height: 1080 };

interface Load {
  path: string;
  jsBytes: number;
  contentMs: number;
  /** The heaviest scripts, name and gzipped bytes. */
  heaviest: [string, number][];
}

/** Loads `url` with the HTTP cache emptied; the gzipped size of each script and the time its content showed. */
async function firstLoad(page: Page, url: string, until: string): Promise<Omit<Load, 'path'>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sizes: Promise<[string, number]>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = new URL(response.url()).pathname.replace(/^\/assets\//, '');
    sizes.push(
      response.body().then(
        (body) => [name, zlib.gzipSync(body, { level: 9 }).length],
        () => [name, 0],
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  const contentMs = await (
    await page.waitForFunction(
      (selector) =>
        document.querySelector(selector) && !document.querySelector('.portal-loading, .bp6-spinner, [aria-busy="true"]')
          ? performance.now()
          : false,
      until,
      { timeout: 60_000, polling: 'raf' },
    )
  ).jsonValue();
  // Polls and the alarm stream keep the network busy; a script that a drawn page still asks for comes soon.
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.detach();
  const scripts = (await Promise.all(sizes)).sort((a, b) => b[1] - a[1]);
  return {
    jsBytes: scripts.reduce((sum, [, bytes]) => sum + bytes, 0),
    contentMs: contentMs as number,
    heaviest: scripts.slice(0, 3),
  };
}

/** Prints the sign-in page and the five heaviest menu screens of the administrator. */
export async function benchRouteLoads(): Promise<void> {
  const portal = await startPortalProcess({ BACKFILL_DAYS: '0', CAPTCHA: 'off', DEMO_PASSWORD: PASSWORD });
  const browser = await launchChromium();
  try {
    const guest = await browser.newPage({ viewport: VIEWPORT });
    const signInPage = { path: '/login', ...(await firstLoad(guest, `${portal.url}/login`, '#login-username')) };
    await guest.close();
    const page = await signIn(browser, portal, 'admin', PASSWORD, VIEWPORT);
    const loads: Load[] = [];
    for (const target of await menuTargets(page)) {
      await choosePlantAndLanguage(page, target.psId ?? undefined, 'en');
      loads.push({ path: target.path, ...(await firstLoad(page, `${portal.url}${target.path}`, '.portal-main > *')) });
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`.padStart(7);
    const line = (l: Load) =>
      `  ${l.path.padEnd(36)} ${kb(l.jsBytes)} JS gz, content after ${l.contentMs.toFixed(0).padStart(5)} ms (ratio ${(l.contentMs / signInPage.contentMs).toFixed(1)}); heaviest ${l.heaviest.map(([name, bytes]) => `${name} ${kb(bytes).trim()}`).join(', ')}`;
    console.log(`${loads.length} menu screens, each loaded with an empty cache; the sign-in page as the baseline:`);
    console.log(line(signInPage));
    for (const l of [...loads].sort((a, b) => b.jsBytes - a.jsBytes).slice(0, process.env.BENCH_ALL_PAGES ? 99 : 5))
      console.log(line(l));
    const slowest = [...loads].sort((a, b) => b.contentMs - a.contentMs)[0]!;
    console.log(`  slowest to its content: ${line(slowest).trim()}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}
