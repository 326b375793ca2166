/**
 * Screenshots of portal screens for review: every given path (with an optional plant, `17:/monitor/wp/home`)
 * as admin and operator, in Chinese and English, at 1920×1080 (the spec's resolution), 1280×720 and 768 px wide,
 * into test-results/shots/.
 * Usage: npm run build && npx tsx scripts/screenshots.ts 17:/monitor/wp/home /monitor/fleet (FULL_PAGE=1 for whole pages)
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from '../tests/e2e/chromium';
import { startPortalProcess } from '../tests/e2e/portalServer';
import { signIn } from '../tests/e2e/signIn';

const PASSWORD = 'Shots_pass1';
const OUT = 'test-results/shots';
const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
  { width: 768, height: 1024 },
];

const targets = process.argv.slice(2).map((arg) => {
  const at = arg.indexOf(':');
  return at > 0 ? { plant: arg.slice(0, at), url: arg.slice(at + 1) } : { plant: null, url: arg };
});
if (targets.length === 0) throw new Error('name at least one path, e.g. 17:/monitor/wp/home');

fs.mkdirSync(OUT, { recursive: true });
const portal = await startPortalProcess({ DEMO_PASSWORD: PASSWORD, CAPTCHA: 'off', BACKFILL_DAYS: '1' });
const browser = await launchChromium();
try {
  for (const user of ['admin', 'operator'])
    for (const viewport of VIEWPORTS) {
      const page = await signIn(browser, portal, user, PASSWORD, viewport);
      for (const language of ['zh', 'en'])
        for (const { plant, url } of targets) {
          await page.evaluate(
            ([p, lang]) => {
              if (p) localStorage.setItem('portal-plant', p);
              localStorage.setItem('portal-language', lang!);
            },
            [plant, language],
          );
          await page.goto(`${portal.url}${url}`);
          // Let polled and history sources answer before the picture.
          await page.waitForTimeout(3000);
          const name = `${url.replace(/\W+/g, '-').replace(/^-|-$/g, '')}${plant ? `-${plant}` : ''}-${user}-${language}-${viewport.width}.png`;
          await page.screenshot({ path: path.join(OUT, name), fullPage: process.env.FULL_PAGE === '1' });
          console.log(path.join(OUT, name));
        }
      await page.close();
    }
} finally {
  await browser.close();
  await portal.stop();
}
