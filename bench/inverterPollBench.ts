// The inverter overview (/monitor/nbqmonitorless) in Chromium: main-thread time of each 3 s poll on the demo
// plant with 26 inverters and on a station of 200 string inverters, against the same app on a page that polls
// nothing, measured in the same run. The portal runs in this process with its simulator live, so every poll
// brings changed figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { launchChromium } from '../tests/e2e/chromium';
import { signIn } from '../tests/e2e/signIn';
import { addStation } from './telemetryBench';
import { combine, countReactCommits, mainThreadPerPoll, type MainThread } from './mainThread';

const PASSWORD = 'Bench_pass1';
/** Hangzhou Logistics PV+Storage: the demo plant with the most inverters (26 grid-tied). */
const DEMO_PLANT = 10;
const LARGE = 200;
/** Polls measured per page and round; the pages take turns, so a busy moment of the machine hits them alike. */
const POLLS = Number(process.env.BENCH_POLLS || 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);
const POLL_MS = 3000;
const VIEWPORT = { width: 1440, height: 900 };
/** Goal of issue 17: a poll of the 200-inverter overview costs under 50 ms of main thread. */
const BUDGET_MS = 50;

const OVERVIEW = '/monitor/nbqmonitorless';

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** Opens a page and lets it settle: the first answers and the history sources land before measuring. */
async function open(page: Page, url: string, path: string, psId: number | null): Promise<void> {
  if (psId !== null) await page.evaluate((id) => localStorage.setItem('portal-plant', String(id)), psId);
  await page.goto(`${url}${path}`);
  if (path === OVERVIEW) {
    await page.waitForSelector('.portal-inverter-header h3', { timeout: 30_000 });
    await page.waitForSelector('.portal-point-list', { timeout: 30_000 });
  } else await page.waitForSelector('.portal-topbar', { timeout: 30_000 });
  await page.waitForTimeout(2 * POLL_MS);
}

function line(title: string, m: MainThread, idle: MainThread, extra = ''): string {
  return `${title.padEnd(34)} ${ms(m.cpu).padStart(6)} CPU per poll (ratio to the light page ${(m.cpu / idle.cpu).toFixed(1)}), ${ms(m.task)} task time (script ${ms(m.script)}, style ${ms(m.style)}, layout ${ms(m.layout)}); ${m.commits.toFixed(1)} React commits rendering ${m.rendered.toFixed(0)} components; ${m.longTasks} long tasks, longest ${ms(m.longest)}; heap ${m.heap.toFixed(0)} MB${extra}`;
}

/**
 * Runs the inverter-overview bench and prints its figures; answers false when a 200-inverter poll costs the main
 * thread more than the budget beyond what the same app costs on a page that polls nothing.
 */
export async function benchInverterPoll(): Promise<boolean> {
  const started = Date.now();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-inv-'));
  const app = await buildApp({
    ...readConfig({ DEMO_PASSWORD: PASSWORD }),
    dataDir,
    captchaEnabled: false,
    backfillDays: 0,
    logLevel: 'silent',
    // BENCH_APP_DIR=<dist/app of another build>: the same bench on another browser app, for A/B comparisons.
    ...(process.env.BENCH_APP_DIR ? { appDir: path.resolve(process.env.BENCH_APP_DIR) } : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.telemetry.whenLive;
  const large = await addStation(app, `Bench ${LARGE} inverters`, LARGE);
  const browser = await launchChromium();
  try {
    const page = await signIn(browser, { url }, 'admin', PASSWORD, VIEWPORT);
    await countReactCommits(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    console.log(`portal up and a ${LARGE}-inverter station added in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The baseline: the same app on a page that polls nothing (its shell still ticks the clock).
    const pages = [
      { name: 'light page, per 3 s (baseline)', path: '/user/profile', psId: null, runs: [] as MainThread[], cards: 0 },
      { name: 'inverter overview, 26 inverters', path: OVERVIEW, psId: DEMO_PLANT, runs: [] as MainThread[], cards: 0 },
      { name: `inverter overview, ${LARGE} inverters`, path: OVERVIEW, psId: large, runs: [] as MainThread[], cards: 0 },
    ];
    // BENCH_PROFILE=<file>: a CPU profile of the large overview's polls (last round), for Chromium's DevTools.
    const profile = process.env.BENCH_PROFILE;
    for (let round = 0; round < ROUNDS; round++)
      for (const [i, p] of pages.entries()) {
        await open(page, url, p.path, p.psId);
        p.cards = p.path === OVERVIEW ? await page.locator('.portal-carousel-card').count() : 0;
        const profiling = profile && i === pages.length - 1 && round === ROUNDS - 1;
        if (profiling) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
        p.runs.push(await mainThreadPerPoll(page, cdp, POLLS, POLL_MS));
        if (profiling) fs.writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
      }
    const [idle, small, big] = pages.map((p) => combine(p.runs)) as [MainThread, MainThread, MainThread];
    console.log(line(pages[0]!.name, idle, idle));
    console.log(line(pages[1]!.name, small, idle, `; ${pages[1]!.cards} cards in the page`));
    console.log(line(pages[2]!.name, big, idle, `; ${pages[2]!.cards} cards in the page`));
    // CPU time, not task time: task time is wall time and grows with whatever else the machine runs.
    const own = big.cpu - idle.cpu;
    const over = own > BUDGET_MS;
    console.log(
      `  a poll of ${LARGE} inverters costs the main thread ${ms(own)} of CPU beyond the light page (budget ${ms(BUDGET_MS)})${over ? ' OVER BUDGET' : ''}; 26 inverters ${ms(small.cpu - idle.cpu)}`,
    );
    console.log(
      `inverter-overview bench took ${((Date.now() - started) / 1000).toFixed(0)} s (${ROUNDS} rounds of ${POLLS} polls a page, medians of the polls)`,
    );
    return !over;
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
