import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';

/** Elements under `selector` whose content runs past their own box (numbers spilling out of a card). */
const spilling = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((els) =>
      els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => (el as HTMLElement).innerText.slice(0, 40)),
    );

describe('a control-room screen and a tablet', () => {
  const e2e = portalForThisFile();

  async function open(width: number, height: number, url: string): Promise<Page> {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width, height });
    // English: the longer tab names of the two languages an operator here reads.
    await choosePlantAndLanguage(page, 1, 'en');
    await page.goto(`${e2e.portal.url}${url}`);
    return page;
  }

  it('at 1280×720 the inverter list is on the first screen below the figures', async () => {
    const page = await open(1280, 720, '/monitor/nbqmonitorless');
    const card = page.locator('.portal-carousel-card').first();
    await card.waitFor({ timeout: 20_000 });
    const box = (await card.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    expect(await page.locator('.portal-stat-card').count()).toBe(11);
    await page.close();
  });

  it.each([900, 768])('at %i px the top bar keeps every tab, language, full screen and sign-out on screen', async (width) => {
    const page = await open(width, 1024, '/home');
    for (const name of ['Language', 'Full screen']) {
      const box = (await page.getByRole('button', { name, exact: true }).first().boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    const user = (await page.getByTestId('user-menu').boundingBox())!;
    expect(user.x + user.width).toBeLessThanOrEqual(width);
    // Every main tab shows whole, not scrolled out of sight behind the buttons.
    const tabs = page.locator('.portal-main-tabs [role=tab]');
    const bar = (await page.locator('.portal-topbar > .bp6-navbar-group').first().boundingBox())!;
    const last = (await tabs.last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(bar.x + bar.width);
    await page.close();
  });

  it('at 768 px the inverter cards keep their figures inside them', async () => {
    const page = await open(768, 1024, '/monitor/nbqmonitorless');
    await page.locator('.portal-carousel-card').first().waitFor({ timeout: 20_000 });
    await expect.poll(() => spilling(page, '.portal-carousel-slide[aria-hidden=false] .portal-carousel-card')).toEqual([]);
    await page.close();
  });
});
