import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import Database from 'better-sqlite3';
import { connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { untilDrawn, untilSettled } from './pageSettled';
import { choosePlantAndLanguage, signIn } from './signIn';
import { scrollToRightEnd, tableRow, tableRows } from './dataTable';
import { inspectRowActions } from './screenMatrix/pageChecks';

const SHOTS = 'test-results';
const MQTT_URL = process.env.TEST_MQTT_URL || 'mqtt://127.0.0.1:1883';

/** What an operator reads in each language. */
const LANGUAGES = {
  en: {
    gas: 'Gas relay alarm raised',
    acknowledge: 'Acknowledge',
    export: 'Export',
    time: 'Time',
    serious: 'Serious fault',
    todo: { newItem: 'New item', create: 'Create', handle: 'Handle', close: 'Close', handled: 'Handled', closed: 'Closed' },
  },
  zh: {
    gas: '瓦斯继电器告警动作',
    acknowledge: '确认',
    export: '导出',
    time: '时间',
    serious: '严重故障',
    todo: { newItem: '新建事项', create: '创建', handle: '处理', close: '关闭', handled: '已处理', closed: '已关闭' },
  },
} as const;

function brokerReachable(): Promise<boolean> {
  const { hostname, port } = new URL(MQTT_URL);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 1883), hostname);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
const brokerUp = await brokerReachable();

