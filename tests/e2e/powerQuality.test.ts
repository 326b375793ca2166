import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';
import { BAR_COLOUR, LEVEL_COLOUR } from '../../widgets/power-quality/harmonicBarsOption';

const SHOTS = 'test-results';

/** What an operator reads in each language. */
const LANGUAGES = {
  zh: {
    title: '电能质量',
    phaseB: 'B相',
    current: '电流',
    voltage: '电压',
    order: /\d+次谐波/,
    level: /兼容水平/,
    noLevels: /仅规定谐波电压的兼容水平/,
    thd: '总谐波畸变率',
  },
  en: {
    title: 'Power quality',
    phaseB: 'Phase B',
    current: 'Current',
    voltage: 'Voltage',
    order: /Harmonic \d+/,
    level: /compatibility level/i,
    noLevels: /sets levels for harmonic voltages only/,
    thd: 'Total harmonic distortion',
  },
} as const;

describe('the power-quality screen in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1, untilHistoryFilled: true });
  let page: Page;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const store = new Database(path.join(e2e.portal.dataDir, 'portal.sqlite'), { readonly: true });
    for (const row of store.prepare('select ps_id, ps_code, ps_name from power_station').all() as {
      ps_id: number;
      ps_code: string;
      ps_name: string;
    }[])
      ids[row.ps_code] = row.ps_id;
    store.close();
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 900 });
  }, 120_000);

  async function open(on: Page, psId: number, language: string) {
    await choosePlantAndLanguage(on, psId, language);
    await on.goto(`${e2e.portal.url}/monitor/powerquality`);
  }

  const bars = (on: Page) => on.locator('.portal-harmonic-bars');

  /** The power-quality answer for a plant, asked from the page with its session as the page asks it. */
  const answerOf = (on: Page, psId: number) =>
    on.evaluate(async (plant) => {
      const r = await fetch('/prod-api/monitor/powerQuality', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' },
        body: JSON.stringify({ psId: plant }),
      });
      return { status: r.status, ...(await r.json()) };
    }, psId);

  /** Pixels of a colour on the harmonic chart's canvas: its bars, or its level dashes. */
  const pixels = (on: Page, hex: string) =>
    on.evaluate((colour) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
      const canvas = document.querySelector<HTMLCanvasElement>('.portal-harmonic-bars .portal-chart canvas');
      const context = canvas?.getContext('2d');
      if (!canvas || !context) return 0;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let count = 0;
      for (let i = 0; i < data.length; i += 4)
        if (Math.abs(data[i]! - r!) < 16 && Math.abs(data[i + 1]! - g!) < 16 && Math.abs(data[i + 2]! - b!) < 16) count++;
      return count;
    }, hex);

  it('the demo’s Shenzhen storage plant is psId 8 and has the screen in its station menu; a PV plant has not', async () => {
    expect(ids['CN-ES-008']).toBe(8);
    await open(page, 8, 'en');
    const menu = page.locator('nav.portal-sidebar');
    await expect.poll(() => menu.innerText(), { timeout: 15_000 }).toMatch(/Power quality/);
    await open(page, ids['CN-PV-001']!, 'en');
    await expect.poll(() => menu.innerText(), { timeout: 15_000 }).toMatch(/Golmud/);
    await expect.poll(() => menu.innerText()).toMatch(/Inverter monitoring/);
    expect(await menu.innerText()).not.toMatch(/Power quality/);
  });

  for (const language of ['zh', 'en'] as const) {
    const words = LANGUAGES[language];

    it(`${language}: orders 2 to 50 as bars under their levels, by phase and quantity`, async () => {
      await open(page, 8, language);
      await expect.poll(() => page.locator('.portal-schema-title').innerText(), { timeout: 15_000 }).toBe(words.title);
      const widget = bars(page);
      await expect.poll(() => widget.getAttribute('data-orders'), { timeout: 20_000 }).toBe('2-50');
      expect(await widget.getAttribute('data-quantity')).toBe('voltage');
      expect(await widget.getAttribute('data-phase')).toBe('a');
      // A level for each of the 49 orders, drawn as dashes, and the bars themselves.
      expect(await widget.getAttribute('data-levels')).toBe('49');
      await expect.poll(() => pixels(page, LEVEL_COLOUR), { timeout: 20_000 }).toBeGreaterThan(49 * 6);
      expect(await pixels(page, BAR_COLOUR)).toBeGreaterThan(100);
      expect(await widget.innerText()).toContain(words.thd);
      // The line under the chart holds the spectrum against its levels (the legend is drawn on the canvas).
      expect(await widget.locator('.portal-harmonic-verdict').innerText()).toMatch(words.level);

      // Hovering an order names it, its content and its level.
      const chart = widget.locator('.portal-chart');
      const box = (await chart.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
      await expect
        .poll(() => page.locator('.portal-chart div').filter({ hasText: words.order }).count(), { timeout: 5_000 })
        .toBeGreaterThan(0);

      // Phase B: the widget shows phase B's THD as the server answered it.
      await widget.getByRole('radio', { name: words.phaseB }).click();
      expect(await widget.getAttribute('data-phase')).toBe('b');
      const { data } = await answerOf(page, 8);
      const thdB = data.spectra.voltage.thd.b as number;
      await expect.poll(() => widget.locator('.portal-harmonic-thd').innerText()).toMatch(/\d\.\d\d %/);
      const shown = Number((await widget.locator('.portal-harmonic-thd b').innerText()).replace(/[^\d.]/g, ''));
      // The page polls every 3 s: the figure may be a tick newer than the first answer, never far from it.
      expect(Math.abs(shown - thdB)).toBeLessThan(1);
      await page.screenshot({ path: path.join(SHOTS, `power-quality-${language}.png`) });

      // Current: no compatibility levels exist for it, so no dashes, and the line under the chart says why.
      await widget.getByRole('radio', { name: words.current }).click();
      expect(await widget.getAttribute('data-quantity')).toBe('current');
      expect(await widget.getAttribute('data-levels')).toBe('0');
      await expect.poll(() => widget.locator('.portal-harmonic-verdict').innerText()).toMatch(words.noLevels);
      await expect.poll(() => pixels(page, LEVEL_COLOUR)).toBe(0);
      await widget.getByRole('radio', { name: words.voltage }).click();
      await expect.poll(() => pixels(page, LEVEL_COLOUR)).toBeGreaterThan(49 * 6);
    });
  }

  it('the European operator opens Jardelund’s screen; Shenzhen’s data is not his to read', async () => {
    const operator = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 768, height: 1024 });
    await open(operator, ids['DE-ES-014']!, 'en');
    await expect.poll(() => bars(operator).getAttribute('data-orders'), { timeout: 20_000 }).toBe('2-50');
    await expect.poll(() => pixels(operator, LEVEL_COLOUR), { timeout: 20_000 }).toBeGreaterThan(49 * 6);
    const refused = (await answerOf(operator, ids['CN-ES-008']!)).status;
    // The same call the page makes, with the operator's session: a station outside his scope does not exist.
    expect(refused).toBe(404);
    await operator.screenshot({ path: path.join(SHOTS, 'power-quality-operator-768.png') });
    await operator.close();
  });
});
