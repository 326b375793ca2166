import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilNoRequests } from './pageSettled';
import { signIn } from './signIn';

/** Golmud Desert Solar Park: a Chinese PV plant with inverters, outside the operator's (European) scope. */
const GOLMUD = 1;

/** The plant a request is about: `psId` of its query or JSON body. */
function psIdOf(request: Request): number | null {
  const query = new URL(request.url()).searchParams.get('psId');
  if (query) return Number(query);
  try {
    const body = JSON.parse(request.postData() ?? 'null') as { psId?: unknown } | null;
    return typeof body?.psId === 'number' || typeof body?.psId === 'string' ? Number(body.psId) : null;
  } catch {
    return null;
  }
}

describe('station pages and the plant they belong to', () => {
  const e2e = portalForThisFile();

  /** Requests, answers of 400 and more, and console errors of the page from the moment `watch` is called. */
  function watch(page: Page) {
    const seen = { requests: [] as Request[], failed: [] as string[], errors: [] as string[] };
    page.on('request', (r) => r.url().includes('/prod-api/') && seen.requests.push(r));
    page.on('response', (r) => r.status() >= 400 && seen.failed.push(`${r.status()} ${r.url()}`));
    page.on('console', (m) => m.type() === 'error' && seen.errors.push(m.text()));
    page.on('pageerror', (e) => seen.errors.push(e.message));
    return seen;
  }

  it('going from one plant’s inverter page to a storage plant asks nothing of the old plant, and nothing fails', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
    await page.evaluate((id) => localStorage.setItem('portal-plant', String(id)), GOLMUD);
    await page.goto(`${e2e.portal.url}/monitor/nbqmonitorless`);
    // An inverter is chosen, so its points, curve and boxes are polled too.
    await expect.poll(() => page.locator('.portal-inverter-header h3').count(), { timeout: 20_000 }).toBe(1);
    await page.click('[data-testid=plant-search]');
    await page.fill('input[data-testid=navigator-search]', 'Lingang');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await expect
      .poll(() => page.locator('[data-testid=station-entry] .portal-station-name').allInnerTexts())
      .toEqual(['Lingang Grid Storage']);

    // The switch happens when the new plant's page is entered (the store switches plant and address in one step,
    // once the new plant's menu and details have arrived); from then on the old plant is gone. Until then the old
    // page rightly goes on polling its plant.
    let switched = false;
    const afterSwitch: Request[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/mainwiring')) switched = true;
    });
    page.on('request', (r) => switched && r.url().includes('/prod-api/') && afterSwitch.push(r));
    const seen = watch(page);
    await page.locator('[data-testid=station-entry]').first().click();
    await page.waitForURL('**/mainwiring');
    await expect.poll(() => page.locator('.portal-diagram-stage > svg').count(), { timeout: 20_000 }).toBe(1);
    // Several polls of the new page: its diagram's live values asked three times (the first and two 3 s ticks),
    // long enough for any timer of the old page to have fired.
    const diagramPolls = () => afterSwitch.filter((r) => r.url().includes('/prod-api/monitor/diagram/values')).length;
    await expect.poll(diagramPolls, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await untilNoRequests(page);

    const lingang = Number(await page.evaluate(() => localStorage.getItem('portal-plant')));
    expect(lingang).not.toBe(GOLMUD);
    expect(afterSwitch.filter((r) => psIdOf(r) === GOLMUD).map((r) => r.url())).toEqual([]);
    // The inverter page asked nothing with the new plant either (a storage plant has no inverters).
    expect(afterSwitch.filter((r) => r.url().includes('/nbqRealData')).map((r) => r.url())).toEqual([]);
    expect(afterSwitch.some((r) => psIdOf(r) === lingang)).toBe(true);
    expect(seen.failed).toEqual([]);
    expect(seen.errors).toEqual([]);
    await page.close();
  });

  const STATION_PAGES = ['/monitor/pv/home', '/monitor/pves/home', '/monitor/wp/home', '/monitor/nbqmonitorless', '/mainwiring'];

  it('a station page opened with no plant chosen asks for one and fetches nothing of a plant', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
    await page.evaluate(() => localStorage.removeItem('portal-plant'));
    const seen = watch(page);
    for (const path of STATION_PAGES) {
      await page.goto(`${e2e.portal.url}${path}`);
      const notice = page.getByTestId('station-required');
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      expect(await notice.innerText()).toContain('No plant selected');
      // No template of dashes in its place.
      expect(await page.locator('.portal-main').innerText()).not.toContain('—');
    }
    const aboutAPlant = (r: Request) => r.url().includes('psId') || (r.postData() ?? '').includes('psId');
    expect(seen.requests.filter(aboutAPlant).map((r) => r.url())).toEqual([]);
    expect(seen.failed).toEqual([]);
    expect(seen.errors).toEqual([]);
    // Its button opens the plant drawer of an administrator.
    await page.getByTestId('station-required').getByRole('button', { name: 'Select plant' }).click();
    await expect.poll(() => page.locator('input[data-testid=navigator-search]').count()).toBe(1);
    await page.close();
  });

  it('an operator whose remembered or linked plant is not his is told so, and nothing of it is asked for', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD);
    const seen = watch(page);
    // Remembered from another user's session in the same e2e.browser.
    await page.evaluate((id) => localStorage.setItem('portal-plant', String(id)), GOLMUD);
    for (const path of STATION_PAGES) {
      await page.goto(`${e2e.portal.url}${path}`);
      const notice = page.getByTestId('station-required');
      await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
      expect(await notice.innerText()).toContain('This plant is not one of yours');
      expect(await page.locator('.portal-main').innerText()).not.toContain('—');
    }
    // In the address of a link.
    await page.evaluate(() => localStorage.removeItem('portal-plant'));
    await page.goto(`${e2e.portal.url}/monitor/pv/home?psId=${GOLMUD}`);
    await expect.poll(() => page.getByTestId('station-required').innerText(), { timeout: 15_000 }).toContain('not one of yours');
    expect(seen.requests.filter((r) => psIdOf(r) === GOLMUD).map((r) => r.url())).toEqual([]);
    expect(seen.failed).toEqual([]);
    expect(seen.errors).toEqual([]);

    // A plant of his in the address is chosen; the button of an operator leads to the map navigation.
    const meuro = await page.evaluate(async () => {
      const headers = { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
      const body = await (await fetch('/prod-api/info/powerStation/psAdvanceSearch?psName=Meuro', { headers })).json();
      return body.rows[0].psId as number;
    });
    await page.goto(`${e2e.portal.url}/monitor/pv/home?psId=${meuro}`);
    await expect.poll(() => page.locator('.portal-sidebar').innerText(), { timeout: 15_000 }).toContain('Solarpark Meuro');
    expect(await page.getByTestId('station-required').count()).toBe(0);
    await page.evaluate(() => localStorage.removeItem('portal-plant'));
    await page.goto(`${e2e.portal.url}/monitor/pv/home`);
    await page.getByTestId('station-required').getByRole('button', { name: 'Select plant' }).click();
    await page.waitForURL('**/monitors');
    await page.close();
  });
});