describe.runIf(brokerUp)('alarms reach an open event page in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1, env: { MQTT_URL } });
  let mqtt: MqttClient;
  /** A box transformer of Solarpark Neuhardenberg, a station the European operator sees. */
  let psId = 0;
  let collectId = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    // Alarms are written once the first start's history has caught up (docs/ingest.md): the 2 s are timed after.
    await e2e.portal.waitForOutput('Simulated fleet', 180_000);
    const store = new Database(path.join(e2e.portal.dataDir, 'portal.sqlite'), { readonly: true });
    ({ ps_id: psId } = store.prepare("select ps_id from power_station where ps_code = 'DE-PV-012'").get() as { ps_id: number });
    ({ collect_id: collectId } = store
      .prepare("select collect_id from equipment where ps_id = ? and equip_type = 'XB'")
      .get(psId) as {
      collect_id: number;
    });
    store.close();
    mqtt = await connectAsync(MQTT_URL);
  }, 240_000);
  afterAll(async () => {
    await mqtt?.endAsync();
  });

  const gas = (value: number) =>
    mqtt.publishAsync(
      `portal/v1/${psId}/XB/${collectId}/data`,
      JSON.stringify({ ts: Date.now(), period: 5, values: { GasAlarm: value } }),
      {
        qos: 1,
      },
    );

  describe.each(Object.entries(LANGUAGES))('%s', (language, text) => {
    let page: Page;
    beforeAll(async () => {
      page = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 1280, height: 720 });
      await choosePlantAndLanguage(page, psId, language);
      await page.goto(`${e2e.portal.url}/event/manager`);
      await page.waitForSelector('.portal-alarm-rows');
    });
    afterAll(() => page?.close());

    /** How many gateway values the portal has taken so far (its health answer). */
    const gatewayValues = async () =>
      ((await (await fetch(`${e2e.portal.url}/prod-api/health`)).json()) as { data: { gatewayValues: number } }).data
        .gatewayValues;
    const badge = async () =>
      Number((await page.locator('.portal-badge').count()) ? await page.locator('.portal-badge').innerText() : 0);
    // The event table draws only the rows within its height: the newest, where a new gas alarm lands.
    const gasCount = async () => (await tableRows(page, '.portal-alarm-rows')).filter((r) => r.includes(text.gas)).length;
    const gasRow = () => tableRow(page, '.portal-alarm-rows', text.gas);
    const rowText = async () => (await (await gasRow()).allInnerTexts()).join(' ');

    it('an injected serious fault appears in the open list and on the badge within 2 s, without a reload', async () => {
      // The relay is at rest first: the portal has taken that value before the fault is sent.
      const taken = await gatewayValues();
      await gas(0);
      await expect.poll(gatewayValues).toBeGreaterThan(taken);
      const rowsBefore = await gasCount();
      const badgeBefore = await badge();
      const sent = Date.now();
      await gas(1);
      await expect.poll(gasCount, { timeout: 2000, interval: 100 }).toBe(rowsBefore + 1);
      await expect.poll(badge, { timeout: 2000, interval: 100 }).toBe(badgeBefore + (rowsBefore === 0 ? 1 : 0));
      expect(Date.now() - sent).toBeLessThan(2500);
      expect(await rowText()).toContain(text.serious);
      // The frozen column of actions grew with the buttons of the rows that arrived: none is cut or covered.
      // The check scrolls the table sideways, which redraws its cells: it runs once, on the settled list.
      await untilSettled(page);
      expect(await inspectRowActions(page, '.portal-alarm-rows')).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, `alarms-${language}-1280.png`) });
    });

    it('the operator acknowledges it, and the list names who did', async () => {
      await scrollToRightEnd(page, '.portal-alarm-rows');
      await (await gasRow()).getByRole('button', { name: text.acknowledge }).click();
      await page.locator('#alarm-confirm-comment').fill('Crew on the way');
      await page.locator('.bp6-dialog-footer').getByRole('button', { name: text.acknowledge }).click();
      await expect.poll(rowText).toContain('operator');
      // Its detail names who acknowledged it and why.
      await (await gasRow()).locator('.portal-alarm-content').click();
      await expect.poll(() => page.locator('.portal-alarm-facts').innerText()).toContain('Crew on the way');
      await page.screenshot({ path: path.join(SHOTS, `alarms-detail-${language}-1280.png`) });
      await page.keyboard.press('Escape');
    });

    it('exports the list as a spreadsheet in the reader’s language', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.export }).click(),
      ]);
      const rows = await readSheet(fs.readFileSync((await download.path())!));
      expect(rows[0]![0]).toBe(text.time);
      expect(rows.some((r) => String(r[6]).includes(text.gas))).toBe(true);
    });

    it('the alarm waits as a to-do item; an item made by hand is assigned, handled and closed', async () => {
      await page.goto(`${e2e.portal.url}/workflow/todo`);
      const rows = page.locator('.portal-todo-table tbody tr');
      await expect.poll(() => rows.filter({ hasText: text.gas }).count()).toBeGreaterThanOrEqual(1);
      const title = `Pyranometer ${language} ${Date.now()}`;
      await page.getByRole('button', { name: text.todo.newItem }).click();
      await page.locator('#todo-new-title').fill(title);
      await page.locator('#todo-new-station').selectOption(String(psId));
      await expect.poll(() => page.locator('#todo-new-assignee option', { hasText: 'Europe operator' }).count()).toBe(1);
      await page.locator('#todo-new-assignee').selectOption({ label: 'Europe operator (operator)' });
      await page.locator('.bp6-dialog-footer').getByRole('button', { name: text.todo.create }).click();
      const mine = rows.filter({ hasText: title });
      await expect.poll(() => mine.count()).toBe(1);
      expect(await mine.innerText()).toContain('Europe operator');
      await page.screenshot({ path: path.join(SHOTS, `todo-${language}-1280.png`) });

      await mine.getByRole('button', { name: text.todo.handle, exact: true }).click();
      await page.locator('#todo-step-note').fill('Cleaned, reading normal');
      await page.locator('.bp6-dialog-footer').getByRole('button', { name: text.todo.handle }).click();
      await expect.poll(() => mine.count()).toBe(0);
      await page.getByRole('radio', { name: text.todo.handled, exact: true }).click();
      await expect.poll(() => mine.count()).toBe(1);
      await mine.getByRole('button', { name: text.todo.close, exact: true }).click();
      await page.locator('.bp6-dialog-footer').getByRole('button', { name: text.todo.close }).click();
      await expect.poll(() => mine.count()).toBe(0);
      await page.getByRole('radio', { name: text.todo.closed, exact: true }).click();
      await expect.poll(() => mine.count()).toBe(1);
    });

    it('stays usable at tablet width', async () => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await untilDrawn(page);
      await page.screenshot({ path: path.join(SHOTS, `todo-${language}-768.png`), fullPage: true });
      await page.goto(`${e2e.portal.url}/event/manager`);
      await page.waitForSelector('.portal-alarm-rows');
      await page.screenshot({ path: path.join(SHOTS, `alarms-${language}-768.png`), fullPage: true });
      await page.setViewportSize({ width: 1280, height: 720 });
    });
  });
});
