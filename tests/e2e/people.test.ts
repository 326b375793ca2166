import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { E2E_PASSWORD as PASSWORD, portalForThisFile } from './portalFixture';
import { signIn } from './signIn';
import { tableRow } from './dataTable';
import { encodePng } from '../../server/draw/png';

const SHOTS = 'test-results';

/** A 320×200 photo-like PNG (a gradient), larger than the avatar and not square, so the crop has work to do. */
function photo(): Buffer {
  const [w, h] = [320, 200];
  const rgb = new Uint8Array(w * h * 3);
  for (let i = 0; i < w * h; i++) rgb.set([(i % w) % 256, Math.floor(i / w), 160], i * 3);
  return encodePng(w, h, rgb);
}

const LANGUAGES = {
  zh: { changed: '密码已修改', avatarSaved: '头像已保存', wrong: '当前密码错误', reset: '密码已重置' },
  en: {
    changed: 'Password changed',
    avatarSaved: 'Avatar saved',
    wrong: 'The current password is wrong',
    reset: 'Password reset',
  },
};

describe('personal centre and staff management in Chromium', () => {
  const e2e = portalForThisFile();

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
  });

  async function open(user: string, password: string, language: string, route: string): Promise<Page> {
    const page = await signIn(e2e.browser, e2e.portal, user, password, { width: 1280, height: 720 });
    await page.evaluate((lang) => localStorage.setItem('portal-language', lang), language);
    await page.goto(`${e2e.portal.url}${route}`);
    return page;
  }
  const toast = (page: Page, text: string) => page.locator('.bp6-toast', { hasText: text }).first().waitFor();

  describe.each(Object.entries(LANGUAGES))('%s', (language, text) => {
    // Each language changes the operator's password once more: from the one the last language set.
    const before = language === 'zh' ? PASSWORD : 'Zh_changed1';
    const after = language === 'zh' ? 'Zh_changed1' : 'En_changed1';

    it('a user changes his sign-in password and signs in again with the new one', async () => {
      const page = await open('operator', before, language, '/user/profile');
      const form = page.locator('.bp6-card', { has: page.locator('#root_oldPassword') });
      await form.locator('#root_oldPassword').fill('not_mine_1');
      await form.locator('#root_newPassword').fill(after);
      await form.locator('#root_confirmPassword').fill(after);
      await form.locator('.portal-inline-form > .bp6-button').click();
      await expect.poll(() => form.innerText()).toContain(text.wrong);

      await form.locator('#root_oldPassword').fill(before);
      await form.locator('.portal-inline-form > .bp6-button').click();
      await toast(page, text.changed);
      await expect.poll(() => form.locator('#root_oldPassword').inputValue()).toBe('');
      await page.screenshot({ path: path.join(SHOTS, `profile-password-${language}-1280.png`) });
      await page.click('[data-testid=user-menu]');
      await page.click('[data-testid=sign-out]');
      await page.waitForURL(/\/login$|\/$/);
      await page.close();

      const again = await signIn(e2e.browser, e2e.portal, 'operator', after);
      expect(await again.locator('[data-testid=user-menu]').innerText()).toContain('Europe operator');
      await again.close();
    });

    it('a user uploads an avatar, crops it square and sees it in the bar', async () => {
      const page = await open('operator', after, language, '/user/profile');
      await page.click('[data-testid=change-avatar]');
      await page.setInputFiles('.bp6-dialog input[type=file]', { name: 'holiday.png', mimeType: 'image/png', buffer: photo() });
      await page.waitForSelector('[data-testid=avatar-crop] img');
      await page.click('[data-testid=avatar-save]');
      await toast(page, text.avatarSaved);
      const bar = page.locator('[data-testid=bar-avatar]');
      await bar.waitFor();
      // The picture as the bar loaded it: the square the crop made, not the photo chosen.
      await expect.poll(() => bar.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);
      await expect
        .poll(() => page.locator('[data-testid=profile-avatar]').getAttribute('src'))
        .toBe(await bar.getAttribute('src'));
      await page.screenshot({ path: path.join(SHOTS, `profile-avatar-${language}-1280.png`) });
      await page.close();
    });

    it('an administrator resets a password from the staff list', async () => {
      const page = await open('admin', PASSWORD, language, '/user/manager');
      const row = await tableRow(page, '[data-testid=crud-user]', 'partner');
      await row.locator('[data-testid=row-more]').click();
      await page.click('[data-testid=row-resetPwd]');
      await page.locator('.bp6-dialog input[type=password]').fill(`Reset_${language}1`);
      await page.click('[data-testid=row-action-send]');
      await toast(page, text.reset);
      await page.close();
      const partner = await signIn(e2e.browser, e2e.portal, 'partner', `Reset_${language}1`);
      await partner.close();
    });
  });

  it('the shell: a partner signs out to his own sign-in, /redirect re-enters a page, an unknown page is a 404', async () => {
    const page = await open('partner', 'Reset_en1', 'en', '/redirect/user/profile');
    await page.waitForURL('**/user/profile');
    await page.waitForSelector('[data-testid=profile-card]');
    await page.click('[aria-label="Quick navigation"]');
    // The tiles as the dialog shows them once it has opened.
    const tiles = page.locator('[data-testid=quick-nav] .portal-quicknav-tile');
    await tiles.first().waitFor();
    expect(await tiles.allInnerTexts()).toEqual(
      expect.arrayContaining(['Notices', 'Documents', 'Basic information', 'Personal centre']),
    );
    expect(await tiles.allInnerTexts()).not.toContain('Staff management');
    await page.keyboard.press('Escape');
    await page.goto(`${e2e.portal.url}/no/such/page`);
    await page.waitForURL('**/404');
    expect(await page.locator('.portal-error-page').innerText()).toContain('Page not found');
    // A channel's measuring points take a number only (spec-digest 000 §2).
    await page.goto(`${e2e.portal.url}/info/measurePoint/abc`);
    await page.waitForURL('**/404');
    await page.goto(`${e2e.portal.url}/info/measurePoint/12`);
    await page.waitForSelector('.portal-sidebar');
    expect(new URL(page.url()).pathname).toBe('/info/measurePoint/12');
    await page.goto(`${e2e.portal.url}/user/profile`);
    await page.click('[data-testid=user-menu]');
    await page.click('[data-testid=sign-out]');
    await page.waitForURL('**/loginsk');
    await page.close();
  });
});
