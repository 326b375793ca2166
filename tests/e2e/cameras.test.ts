import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { choosePlantAndLanguage, signIn } from './signIn';
import { stationIdOf } from './stationIdOf';

const SHOTS = 'test-results';
const catalogue = (language: string) => JSON.parse(fs.readFileSync(`locales/${language}.json`, 'utf8'));

/** What an operator reads in each language. */
const LANGUAGES = Object.fromEntries(
  ['zh', 'en'].map((language) => {
    const c = catalogue(language);
    return [
      language,
      { snapshot: c.widget.cameras.snapshot, online: c.widget.cameras.online.online, hotSpot: c.widget.thermal.hotSpot },
    ];
  }),
);

describe('the cameras of a station in Chromium', () => {
  const e2e = portalForThisFile();
  /** Solarpark Meuro, a station of the European operator with an entrance and a thermal camera. */
  let psId = 0;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    psId = stationIdOf(e2e.portal, 'DE-PV-011');
  });

  describe.each(Object.entries(LANGUAGES))('%s', (language, text) => {
    let page: Page;
    beforeAll(async () => {
      page = await signIn(e2e.browser, e2e.portal, 'operator', PASSWORD, { width: 1280, height: 720 });
      await choosePlantAndLanguage(page, psId, language);
    });
    afterAll(() => page?.close());

    const canvas = () => page.locator('.portal-video-canvas');
    const frames = async () => Number(await canvas().getAttribute('data-frames'));
    const pixels = () => canvas().evaluate((c) => (c as HTMLCanvasElement).toDataURL('image/png'));

    it('the video page plays the entrance camera: its picture changes within two seconds', async () => {
      await page.goto(`${e2e.portal.url}/monitor/video`);
      await expect.poll(frames, { timeout: 20_000 }).toBeGreaterThan(0);
      const main = page.locator('.portal-camera-main');
      expect(await main.locator('h5').innerText()).toBe('Kamera Einfahrt');
      expect(await main.innerText()).toContain('Hikvision');
      await expect.poll(() => main.locator('.portal-camera-online').innerText(), { timeout: 20_000 }).toBe(text.online);
      const [count, picture] = [await frames(), await pixels()];
      // The picture moves: two more frames arrive and what shows changes.
      await expect.poll(frames, { timeout: 10_000 }).toBeGreaterThanOrEqual(count + 2);
      await expect.poll(pixels, { timeout: 10_000 }).not.toBe(picture);
      await page.screenshot({ path: path.join(SHOTS, `cameras-video-${language}-1280.png`) });
    });

    it('the snapshot button saves the current frame as a PNG', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: text.snapshot }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^Kamera-Einfahrt-\d{8}-\d{6}\.png$/);
      const file = path.join(SHOTS, `cameras-snapshot-${language}.png`);
      await download.saveAs(file);
      expect([...fs.readFileSync(file).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    });

    it('the thermal page marks the hot spot and reads the temperature under the cursor', async () => {
      await page.goto(`${e2e.portal.url}/monitor/irvideo`);
      // The picture is made from live readings: they come once the simulator has run a step.
      await page.waitForSelector('.portal-thermal-spot', { timeout: 90_000 });
      expect(await page.locator('.portal-thermal-spot-label').innerText()).toMatch(new RegExp(`^${text.hotSpot} -?[\\d.,]+ °C$`));
      const frame = page.locator('.portal-thermal-frame');
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
      await expect.poll(() => page.locator('.portal-thermal-hover').getAttribute('data-hover')).toBe('on');
      expect(await page.locator('.portal-thermal-hover').innerText()).toMatch(/-?[\d.,]+ °C/);
      expect(await page.locator('.portal-thermal-cursor').innerText()).toMatch(/^-?[\d.,]+ °C$/);
      await page.screenshot({ path: path.join(SHOTS, `cameras-thermal-${language}-1280.png`) });
    });
  });
});
