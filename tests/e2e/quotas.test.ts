import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';

const SHOTS = 'test-results';
/** Golmud Desert Solar Park, the first demo station. */
const GOLMUD = 1;

/** What a user reads and types in each language. */
const LANGUAGES = {
  en: {
    band: 'Curtailment',
    generation: 'Generation',
    tenThousandKwh: 'MWh',
    total: 'Total',
    periods: ['Year', 'Month', 'Day'],
    heads: { month: 'Month', day: 'Day', station: 'Station' },
    entryCell: /^Curtailment, faults on /,
    notANumber: 'Enter a number',
    saved: 'saved',
    entry: ['1,5', '1.500'],
    recalculate: 'Recalculate',
    progress: 'Recalculating Golmud Desert Solar Park',
    completed: 'Quota calculation completed',
    export: 'Export',
    byType: 'By station type',
    stationType: 'Station type',
    allTypes: 'All types',
    label: 'Label',
    english: null,
  },
  zh: {
    band: '弃电指标',
    generation: '发电量',
    tenThousandKwh: '万kWh',
    total: '合计',
    periods: ['年', '月', '日'],
    heads: { month: '月份', day: '日期', station: '电站' },
    entryCell: /的故障损失电量$/,
    notANumber: '请输入数字',
    saved: '已保存',
    entry: ['2.25', '2.2500'],
    recalculate: '重新计算',
    progress: '正在重新计算Golmud Desert Solar Park',
    completed: '指标计算完成',
    export: '导出',
    byType: '按电站类型',
    stationType: '电站类型',
    allTypes: '全部类型',
    label: '标签',
    english: /Generation|Curtailment|Total|Month|Recalculate|Export/,
  },
} as const;

// One portal for both languages: each enters its own figure and reads back its own.
const e2e = portalForThisFile({ backfillDays: 3, untilHistoryFilled: true });

describe.each(Object.entries(LANGUAGES))('indicator analysis and reports in Chromium, %s', (language, text) => {
  let page: Page;
  /** The accessible name of the cell an entry was made in, with its day. */
  let entryName = '';

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 720 });
  });

  async function open(url: string) {
    await choosePlantAndLanguage(page, GOLMUD, language);
    // The grid reads history every two minutes; while the first fill runs, reading the page again is quicker.
    await expect
      .poll(
        async () => {
          await page.goto(`${e2e.portal.url}${url}`);
          await page.waitForSelector('.portal-quota-table, .bp6-non-ideal-state');
          return rows().count();
        },
        { timeout: 90_000, interval: 3000 },
      )
      .toBeGreaterThanOrEqual(1);
  }
  const rows = () => page.locator('.portal-quota-table tbody tr');
  const firstHead = () => page.locator('.portal-quota-table thead th').first().innerText();
  const header = (name: string) => page.locator('.portal-quota-table thead th', { hasText: name });

  it('switches year → month → day, with groups as bands, units under the names and a total', async () => {
    await open('/indicator');
    expect(await page.locator('.portal-quota-band', { hasText: text.band }).count()).toBe(1);
    expect(await header(text.generation).first().innerText()).toContain(text.tenThousandKwh);
    expect(await page.locator('.portal-quota-table tfoot').innerText()).toContain(text.total);
    await page.screenshot({ path: path.join(SHOTS, `indicator-month-${language}.png`) });
    const [year, month, day] = text.periods;
    await page.getByRole('radio', { name: year, exact: true }).click();
    await expect.poll(firstHead).toBe(text.heads.month);
    expect(await rows().count()).toBeGreaterThanOrEqual(1);
    await page.getByRole('radio', { name: day, exact: true }).click();
    await expect.poll(() => rows().count()).toBe(1);
    await page.getByRole('radio', { name: month, exact: true }).click();
    await expect.poll(firstHead).toBe(text.heads.day);
    if (text.english) expect(await page.locator('.portal-quota-table').innerText()).not.toMatch(text.english);
  });

  it('takes a curtailment entry only when it is a number in range, then shows it', async () => {
    entryName = (await page.getByRole('button', { name: text.entryCell }).first().getAttribute('aria-label'))!;
    const cell = page.getByRole('button', { name: entryName });
    await cell.click();
    const input = page.getByRole('textbox', { name: entryName });
    await input.fill('abc');
    await input.press('Enter');
    await expect.poll(() => page.locator('.bp6-tooltip').innerText()).toContain(text.notANumber);
    const [typed, shown] = text.entry;
    await input.fill(typed);
    await input.press('Enter');
    // Among the toasts, since an alarm of the running fleet may be announced at any moment.
    await page.locator('.bp6-toast', { hasText: text.saved }).first().waitFor();
    await expect.poll(() => cell.innerText()).toBe(shown);
  });

  it('recalculates the month with a progress bar, says the calculation completed and keeps the entry', async () => {
    await page.getByRole('button', { name: text.recalculate }).click();
    await page.getByRole('status').filter({ hasText: text.progress }).waitFor();
    await expect.poll(() => page.locator('.bp6-toast', { hasText: text.completed }).count(), { timeout: 60_000 }).toBe(1);
    expect(await page.getByRole('button', { name: entryName }).innerText()).toBe(text.entry[1]);
  });

  it('exports what the grid shows', async () => {
    // The history fill may still add days: read grid and export again until both hold the same days.
    let sheet: unknown[][] = [];
    let fileName = '';
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForSelector('.portal-quota-table tbody tr');
          const shown = await rows().count();
          const [download] = await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: text.export }).click(),
          ]);
          fileName = download.suggestedFilename();
          sheet = await readSheet(fs.readFileSync((await download.path())!));
          return sheet.length - (2 + shown + 1);
        },
        { timeout: 90_000, interval: 5000 },
      )
      .toBe(0);
    expect(fileName).toMatch(/\.xlsx$/);
    expect(sheet[1]![0]).toBe(text.heads.day);
    expect(sheet.at(-1)![0]).toBe(text.total);
  });

  it('reports the stations of a label together, day by day, as a chart and a table', async () => {
    await open('/reports');
    await page.getByRole('radio', { name: text.byType }).click();
    await page.getByRole('combobox', { name: text.stationType }).selectOption({ label: text.allTypes });
    await page.getByRole('combobox', { name: text.label, exact: true }).selectOption({ label: 'Utility scale' });
    await expect.poll(firstHead, { timeout: 30_000 }).toBe(text.heads.day);
    expect(await rows().count()).toBeGreaterThanOrEqual(1);
    expect(await page.locator('.portal-quota-table thead').innerText()).toContain('OEE');
    expect(await page.locator('.portal-chart canvas').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(SHOTS, `reports-label-${language}.png`) });
  });
});
