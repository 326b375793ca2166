import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRow, tableRows } from './dataTable';
import { writePdf } from '../../server/documents/pdfWriter';

const SHOTS = 'test-results';

/** What a reader sees in each language. */
const LANGUAGES = {
  zh: { notFound: '文件不存在或您无权打开', badSource: '这里只能打开本门户的文件', oneOfOne: '第 1 个，共 1 个', of: '共 2 页' },
  en: {
    notFound: 'The file was not found, or you may not open it',
    badSource: 'Only files of this portal can be opened here',
    oneOfOne: '1 of 1',
    of: 'of 2',
  },
} as const;

/** A two-page permit whose second page says something the first does not. */
const permit = (language: string) =>
  writePdf([
    { lines: [`Grid permit ${language}`, 'Page one: applicant and site'] },
    { lines: ['Connection conditions', `Reactive power band agreed (${language})`] },
  ]);

describe('documents and the PDF viewer in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1 });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 900 });
  }, 120_000);

  async function inLanguage(language: string, path: string) {
    await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await page.goto(`${e2e.portal.url}${path}`);
  }

  it('the same name uploaded again is version 2 with both versions listed, and the list exports through /common/download', async () => {
    await inLanguage('en', '/office/document');
    await page.waitForSelector('.portal-docs .bp6-tree-node');
    const name = 'Connection agreement.pdf';
    for (const round of [1, 2]) {
      await page.setInputFiles('[data-testid=document-file]', {
        name,
        mimeType: 'application/pdf',
        buffer: permit(`round ${round}`),
      });
      await expect
        .poll(async () => (await tableRows(page, '.portal-docs-table')).find((r) => r.includes(name)))
        .toContain(`v${round}`);
    }
    await (await tableRow(page, '.portal-docs-table', name)).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'Versions' }).click();
    await page.waitForSelector('.portal-docs-versions tbody tr:nth-child(2)');
    expect(await page.locator('.portal-docs-versions tbody tr').allTextContents()).toEqual([
      expect.stringContaining('v2'),
      expect.stringContaining('v1'),
    ]);
    await page.keyboard.press('Escape');

    const exports: string[] = [];
    page.on('request', (r) => r.url().includes('/common/download') && exports.push(r.url()));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export list' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('documents.xlsx');
    expect(exports).toEqual([expect.stringMatching(/fileName=exp_[0-9a-f]{24}_documents\.xlsx&delete=true$/)]);
  }, 60_000);

  for (const language of ['zh', 'en'] as const) {
    const words = LANGUAGES[language];

    it(`${language}: an uploaded two-page PDF opens in the viewer with thumbnails, page 2 and search`, async () => {
      await inLanguage(language, '/office/document');
      await page.waitForSelector('.portal-docs .bp6-tree-node');
      const name = `Grid permit ${language}.pdf`;
      await page.setInputFiles('[data-testid=document-file]', { name, mimeType: 'application/pdf', buffer: permit(language) });
      // The name column is frozen: its link is the one drawn over the scrolling body.
      const link = page.locator('.portal-docs-table .bp6-table-quadrant-left .portal-docs-name a', { hasText: name });
      await link.waitFor();
      await page.screenshot({ path: `${SHOTS}/documents-${language}.png` });

      const [viewer] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await viewer.setViewportSize({ width: 1280, height: 900 });
      await viewer.waitForSelector('.portal-pdf-page canvas');
      expect(await viewer.locator('.portal-loading').count()).toBe(0);
      expect(await viewer.locator('.portal-pdf-thumb').count()).toBe(2);
      expect(await viewer.locator('.portal-pdf-count').textContent()).toBe(words.of);
      // The canvas is drawn before pdf.js lays the page's text over it.
      await viewer.waitForFunction(() =>
        document.querySelector('.portal-pdf-page .textLayer')?.textContent?.includes('Page one'),
      );

      await viewer.locator('.portal-pdf-thumb').nth(1).click();
      await viewer.waitForFunction(() =>
        document.querySelector('.portal-pdf-page .textLayer')?.textContent?.includes('Connection conditions'),
      );
      expect(await viewer.locator('.portal-pdf-pageinput input').inputValue()).toBe('2');

      await viewer.locator('.portal-pdf-thumb').nth(0).click();
      await viewer.fill('.portal-pdf-search input', 'reactive POWER');
      await viewer.press('.portal-pdf-search input', 'Enter');
      await viewer.waitForSelector('.portal-pdf-page .textLayer .highlight.selected');
      expect(await viewer.locator('.portal-pdf-matches').textContent()).toBe(words.oneOfOne);
      expect(await viewer.locator('.portal-pdf-page .textLayer').textContent()).toContain(
        `Reactive power band agreed (${language})`,
      );
      await viewer.screenshot({ path: `${SHOTS}/pdf-viewer-${language}.png` });
      await viewer.close();
    }, 60_000);

    it(`${language}: a missing file and a foreign address say so, and the loading mask is gone`, async () => {
      const missing = encodeURIComponent(`/prod-api/common/download?fileName=doc_${'0'.repeat(32)}.pdf`);
      await inLanguage(language, `/pdf/web/viewer.html?file=${missing}`);
      // Under CI's parallel end-to-end files this once took over 30 s; a slow machine is not a failure.
      await page.waitForSelector('.portal-pdf-failed', { timeout: 90_000 });
      expect(await page.locator('.portal-pdf-failed').textContent()).toContain(words.notFound);
      expect(await page.locator('.portal-loading').count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/pdf-viewer-missing-${language}.png` });

      await inLanguage(language, `/pdf/web/viewer.html?file=${encodeURIComponent('https://example.com/a.pdf')}`);
      await page.waitForSelector('.portal-pdf-failed');
      expect(await page.locator('.portal-pdf-failed').textContent()).toContain(words.badSource);
    }, 150_000);
  }
});
