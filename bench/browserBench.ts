// The fleet screens in Chromium with the demo fleet grown to 500 stations: how long selecting the map
// navigation takes until its markers are drawn, and how much main-thread time each 3 s poll of the real-time
// monitoring matrix costs. Figures are also given as ratios to baselines measured in the same run.
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../tests/e2e/chromium';
import { startPortalProcess } from '../tests/e2e/portalServer';
import { signIn } from '../tests/e2e/signIn';
import { MARKERS_DRAWN_MARK } from '../widgets/map/mapOption';
import { MATRIX_COMMIT_MARK } from '../widgets/matrix/commitMark';
import { mainThreadPerPoll, median } from './mainThread';

const STATIONS = 500;
const PASSWORD = 'Bench_pass1';
/** The first visit loads the map's code into an empty cache; the others reload the app with it cached. */
const MAP_RUNS = 6;
/** Polls of the matrix measured (3 s each). */
const POLLS = 5;
const POLL_MS = 3000;
const VIEWPORT = { width: 1440, height: 900 };

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** First contentful paint of an empty page: what the browser needs to show anything at all. */
async function emptyPagePaint(browser: Browser): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto('data:text/html,<!doctype html><title>baseline</title><p>baseline</p>');
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    times.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime));
    await page.close();
  }
  return median(times);
}

/** From the click on "Map navigation" in the sidebar to the first frame with every marker on the canvas. */
async function selectMapToMarkers(page: Page, url: string): Promise<number> {
  await page.goto(`${url}/user/profile`);
  await page.waitForSelector('.portal-sidebar a[href="/monitors"]');
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const link = document.querySelector('.portal-sidebar a[href="/monitors"]')!;
    link.addEventListener('click', () => performance.mark('bench:select-monitors'), { capture: true, once: true });
  });
  await page.click('.portal-sidebar a[href="/monitors"]');
  await page.waitForSelector(`[data-testid=fleet-map][data-markers="${STATIONS}"]`, { timeout: 30_000 });
  return page.evaluate((drawn) => {
    const start = performance.getEntriesByName('bench:select-monitors')[0]!.startTime;
    return performance.getEntriesByName(drawn)[0]!.startTime - start;
  }, MARKERS_DRAWN_MARK);
}

/** Times from each matrix answer's arrival to the commit that shows it, ms. */
async function answerToScreen(page: Page): Promise<number[]> {
  await page.evaluate((mark) => {
    const w = window as unknown as { benchArrivals: number[]; benchCommits: number[] };
    w.benchArrivals = [];
    w.benchCommits = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name.includes('/monitor/matrixRealData')) w.benchArrivals.push((e as PerformanceResourceTiming).responseEnd);
    }).observe({ type: 'resource' });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === mark) w.benchCommits.push(e.startTime);
    }).observe({ type: 'mark' });
  }, MATRIX_COMMIT_MARK);
  await page.waitForTimeout(3 * POLL_MS + 500);
  const { arrivals, commits } = await page.evaluate(() => {
    const w = window as unknown as { benchArrivals: number[]; benchCommits: number[] };
    return { arrivals: w.benchArrivals, commits: w.benchCommits };
  });
  return arrivals.flatMap((a) => {
    const commit = commits.find((c) => c >= a);
    return commit === undefined ? [] : [commit - a];
  });
}

/** Runs the fleet-screen bench and prints its figures; answers false when one is far over its budget. */
export async function benchFleetScreens(): Promise<boolean> {
  const started = Date.now();
  const portal = await startPortalProcess({
    DEMO_STATIONS: String(STATIONS),
    BACKFILL_DAYS: '0',
    CAPTCHA: 'off',
    DEMO_PASSWORD: PASSWORD,
  });
  const browser = await launchChromium();
  try {
    console.log(`portal with ${STATIONS} stations up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const paint = await emptyPagePaint(browser);
    const page = await signIn(browser, portal, 'admin', PASSWORD, VIEWPORT);

    const runs: number[] = [];
    for (let i = 0; i < MAP_RUNS; i++) runs.push(await selectMapToMarkers(page, portal.url));
    const [cold, ...warm] = runs;
    const warmMedian = median(warm);
    console.log(`empty page, first contentful paint (baseline)  ${ms(paint).padStart(8)}`);
    console.log(
      `select /monitors → ${STATIONS} markers drawn          ${ms(cold!).padStart(8)} first visit, empty cache (ratio ${(cold! / paint).toFixed(1)}), ${ms(warmMedian)} median of later visits (ratio ${(warmMedian / paint).toFixed(1)})`,
    );

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${portal.url}/monitors/matrixCard`);
    await page.waitForSelector('[data-testid=matrix-card]', { timeout: 30_000 });
    await page.waitForTimeout(POLL_MS);
    const matrix = await mainThreadPerPoll(page, cdp, POLLS, POLL_MS);
    const latency = await answerToScreen(page);
    const cards = await page.getByTestId('matrix-card').count();
    // The baseline: the same loaded app on a page that polls nothing (its shell still ticks the clock).
    await page.click('.portal-sidebar a[href="/user/profile"]');
    await page.waitForTimeout(POLL_MS);
    const idle = await mainThreadPerPoll(page, cdp, POLLS, POLL_MS);
    const extra = matrix.task - idle.task;
    console.log(`shell on a light page, main thread per 3 s (baseline) ${ms(idle.task).padStart(8)}`);
    console.log(
      `matrix of ${STATIONS}, main thread per 3 s poll          ${ms(matrix.task).padStart(8)} (script ${ms(matrix.script)}, style ${ms(matrix.style)}, layout ${ms(matrix.layout)}; ${matrix.longTasks} long tasks in ${POLLS} polls; ${cards} cards in the page)`,
    );
    console.log(
      `  the poll's own cost: ${ms(extra)} per 3 s, ${((extra / POLL_MS) * 100).toFixed(1)} % of the main thread; ratio to the light page ${(matrix.task / idle.task).toFixed(1)}`,
    );
    if (latency.length) console.log(`  answer to screen: median ${ms(median(latency))} over ${latency.length} polls`);
    console.log(`fleet-screen bench took ${((Date.now() - started) / 1000).toFixed(0)} s`);
    // Budgets: markers within 5 s of the click, and a poll that leaves the main thread mostly idle.
    return cold! < 5000 && extra < 300;
  } finally {
    await browser.close();
    await portal.stop();
  }
}
