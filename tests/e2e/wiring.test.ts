import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilAnimationsEnd, untilDrawn } from './pageSettled';
import { signIn } from './signIn';

const SHOTS = 'test-results';
const zh = JSON.parse(fs.readFileSync('locales/zh.json', 'utf8'));

describe('live wiring diagram', () => {
  const e2e = portalForThisFile();
  let page: Page;
  let lingang = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD);
  });

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
  const drawing = () => page.locator('.portal-diagram-stage > svg');
  /** The texts of every analog reading in the drawing, in document order. */
  const readings = () => drawing().locator('[data-kind=yc]').allTextContents();
  const breaker = () => drawing().locator('[data-control$="_XB_2_BreakerCtl"]');

  it('selecting a storage station lands on its single-line diagram, whose values move between polls', async () => {
    await page.click('[data-testid=plant-search]');
    await page.fill('input[data-testid=navigator-search]', 'Lingang');
    await page.press('input[data-testid=navigator-search]', 'Enter');
    await expect
      .poll(() => page.locator('[data-testid=station-entry] .portal-station-name').allInnerTexts())
      .toEqual(['Lingang Grid Storage']);
    await page.locator('[data-testid=station-entry]').first().click();
    await page.waitForURL('**/mainwiring');
    lingang = Number(await page.evaluate(() => localStorage.getItem('portal-plant')));
    expect(lingang).toBeGreaterThan(0);

    await expect.poll(() => drawing().locator('.title').textContent(), { timeout: 20_000 }).toBe('Lingang Grid Storage');
    // Live values arrive once the simulator runs (about 30 s after the first start).
    await expect
      .poll(async () => (await readings()).filter((t) => t !== '—').length, { timeout: 60_000, interval: 1000 })
      .toBeGreaterThan(30);
    const pcsPower = await drawing().locator('[data-point$="_PCS_3_P"][data-kind=yc]').textContent();
    expect(pcsPower).toMatch(/^-?[\d,.]+ (kW|MW)$/);
    expect(await drawing().locator('[data-point$="_BC_4_SOC"][data-kind=yc]').textContent()).toMatch(/^[\d.]+ %$/);
    await expect.poll(() => breaker().getAttribute('class')).toContain('is-on');

    // Some readings move on every poll; while the plant holds between its charge and discharge hours only the
    // grid side's measurements do, so the check asks for movement, not for how much.
    const first = await readings();
    await expect
      .poll(async () => (await readings()).filter((t, i) => t !== first[i]).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    await shot('wiring-en');
  });

  it('zooms, fits and goes full screen', async () => {
    const transform = () => page.locator('.portal-diagram-stage').evaluate((el) => (el as HTMLElement).style.transform);
    const fitted = await transform();
    await page.click('.portal-diagram-tools button[aria-label="Zoom in"]');
    expect(await transform()).not.toBe(fitted);
    await page.click('.portal-diagram-tools button[aria-label="Fit to window"]');
    expect(await transform()).toBe(fitted);
    await page.click('.portal-diagram-tools button[aria-label="Full screen"]');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.className ?? '')).toContain('portal-diagram');
    await page.click('.portal-diagram-tools button[aria-label="Leave full screen"]');
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  });

  it('an administrator clicks the HV breaker, opens it through the control dialog and sees it open', async () => {
    await breaker().click();
    const dialog = page.locator('.bp6-dialog');
    await expect.poll(() => dialog.locator('.bp6-dialog-header').innerText()).toBe('箱变 1 HV breaker');
    // The dialog has finished opening before the picture is taken.
    await untilAnimationsEnd(page);
    await shot('wiring-control-en');
    await dialog.locator('input[type=password]').fill(PASSWORD);
    await dialog.locator('button', { hasText: 'Confirm' }).click();
    expect(await dialog.locator('select').inputValue()).toBe('0');
    await dialog.locator('button', { hasText: 'Select' }).click();
    await dialog.locator('button', { hasText: 'Execute' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => breaker().getAttribute('class'), { timeout: 15_000 }).toContain('is-off');
    await shot('wiring-breaker-open-en');
  });

  it('the diagram speaks Chinese', async () => {
    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.reload();
    await expect
      .poll(() => drawing().locator('[data-i18n="wiring.svg.gridPower"]').textContent(), { timeout: 20_000 })
      .toBe(zh.wiring.svg.gridPower);
    await expect.poll(async () => (await readings()).filter((t) => t !== '—').length, { timeout: 10_000 }).toBeGreaterThan(30);
    await shot('wiring-zh');
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
  });

  it('an operator sees the live diagram but operates nothing; a plant without a diagram says so', async () => {
    const operator = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD);
    const plants = await operator.evaluate(async () => {
      const auth = { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
      const answer = await (await fetch('/prod-api/info/powerStation/psListByUser', { method: 'POST', headers: auth })).json();
      return answer.data as { psId: number; psName: string; psType: string }[];
    });
    const lolland = plants.find((p) => p.psName === 'Lolland Battery Storage')!;
    await operator.evaluate((id) => localStorage.setItem('portal-plant', String(id)), lolland.psId);
    await operator.goto(`${e2e.portal.url}/mainwiring`);
    const operatorBreaker = operator.locator('.portal-diagram-stage [data-control$="_BreakerCtl"]');
    await expect.poll(() => operatorBreaker.getAttribute('class'), { timeout: 20_000 }).toContain('is-on');
    expect(await operatorBreaker.getAttribute('role')).toBeNull();
    await operatorBreaker.click();
    // A dialog the click opened would be on screen once the page has drawn what the click caused.
    await untilDrawn(operator);
    await untilAnimationsEnd(operator);
    expect(await operator.locator('.bp6-dialog').count()).toBe(0);

    const pv = plants.find((p) => p.psType === 'PV')!;
    await operator.evaluate((id) => localStorage.setItem('portal-plant', String(id)), pv.psId);
    await operator.goto(`${e2e.portal.url}/mainwiring`);
    await expect
      .poll(() => operator.locator('.portal-diagram .bp6-non-ideal-state').innerText(), { timeout: 20_000 })
      .toContain('No wiring diagram has been drawn for this station yet');
    await operator.screenshot({ path: path.join(SHOTS, 'wiring-empty-en.png') });
    await operator.close();
  });

  it('with no plant chosen the wiring screen says so instead of loading forever', async () => {
    await page.evaluate(() => localStorage.removeItem('portal-plant'));
    await page.goto(`${e2e.portal.url}/mainwiring`);
    // The same prompt as every station page (app/pages/StationRequired.tsx).
    const prompt = page.locator(
      '[data-testid=station-required] .bp6-non-ideal-state-visual + *, [data-testid=station-required] h4',
    );
    await expect.poll(() => prompt.first().innerText(), { timeout: 15_000 }).toMatch(/^No plant selected\n/);
    expect(await page.locator('.bp6-spinner').count()).toBe(0);
  });
});
