import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilSettled } from './pageSettled';
import { choosePlantAndLanguage, signIn } from './signIn';
import { localMidnight } from '../../shared/stationDay';

const SHOTS = 'test-results';
/** Demo stations by psId in a fresh store: a PV plant, a PV-plus-storage site and a wind farm, all on Beijing time. */
const GOLMUD = 1;
const ZHANGBEI = 6;
const HANGZHOU = 10;
/** The demo wind farm whose link went down three hours before the store was made. */
const HVIDE_SANDE = 17;
const ZONE = 'Asia/Shanghai';
const ENERGY = /^\d[\d,.]* (kWh|MWh|GWh)$/;
const POWER = /^-?\d[\d,.]* (kW|MW)$/;

describe('station homes', () => {
  // A day of history, so today's curves run from the stations' midnight.
  const e2e = portalForThisFile({ backfillDays: 1, untilHistoryFilled: true });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1440, height: 1800 });
  });

  async function open(psId: number, url: string, language = 'en') {
    await choosePlantAndLanguage(page, psId, language);
    await page.goto(`${e2e.portal.url}${url}`);
    await page.waitForSelector('.portal-station-header');
  }

  /** Pixels of the chart's first colour (its first series) on the n-th chart canvas of the page. */
  const seriesPixels = (index: number) =>
    page.evaluate((n) => {
      const canvas = document.querySelectorAll<HTMLCanvasElement>('.portal-chart canvas')[n];
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.abs(data[i]! - 0x54) < 24 && Math.abs(data[i + 1]! - 0x70) < 24 && Math.abs(data[i + 2]! - 0xc6) < 24) count++;
      return count;
    }, index);

  const statValue = (i: number) => page.locator('.portal-stat-cards').first().locator('.portal-stat-value').nth(i).innerText();

  it('a selected PV plant lands on its home with today’s curve drawn and the energy of its day', async () => {
    const events = page.waitForRequest((r) => r.url().endsWith('/prod-api/event/list') && r.method() === 'POST');
    await open(GOLMUD, '/monitor/pv/home');
    await expect
      .poll(() => page.locator('.portal-station-header h4').innerText(), { timeout: 15_000 })
      .toBe('Golmud Desert Solar Park');
    await expect.poll(() => statValue(0), { timeout: 15_000 }).toMatch(POWER);
    // The energy of the day follows once the history has caught up (docs/ingest.md).
    await expect.poll(() => statValue(2), { timeout: 60_000 }).toMatch(ENERGY);
    // Events of today: this plant, from the plant's own midnight (Beijing time), not the browser's.
    const body = JSON.parse((await events).postData() ?? '{}');
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
    // The power curve of today runs from the plant's midnight up to now, whatever the hour (at night a PV
    // curve is a line at zero), and its line is on the canvas.
    // The page before stops polling first: a curve it asked for, answered after the navigation, has no body.
    await page.goto('about:blank');
    const curve = page.waitForResponse((r) => r.url().endsWith('/prod-api/monitor/homePowerCharts'));
    await page.goto(`${e2e.portal.url}/monitor/pv/home`);
    const { data } = await (await curve).json();
    const slotsSoFar = Math.floor((Date.now() - localMidnight(ZONE, day)) / 300_000);
    const measured = (data.acPower as (number | null)[]).filter((v) => v !== null).length;
    expect(data.acPower[0]).not.toBeNull();
    expect(measured).toBeGreaterThanOrEqual(slotsSoFar - 1);
    expect(measured).toBeLessThanOrEqual(slotsSoFar + 1);
    await expect.poll(() => seriesPixels(0), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(body).toMatchObject({ psId: GOLMUD, beginTime: localMidnight(ZONE, day) });
    expect(body.endTime - body.beginTime).toBe(86_400_000);
    await expect.poll(() => page.locator('.portal-quota-grid').first().innerText()).toMatch(/°C/);
  });

  it('the PV-plus-storage home shows its flows with direction, its charge and its grid energy', async () => {
    await open(HANGZHOU, '/monitor/pves/home');
    const value = (branch: string) => page.locator(`.portal-flow-node[data-branch=${branch}] .portal-flow-value`).innerText();
    for (const branch of ['pv', 'grid', 'battery', 'load'])
      await expect.poll(() => value(branch), { timeout: 15_000 }).toMatch(POWER);
    // A branch that carries power shows which way it runs; the site's balance needs at least the load fed.
    expect(await page.locator('.portal-flow-line.moving').count()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => page.locator('.portal-flow-soc').innerText()).toMatch(/\d %/);
    const figures = page.locator('.portal-stat-cards').first().locator('.portal-stat-value');
    await expect.poll(() => figures.count()).toBe(6);
    for (const i of [0, 2, 3, 4, 5]) await expect.poll(() => figures.nth(i).innerText(), { timeout: 15_000 }).toMatch(ENERGY);
    await expect.poll(() => seriesPixels(0), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it('the wind home shows its turbines by state, the wind now and each turbine against its power curve', async () => {
    await open(ZHANGBEI, '/monitor/wp/home');
    await expect.poll(() => page.locator('.portal-carousel-card').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => statValue(1)).toMatch(/^\d[\d,.]* m\/s$/);
    await expect.poll(() => page.locator('.portal-carousel-card').first().innerText()).toMatch(/m\/s/);
    // Two charts: today's power and wind, then the power curve scatter.
    await expect.poll(() => page.locator('.portal-chart canvas').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => seriesPixels(0), { timeout: 20_000 }).toBeGreaterThan(150);
  });

  it('an interrupted wind farm shows its last figures dimmed with their age, in Chinese and English', async () => {
    const age = { zh: /小时前/, en: /hours ago/ };
    for (const language of ['zh', 'en'] as const) {
      await open(HVIDE_SANDE, '/monitor/wp/home', language);
      const power = page.locator('.portal-stat-cards').first().locator('.portal-stat-value').first();
      await expect
        .poll(() => power.locator('[data-quality]').getAttribute('data-quality'), { timeout: 15_000 })
        .toBe('interrupted');
      // The figure is still there, only dimmed, and says how old it is.
      expect(await power.locator('.portal-fresh-value').innerText()).toMatch(POWER);
      expect(await power.locator('.portal-fresh-age').innerText()).toMatch(age[language]);
      const opacity = await power.locator('.portal-fresh-value').evaluate((e) => getComputedStyle(e).opacity);
      expect(Number(opacity)).toBeLessThan(0.6);
      // Every turbine card too.
      const cards = page.locator('.portal-carousel-card');
      await expect.poll(() => cards.count()).toBeGreaterThan(0);
      expect(await cards.locator('[data-quality="interrupted"]').count()).toBe(await cards.count());
      await page.screenshot({ path: path.join(SHOTS, `station-home-interrupted-${language}.png`) });
    }
  });

  it('every home in Chinese and English', async () => {
    const homes: [string, number, string][] = [
      ['pv', GOLMUD, '/monitor/pv/home'],
      ['pves', HANGZHOU, '/monitor/pves/home'],
      ['wind', ZHANGBEI, '/monitor/wp/home'],
    ];
    for (const language of ['zh', 'en'])
      for (const [name, psId, url] of homes) {
        await open(psId, url, language);
        await expect.poll(() => page.locator('.portal-chart canvas').count(), { timeout: 20_000 }).toBeGreaterThan(0);
        const title = await page.locator('.portal-schema-title').innerText();
        expect(title, `${name} ${language}`).toMatch(language === 'zh' ? /[\u4e00-\u9fff]/ : /home/i);
        // The slower history sources (bars, scatter) answer before the picture is taken.
        await untilSettled(page);
        await page.screenshot({ path: path.join(SHOTS, `station-home-${name}-${language}.png`) });
      }
  });
});
