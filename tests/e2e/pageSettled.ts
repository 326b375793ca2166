import type { Page, Request } from 'playwright-core';

/**
 * What a reader waits for before reading a screen, as events instead of fixed sleeps: the page's requests have
 * been answered, the loading mask is gone and transitions (a dialog opening) have ended.
 */

/** The alarm event stream and camera streams stay open for good; every other request ends. */
const endless = (url: string) => url.includes('/event/stream') || url.includes('/video/stream/');

interface Tracker {
  pending: Set<Request>;
  changed: Set<() => void>;
}

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests under way (signIn does it for every page it opens). */
export function trackRequests(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { pending: new Set(), changed: new Set() };
  const update = (change: () => void) => {
    change();
    for (const listener of tracker.changed) listener();
  };
  page.on('request', (r) => !endless(r.url()) && update(() => tracker.pending.add(r)));
  page.on('requestfinished', (r) => update(() => tracker.pending.delete(r)));
  page.on('requestfailed', (r) => update(() => tracker.pending.delete(r)));
  trackers.set(page, tracker);
  return tracker;
}

/** Settles once no request of the page has been under way for `quietMs` (a poll's next tick is seconds away). */
export function untilNoRequests(page: Page, quietMs = 400, timeoutMs = 15_000): Promise<void> {
  const tracker = trackRequests(page);
  return new Promise((resolve, reject) => {
    let quiet: NodeJS.Timeout | undefined;
    const finish = (error?: Error) => {
      clearTimeout(quiet);
      clearTimeout(deadline);
      tracker.changed.delete(check);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      clearTimeout(quiet);
      if (tracker.pending.size === 0) quiet = setTimeout(() => finish(), quietMs);
    };
    const deadline = setTimeout(() => {
      const open = [...tracker.pending].map((r) => r.url()).join(', ');
      finish(new Error(`requests still under way after ${timeoutMs / 1000} s: ${open}`));
    }, timeoutMs);
    tracker.changed.add(check);
    check();
  });
}

/** Settles once every finite animation and transition of the document has ended (spinners run for ever). */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Settles once the page has drawn two more frames: what a click or a resize caused is on screen by then. */
export async function untilDrawn(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** The screen as a reader reads it: answered, unmasked, drawn and still. */
export async function untilSettled(page: Page, timeoutMs = 15_000): Promise<void> {
  await untilNoRequests(page, 400, timeoutMs);
  await page.locator('.portal-loading').first().waitFor({ state: 'detached', timeout: timeoutMs });
  await untilAnimationsEnd(page);
  await untilDrawn(page);
}
