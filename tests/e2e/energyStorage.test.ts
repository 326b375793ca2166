import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';
import { stationIdOf } from './stationIdOf';
import { catalogues } from '../../locales/catalogues';

const SHOTS = 'test-results';

/** The texts an administrator reads in each language, from the catalogues themselves. */
const LANGUAGES = { en: catalogues.en, zh: catalogues.zh } as const;

describe('storage equipment screens in Chromium', () => {
  const e2e = portalForThisFile({ backfillDays: 1, untilHistoryFilled: true });
  let psId = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    psId = stationIdOf(e2e.portal, 'CN-ES-008');
  });

  describe.each(Object.entries(LANGUAGES))('%s', (language, c) => {
    let page: Page;
    const w = c.widget as any;
    beforeAll(async () => {
      page = await signIn(e2e.browser, e2e.portal, 'admin', PASSWORD, { width: 1280, height: 720 });
      await choosePlantAndLanguage(page, psId, language);
    });
    afterAll(() => page?.close());

    /** The value of an analog point of the chosen device, as the point list shows it. */
    const pointValue = async (name: string) => {
      const row = page.locator('.portal-point.analog', { has: page.locator('.portal-point-name', { hasText: name }) }).first();
      return Number((await row.locator('.portal-point-value').innerText()).replace(/[^\d.-]/g, ''));
    };

    it('the storage overview shows the station’s power, charge and equipment', async () => {
      await page.goto(`${e2e.portal.url}/monitor/es/overview`);
      await expect.poll(() => page.locator('.portal-schema-title').first().innerText()).toContain(c.menu.esOverview);
      await expect.poll(() => page.getByText(w.energyStorage.pcsRunning).count()).toBe(1);
      await page.screenshot({ path: path.join(SHOTS, `storage-overview-${language}-1280.png`) });
    });

    it('PCS: a period set in the run settings and applied by select and execute moves the converter’s power', async () => {
      await page.goto(`${e2e.portal.url}/monitor/pcs`);
      const editor = page.locator('.portal-run-settings');
      await editor.waitFor();
      // The whole day at 2 MW, two 2.5 MW converters sharing it: discharging unless the battery is nearly empty, so
      // the drifting cell reads lowest in the battery test (charging at half load, its higher resistance lifts it
      // in among the others).
      // Live values flow from the first tick, while history still catches up: wait for the station's charge.
      const soc = async () =>
        page.evaluate(async (id) => {
          const answer = await fetch(`/prod-api/es/overview?psId=${id}`).then((r) => r.json());
          return answer.data.soc as number | null;
        }, psId);
      await expect.poll(soc, { timeout: 30_000, interval: 1000 }).toBeTypeOf('number');
      const mode = ((await soc()) ?? 0) > 25 ? 'discharge' : 'charge';
      const removes = editor.getByRole('button', { name: new RegExp(w.runSettings.removePeriod.replace('{{n}}', '\\d+')) });
      while ((await removes.count()) > 1) await removes.last().click();
      await editor.getByLabel(`${w.runSettings.start} 1`).fill('00:00');
      await editor.getByLabel(`${w.runSettings.end} 1`).fill('24:00');
      await editor.getByLabel(`${w.runSettings.mode} 1`).selectOption(mode);
      await editor.getByLabel(`${w.runSettings.powerKw} 1`).fill('2000');
      await editor.getByRole('button', { name: w.runSettings.apply }).click();

      const dialog = page.locator('.bp6-dialog');
      await dialog.locator('input[type=password]').fill(PASSWORD);
      await dialog.getByRole('button', { name: c.remote.select }).click();
      await expect.poll(() => dialog.innerText()).toContain(c.server.remote.selected);
      await dialog.getByRole('button', { name: c.remote.execute }).click();
      await expect.poll(() => page.locator('.bp6-dialog').count(), { timeout: 5000 }).toBe(0);
      await expect.poll(() => editor.innerText()).toContain('admin');

      // PCS 1 follows from the next step on (3 s): 1 MW, charging negative.
      const power = async () => (mode === 'charge' ? -1 : 1) * (await pointValue(c.point.PCS.P));
      await expect.poll(power, { timeout: 12_000, interval: 500 }).toBeGreaterThan(900);
      await page.screenshot({ path: path.join(SHOTS, `storage-pcs-${language}-1280.png`) });
    });

    it('batteries: the heat map marks the highest and lowest cell, the drifting cell lowest', async () => {
      await page.goto(`${e2e.portal.url}/monitor/battery`);
      await page.locator('.portal-cell-grid').waitFor();
      expect(await page.locator('.portal-cell[data-mark=max]').count()).toBe(1);
      expect(await page.locator('.portal-cell[data-mark=min]').count()).toBe(1);
      // The weak cell is emptier than the rest: discharging (or charging a nearly empty battery, where the curve is
      // steep) it reads lowest, the more the emptier the cluster.
      const drifting = w.cells.place.replace('{{pack}}', '3').replace('{{cell}}', '17');
      // The BMS reports its cells every 15 s: the report after the discharge began shows it.
      const lowest = () => page.locator('.portal-cell[data-mark=min]').getAttribute('aria-label');
      await expect.poll(lowest, { timeout: 20_000, interval: 1000 }).toContain(drifting);
      expect(await page.locator('.portal-cell-figures').first().innerText()).toContain(drifting);
      await page.screenshot({ path: path.join(SHOTS, `storage-battery-${language}-1280.png`) });
    });

    it('air conditioning and fire protection list their containers with live values', async () => {
      await page.goto(`${e2e.portal.url}/monitor/kt`);
      await expect.poll(() => page.locator('.portal-carousel-card').count()).toBe(2);
      expect(await pointValue(c.point.common.Tin)).toBeGreaterThan(5);
      await page.goto(`${e2e.portal.url}/monitor/xf`);
      await expect.poll(() => page.locator('.portal-carousel-card').count()).toBe(2);
      expect(await pointValue(c.point.common.AgentPressure)).toBeGreaterThan(2);
    });
  });
});
