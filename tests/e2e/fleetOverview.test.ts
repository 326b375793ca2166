import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilSettled } from './pageSettled';
import { signIn } from './signIn';
import { columnExtremes } from '../../widgets/ranking/benchmarkOrder';

const SHOTS = 'test-results';
const UNIT_KWH: Record<string, number> = { kWh: 1, MWh: 1000, GWh: 1_000_000, 万kWh: 10000 };

/** "14.711 GWh" → 14,711,000 kWh. */
function kwh(text: string): number {
  const match = /^([\d,.]+)\s+(.+)$/.exec(text.trim());
  if (!match || !(match[2]! in UNIT_KWH)) throw new Error(`not an energy: "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * UNIT_KWH[match[2]!]!;
}

describe('fleet overview and real-time benchmarking in Chromium', () => {
  // Two days of history, so this month holds more than today.
  const e2e = portalForThisFile({ backfillDays: 2, untilHistoryFilled: true });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1440, height: 1300 });
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  const statCard = (label: string) => page.locator('.portal-stat-card', { hasText: label }).locator('.portal-stat-value');
  /** The card of that exact title ("Charged this month" is not "Discharged this month"). */
  const rankingCard = (title: string) =>
    page
      .locator('.portal-schema-card')
      .filter({ has: page.locator('.portal-schema-card-title', { hasText: new RegExp(`(^|\\s)${title}$`) }) });

  it('an administrator sees the fleet totals, what the fleet is made of and the top-5 rankings with numbers', async () => {
    await page.goto(`${e2e.portal.url}/home`);
    // Power flows from the first seconds; the energy of the day once the history has caught up (docs/ingest.md).
    // Below zero when the storage plants charge at night (docs/fleet-overview.md).
    await expect.poll(() => statCard('Fleet power now').innerText(), { timeout: 90_000 }).toMatch(/^-?[\d,.]+ (kW|MW)$/);
    await expect.poll(() => statCard('Generation today').innerText()).toMatch(/^[\d,.]+ (kWh|MWh|GWh)$/);
    await expect.poll(async () => kwh(await statCard('Generation today').innerText()), { timeout: 90_000 }).toBeGreaterThan(0);
    expect(await statCard('CO₂ avoided today').innerText()).toMatch(/^[\d,.]+ t$/);
    expect(await page.locator('.portal-count-tile', { hasText: 'Projects' }).locator('.portal-count-value').innerText()).toBe(
      '28',
    );
    // The demo fleet has no EV chargers and no gensets: no tile says 0 of them.
    expect(await page.locator('.portal-count-tile', { hasText: 'EV chargers' }).count()).toBe(0);
    expect(await page.locator('.portal-count-tile', { hasText: 'Gensets' }).count()).toBe(0);

    const pvPower = rankingCard('PV power now').locator('.portal-ranking-item');
    await expect.poll(() => pvPower.count()).toBe(5);
    expect(await pvPower.first().locator('.portal-ranking-value').innerText()).toMatch(/^[\d,.]+ (kW|MW)$/);
    const discharged = rankingCard('Discharged today').locator('.portal-ranking-item');
    await expect.poll(() => discharged.count()).toBe(5);
    expect(await discharged.first().locator('.portal-ranking-value').innerText()).toMatch(/^[\d,.]+ (kWh|MWh|GWh)$/);
    await expect.poll(() => page.locator('.portal-stat-card', { hasText: /^Normal/ }).count()).toBe(1);
    await expect.poll(() => page.locator('canvas').count()).toBeGreaterThan(0);
    await shot('fleet-overview-day-en');
  });

  it("switching the overview to month shows this month's figures, which hold more than today's", async () => {
    const today = kwh(await statCard('Generation today').innerText());
    await page.getByRole('radio', { name: 'Month' }).click();
    await expect.poll(() => statCard('Generation this month').count()).toBe(1);
    expect(await statCard('Generation today').count()).toBe(0);
    await expect.poll(async () => kwh(await statCard('Generation this month').innerText())).toBeGreaterThan(today);
    await expect.poll(() => rankingCard('Charged this month').locator('.portal-ranking-item').count()).toBe(5);
    expect(await statCard('CO₂ avoided this month').innerText()).toMatch(/^[\d,.]+ t$/);
    await shot('fleet-overview-month-en');
  });

  it('benchmarking compares PV plants side by side with the best and the worst of each column marked', async () => {
    await page.goto(`${e2e.portal.url}/operation`);
    const rows = page.locator('.portal-benchmark-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(11);
    expect(await page.locator('.portal-benchmark-table th', { hasText: 'Performance ratio today' }).count()).toBe(1);
    expect(await page.locator('.portal-benchmark-table th', { hasText: 'Storage efficiency' }).count()).toBe(0);

    // Plants compare on figures of the moment while the sun is up, on figures of the day from an hour after their
    // sunrise; at some hours no PV plant of the demo fleet (China and Europe) compares, and nothing is marked.
    const csrf = (await page.evaluate(() => localStorage.getItem('Portal-Token'))) ?? '';
    const answer = await page.request.post(`${e2e.portal.url}/prod-api/monitor/benchmark`, {
      data: { psType: 'PV' },
      headers: { 'x-csrf-token': csrf },
    });
    const plants = (await answer.json()).data.rows as Record<string, unknown>[];
    const expected = [
      columnExtremes(
        plants.filter((r) => r.comparable),
        'specificPower',
        'high',
      ),
      columnExtremes(
        plants.filter((r) => r.comparableToday),
        'equivalentHours',
        'high',
      ),
      columnExtremes(
        plants.filter((r) => r.comparableToday),
        'pr',
        'high',
      ),
      columnExtremes(plants, 'availability', 'high'),
    ];
    const best = page.locator('tbody td.portal-benchmark-best');
    const worst = page.locator('tbody td.portal-benchmark-worst');
    if (expected.some((e) => e?.best != null)) {
      await expect.poll(() => best.count()).toBeGreaterThan(0);
      expect(await best.first().getAttribute('title')).toBe('Best of the column');
    }
    if (expected.some((e) => e?.worst != null)) await expect.poll(() => worst.count()).toBeGreaterThan(0);
    await shot('benchmarking-pv-en');

    // Sorting: a click on "Station" orders the plants by name.
    await page.getByRole('button', { name: 'Station', exact: true }).click();
    const names = await page.locator('.portal-benchmark-table tbody tr td:first-child').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));

    // Wind farms always compare; their power now differs from farm to farm.
    await page.selectOption('.portal-state-choice select', 'WP');
    await expect.poll(() => rows.count()).toBe(6);
    await expect.poll(() => best.count()).toBeGreaterThan(0);
    expect(await worst.count()).toBeGreaterThan(0);
    expect(await page.locator('.portal-benchmark-table th', { hasText: 'Performance ratio today' }).count()).toBe(0);
    await shot('benchmarking-wp-en');
  });

  it('both screens speak Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.goto(`${e2e.portal.url}/home`);
    await expect.poll(() => statCard('今日发电量').innerText(), { timeout: 15_000 }).toMatch(/^[\d,.]+ (kWh|MWh|万kWh)$/);
    await expect.poll(() => rankingCard('当前光伏功率').locator('.portal-ranking-item').count()).toBe(5);
    await untilSettled(page);
    await shot('fleet-overview-day-zh');
    await page.getByRole('radio', { name: '月' }).click();
    await expect.poll(() => statCard('本月发电量').count()).toBe(1);
    await shot('fleet-overview-month-zh');
    await page.goto(`${e2e.portal.url}/operation`);
    await expect.poll(() => page.locator('.portal-benchmark-table tbody tr').count(), { timeout: 15_000 }).toBe(11);
    expect(await page.locator('.portal-benchmark-table th', { hasText: '今日系统效率' }).count()).toBe(1);
    await shot('benchmarking-pv-zh');
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
  });
});
