import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';
import { scrollToRightEnd } from './dataTable';

const SHOTS = 'test-results';

/** Whether an element lies wholly within the window. */
async function inWindow(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  const view = page.viewportSize()!;
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= view.width && box.y + box.height <= view.height;
}

/** Headers whose text does not fit on one line of their column (clipped, or a character per line). */
function brokenHeaders(page: Page, scope: string): Promise<string[]> {
  return page.$$eval(`${scope} .portal-data-table-header`, (headers) =>
    headers
      .filter((h) => h.textContent && (h.scrollWidth > h.clientWidth + 1 || h.clientHeight > 34))
      .map((h) => h.textContent ?? ''),
  );
}

describe('wide tables keep every column in reach', () => {
  const e2e = portalForThisFile();

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 768, height: 1024 },
  ])
    for (const language of ['zh', 'en'])
      it(`Information → Devices at ${viewport.width} px in ${language}: headers on one line, the scroll bar on the first screen, Delete in reach`, async () => {
        const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, viewport);
        await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
        await page.goto(`${e2e.portal.url}/info/equipment`);
        const table = '.portal-crud-table';
        await page.waitForSelector(`${table} [data-row-key]`, { timeout: 15_000 });
        expect(await brokenHeaders(page, table)).toEqual([]);
        // The table ends above the window's bottom edge, so its horizontal scroll bar is seen without scrolling the page.
        const box = (await page.locator(table).boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
        // The first column (the check box and the plant) stays; the actions come into view at the right end.
        await scrollToRightEnd(page, table);
        const remove = `${table} [data-column="$actions"][data-row-key] button:has-text("${language === 'zh' ? '删除' : 'Delete'}")`;
        await expect.poll(() => inWindow(page, remove)).toBe(true);
        expect(await inWindow(page, `${table} .bp6-table-quadrant-left [data-column="psId"][data-row-key]`)).toBe(true);
        await page.screenshot({ path: path.join(SHOTS, `devices-${language}-${viewport.width}.png`) });
        await page.close();
      });

  it('the combiner-box table of Golmud shows its communication column at 768 px', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 768, height: 1024 });
    await choosePlantAndLanguage(page, 1, 'zh');
    await page.goto(`${e2e.portal.url}/monitor/hlxmonitor`);
    const table = '.portal-branch-table';
    await page.waitForSelector(`${table} [data-row-key]`, { timeout: 20_000 });
    expect(await brokenHeaders(page, table)).toEqual([]);
    await scrollToRightEnd(page, table);
    await expect.poll(() => inWindow(page, `${table} [data-column="comm"][data-row-key]`)).toBe(true);
    expect(await inWindow(page, `${table} .bp6-table-quadrant-left [data-column="box"][data-row-key]`)).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'combiner-boxes-zh-768.png') });
    await page.close();
  });
});
