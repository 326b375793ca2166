import { describe, expect, it } from 'vitest';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';

describe('the first start’s history fill in Chromium', () => {
  // Long enough a fill that the operator meets it: four days take half a minute on two cores, sign-in takes seconds.
  const e2e = portalForThisFile({ backfillDays: 4 });

  it('an operator sees how far the history fill is and that today is complete while live power shows, and the strip goes when it is done', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 1280, height: 720 });
    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.goto(`${e2e.portal.url}/home`);
    const banner = page.getByTestId('history-banner');
    await expect.poll(() => banner.innerText(), { timeout: 15_000 }).toMatch(/正在补录最近 4 天的历史数据：\d+ %/);
    await expect.poll(() => page.locator('.portal-history-banner .bp6-progress-bar').count()).toBe(1);
    // Today is filled before the past, within seconds: the strip says what is complete and what is still to come.
    await expect
      .poll(() => banner.innerText(), { timeout: 60_000 })
      .toMatch(/今日曲线和今日发电量已完整；更早的日期、告警和累计电量/);
    // Live power flows meanwhile.
    await expect.poll(() => page.getByText('当前总功率').locator('..').innerText()).toMatch(/[1-9][\d.,]* (k|M)W/);
    // The strip goes once the portal has finished the fill: its next look at the fill's progress says so.
    await e2e.portal.waitForOutput('Simulated fleet', 840_000);
    await expect.poll(() => banner.count(), { timeout: 30_000, interval: 1000 }).toBe(0);
  }, 900_000);
});
