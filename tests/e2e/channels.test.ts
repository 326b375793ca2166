import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { connectAsync } from 'mqtt';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRows } from './dataTable';

const SHOTS = 'test-results';
const MQTT_URL = process.env.TEST_MQTT_URL || 'mqtt://127.0.0.1:1883';

describe('channels managed on the generic entity page', () => {
  const e2e = portalForThisFile({ env: { MQTT_URL } });
  let page: Page;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  async function signInAs(userName: string, viewport?: { width: number; height: number }) {
    page = await signIn(e2e.browser, e2e.portal, userName, PASSWORD, viewport);
  }

  /** The card of refused gateway samples: the page's one card holding a schema table. */
  const refusalCard = () => page.locator('.portal-schema-card').filter({ has: page.locator('.portal-schema-table') });
  const refusalRows = () => refusalCard().locator('tbody tr').allInnerTexts();

  it('an administrator is told address 300 is wrong, saves it with 12, sees it listed and exports it', async () => {
    await signInAs('admin');
    await page.goto(`${e2e.portal.url}/info/channel`);
    await page.click('[data-testid=crud-add]');
    await page.selectOption('#root_psId', { label: 'Solarpark Meuro' });
    await page.fill('#root_channelName', 'Block A gateway');
    await page.fill('#root_param', '127.0.0.1:1502');
    await page.fill('#root_address', '300');
    await page.click('[data-testid=crud-save]');
    await expect
      .poll(() => page.locator('.bp6-dialog .bp6-form-helper-text').allInnerTexts())
      .toContain('The address must be between 1 and 255');
    await page.screenshot({ path: path.join(SHOTS, 'channel-address-error-en.png') });
    await page.fill('#root_address', '12');
    await page.click('[data-testid=crud-save]');
    const table = async () => (await tableRows(page, '.portal-crud-table')).join('\n');
    await expect.poll(table).toContain('Block A gateway');
    expect(await table()).toContain('Solarpark Meuro');
    await page.screenshot({ path: path.join(SHOTS, 'channels-en.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=crud-export]')]);
    const rows = await readSheet(fs.readFileSync((await download.path())!));
    expect(rows.some((row) => row.includes('Block A gateway') && row.includes(12))).toBe(true);
  });

  it("an administrator sees on the channel page which plant's gateway sent samples stamped in the future or in seconds, and how many", async () => {
    await signInAs('admin', { width: 1920, height: 1080 });
    const stations = await page.evaluate(async () => {
      const r = await fetch('/prod-api/info/powerStation/list?pageSize=100');
      return ((await r.json()) as { rows: { psId: number; psName: string }[] }).rows;
    });
    const meuro = stations.find((s) => s.psName === 'Solarpark Meuro')!;
    const gateway = await connectAsync(MQTT_URL);
    const topic = `portal/v1/${meuro.psId}/JZNBQ/1/data`;
    await gateway.publishAsync(topic, JSON.stringify({ ts: 4102444800000, values: { P: 666 } }), { qos: 1 });
    await gateway.publishAsync(topic, JSON.stringify({ ts: Math.floor(Date.now() / 1000), values: { P: 777 } }), { qos: 1 });
    await gateway.endAsync();

    const refusals = () =>
      page.evaluate(async () => {
        const r = await fetch('/prod-api/monitor/gatewayRefusals');
        return JSON.stringify(await r.json());
      });
    await expect.poll(refusals, { timeout: 20_000 }).toContain('"reason":"seconds"');
    // Each sample is counted once: the portal takes each gateway message once.
    const counted = (JSON.parse(await refusals()).data as { psId: number; reason: string; count: number }[])
      .filter((r) => r.psId === meuro.psId)
      .map((r) => [r.reason, r.count]);
    expect(counted).toEqual([
      ['future', 1],
      ['seconds', 1],
    ]);
    const rowsOfCard = async () => (await refusalRows()).join('\n');
    await page.goto(`${e2e.portal.url}/info/channel`);
    await expect.poll(rowsOfCard, { timeout: 15_000 }).toContain('Stamp in seconds');
    expect(await refusalCard().locator('.portal-schema-card-title').innerText()).toBe('Gateway samples refused');
    const rows = await refusalRows();
    expect(rows.find((r) => r.includes('Stamped in the future'))).toContain('Solarpark Meuro');
    expect(rows.find((r) => r.includes('Stamped in the future'))).toContain('4102444800000');
    await page.screenshot({ path: path.join(SHOTS, 'channel-gateway-refusals-en.png') });

    await page.evaluate(() => localStorage.setItem('portal-language', 'zh'));
    await page.reload();
    await expect.poll(rowsOfCard, { timeout: 15_000 }).toContain('时间戳超前');
    const card = refusalCard();
    expect(await card.locator('.portal-schema-card-title').innerText()).toBe('被拒绝的网关数据');
    // Plant names are data (another test's gateway may have been refused too); every text the portal writes itself is Chinese.
    const names = stations.map((s) => s.psName).sort((a, b) => b.length - a.length);
    const own = names.reduce((text, name) => text.replaceAll(name, ''), await card.innerText());
    expect(own).not.toMatch(/[A-Za-z]{2,}/);
    // Nothing cut off: no header or cell is wider than its box.
    const clipped = await card
      .locator('th, td, .portal-schema-card-title')
      .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => c.textContent));
    expect(clipped).toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, 'channel-gateway-refusals-zh.png') });
    await page.evaluate(() => localStorage.setItem('portal-language', 'en'));
  });

  it('an operator sees no add, edit or delete, and the server refuses the call anyway', async () => {
    await signInAs('operator');
    await page.goto(`${e2e.portal.url}/info/channel`);
    await expect.poll(async () => (await tableRows(page, '.portal-crud-table')).length, { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-testid=crud-add]').count()).toBe(0);
    expect(
      await page.locator('.portal-crud-actions button:has-text("Edit"), .portal-crud-actions button:has-text("Delete")').count(),
    ).toBe(0);
    const status = await page.evaluate(async () => {
      const r = await fetch('/prod-api/info/channel', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': localStorage.getItem('Portal-Token') ?? '' },
        body: JSON.stringify({ psId: 11, channelName: 'x', param: '127.0.0.1:502', address: 3 }),
      });
      return r.status;
    });
    expect(status).toBe(403);
    // The refused gateway samples are read like the channels: an operator learns why a value went stale.
    await expect.poll(() => page.getByText('Gateway samples refused').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'channels-operator-en.png') });
  });
});
