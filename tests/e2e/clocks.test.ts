import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRows } from './dataTable';

const SHOTS = 'test-results';

/**
 * docs/formats.md, "Which clock": a remote action on a Berlin station is on Berlin's clock in event management and
 * in the personal centre alike, marked UTC+1 or UTC+2 for a reader in Shanghai, and bare for a reader in Berlin.
 */
describe('a remote action shows the same instant with its clock in event management and the personal centre', () => {
  const e2e = portalForThisFile();
  let psName = '';
  let eventTime = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    const store = new Database(path.join(e2e.portal.dataDir, 'portal.sqlite'), { readonly: true });
    const station = store.prepare("select ps_id, ps_name from power_station where ps_code = 'DE-PV-012'").get() as {
      ps_id: number;
      ps_name: string;
    };
    const inverter = store
      .prepare("select collect_id from equipment where ps_id = ? and equip_type = 'JZNBQ' order by collect_id limit 1")
      .get(station.ps_id) as { collect_id: number };
    store.close();
    psName = station.ps_name;
    const login = await fetch(`${e2e.portal.url}/prod-api/reception/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = /portal_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    const api = (url: string, body?: unknown) =>
      fetch(`${e2e.portal.url}/prod-api${url}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    // A refused stop (wrong operation password) is audited like any other attempt: one row to look for.
    const point = `${station.ps_id}_JZNBQ_${inverter.collect_id}_OnOff`;
    expect((await api('/remote/yk', { psId: station.ps_id, point, value: 0, type: 0, passwd: 'wrong_1' })).status).toBe(400);
    const mine = (await (await api('/system/user/profile/remoteActions')).json()) as { data: { eventTime: number }[] };
    eventTime = mine.data[0]!.eventTime;
  }, 240_000);

  /** The time Berlin's clock shows at the action, to the second, as `en` writes it (offset left to the caller). */
  const berlinTime = () => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Berlin',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(eventTime)
        .map((x) => [x.type, x.value]),
    );
    return `${p.hour}:${p.minute}:${p.second}`;
  };
  const berlinOffset = () => {
    const name = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
      .formatToParts(eventTime)
      .find((x) => x.type === 'timeZoneName')!.value; // "GMT+01:00"
    return `UTC+${Number(name.slice(4, 6))}`;
  };

  /** The time cell of the action's row in event management, and in the personal centre's "remote actions". */
  async function timesShown(page: Page, language: string): Promise<{ events: string; personal: string }> {
    await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await page.goto(`${e2e.portal.url}/event/manager`);
    await page.waitForSelector('.portal-alarm-rows [data-row-key]');
    await expect.poll(async () => (await tableRows(page, '.portal-alarm-rows')).find((r) => r.includes('admin'))).toBeTruthy();
    const row = (await tableRows(page, '.portal-alarm-rows')).find((r) => r.includes(psName) && r.includes('admin'))!;
    await page.screenshot({ path: path.join(SHOTS, `clocks-events-${language}.png`) });
    await page.goto(`${e2e.portal.url}/user/profile`);
    const card = page.locator('.portal-schema-table', { hasText: psName });
    await card.waitFor();
    const personal = (await card.locator('tbody tr').first().locator('td').first().innerText()).trim();
    await page.screenshot({ path: path.join(SHOTS, `clocks-personal-${language}.png`), fullPage: true });
    return { events: row.split('\t').find((cell) => cell.includes(berlinTime().slice(0, 5)))!, personal };
  }

  it.each(['en', 'zh'])('a reader in Shanghai sees Berlin’s clock with its offset in both (%s)', async (language) => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1920, height: 1080 }, 'Asia/Shanghai');
    const { events, personal } = await timesShown(page, language);
    expect(events).toContain(`${berlinTime()} ${berlinOffset()}`);
    expect(personal).toBe(events);
    await page.close();
  });

  it('a reader in Berlin sees the same bare time in both', async () => {
    const page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1920, height: 1080 }, 'Europe/Berlin');
    const { events, personal } = await timesShown(page, 'en');
    expect(events).toMatch(new RegExp(`${berlinTime()}$`));
    expect(personal).toBe(events);
    await page.close();
  });
});
