import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';

const SHOTS = 'test-results';

describe('inverter monitoring and remote control', () => {
  const e2e = portalForThisFile();
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1440, height: 1800 });
    // Golmud Desert Solar Park: string inverters with combiner boxes and central inverters.
    await page.evaluate(() => localStorage.setItem('portal-plant', '1'));
  });

  const header = () => page.locator('.portal-inverter-header h3').innerText();

  it('the overview selects the first inverter, shows its details, and another card after the panel steps away', async () => {
    await page.goto(`${e2e.portal.url}/monitor/nbqmonitorless`);
    await expect.poll(header, { timeout: 15_000 }).toBe('组串式逆变器 1');
    await expect.poll(() => page.locator('.portal-carousel-slide[aria-hidden=false] .portal-carousel-card').count()).toBe(4);
    await expect.poll(() => page.locator('.portal-branch-table').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'inverters-overview-en.png') });

    await page.locator('.portal-carousel-card', { hasText: '组串式逆变器 2' }).click();
    await expect.poll(header).toBe('组串式逆变器 2');
    // A central inverter has no combiner boxes: its confluence table is not shown.
    await page.click('button[aria-label="Next cards"]');
    await page.locator('.portal-carousel-card', { hasText: '集中式逆变器 1' }).click();
    await expect.poll(header).toBe('集中式逆变器 1');
    await expect.poll(() => page.locator('.portal-branch-table').count()).toBe(0);
  });

  it('the detail pages through the inverters in the screen order and names an unknown one', async () => {
    await page.goto(`${e2e.portal.url}/monitor/nbqmonitorDetail/JZNBQ4?plant=1`);
    await expect.poll(header, { timeout: 15_000 }).toBe('组串式逆变器 1');
    expect(await page.locator('button:has-text("Previous")').isDisabled()).toBe(true);
    await page.click('button:has-text("Next")');
    await expect.poll(() => page.url()).toMatch(/nbqmonitorDetail\/JZNBQ6\?plant=1$/);
    await expect.poll(header).toBe('组串式逆变器 2');
    await page.screenshot({ path: path.join(SHOTS, 'inverter-detail-en.png') });
    // Opened first (no step back inside the portal), Return goes to the station's inverter list with the same query.
    await page.getByTestId('inverter-return').click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/monitor/nbqmonitorless?plant=1');
    // Opened from another screen, Return goes back one history step (spec-digest 001 §2.1), past the inverters paged.
    await page.goto(`${e2e.portal.url}/monitor/pv/home?plant=1`);
    await page.waitForSelector('.portal-sidebar');
    await page.evaluate(() => {
      // What a link inside the portal does: a new history entry the router follows.
      window.history.pushState({ usr: null, key: 'link', idx: 1 }, '', '/monitor/nbqmonitorDetail/JZNBQ4?plant=1');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect.poll(header, { timeout: 15_000 }).toBe('组串式逆变器 1');
    await page.click('button:has-text("Next")');
    await expect.poll(header).toBe('组串式逆变器 2');
    await page.getByTestId('inverter-return').click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/monitor/pv/home?plant=1');
    await page.goto(`${e2e.portal.url}/monitor/nbqmonitorDetail/ZCNBQ99`);
    await expect
      .poll(() => page.locator('.bp6-non-ideal-state', { hasText: 'Unknown inverter' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.locator('text=Measured values').count()).toBe(0);
  });

  it('an administrator stops an inverter with the operation password; it reports a normal shutdown and no power', async () => {
    await page.goto(`${e2e.portal.url}/monitor/nbqmonitorDetail/JZNBQ6`);
    await expect.poll(header, { timeout: 15_000 }).toBe('组串式逆变器 2');
    await page.click('button:has-text("Operate device")');
    await expect.poll(() => page.locator('.bp6-dialog-header').first().innerText()).toContain('Operate device: 组串式逆变器 2');
    await expect.poll(() => page.locator('.bp6-dialog button', { hasText: 'Start / stop' }).isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(SHOTS, 'remote-operate-en.png') });
    await page.locator('.bp6-dialog button', { hasText: 'Start / stop' }).click();
    await page.locator('.bp6-dialog input[type=password]').fill('wrong_pass');
    await page.locator('.bp6-dialog button', { hasText: 'Confirm' }).last().click();
    await expect.poll(() => page.locator('.bp6-dialog').last().innerText()).toContain('Operation password wrong');
    await page.locator('.bp6-dialog input[type=password]').fill(PASSWORD);
    await page.locator('.bp6-dialog button', { hasText: 'Confirm' }).last().click();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page.screenshot({ path: path.join(SHOTS, 'remote-stop-en.png') });
    const inverter = () =>
      page.evaluate(async () => {
        const auth = { 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
        const list = await (await fetch('/prod-api/monitor/nbqRealData/list?psId=1', { headers: auth })).json();
        return list.data.nbqDatas.find(
          (d: { equipType: string; collectId: number }) => d.equipType === 'JZNBQ' && d.collectId === 6,
        );
      });
    await expect.poll(async () => (await inverter()).nbqState, { timeout: 20_000 }).toBe(2);
    expect((await inverter()).acPower).toBe(0);
    // The attempt is audited: the event list names the user, the device and the command (its record is written
    // beside the command, and may come a moment after the inverter has stopped).
    const events = () =>
      page.evaluate(async () => {
        const headers = { 'content-type': 'application/json', 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' };
        return (
          await fetch('/prod-api/event/list', {
            method: 'POST',
            headers,
            body: JSON.stringify({ psId: 1, pageNum: 1, pageSize: 50 }),
          })
        ).text();
      });
    await expect.poll(events).toMatch(/组串式逆变器 2: admin .*Stop/);
  });
});
