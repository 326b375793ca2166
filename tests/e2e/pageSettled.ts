import type { Page, Request } from 'playwright-core';

/**
 * What a reader waits for before reading a screen, as events instead of fixed sleeps: the page's requests have
 * been answered, the loading mask is gone and transitions (a dialog opening) have ended.
 */

/** The alarm event stream and camera streams stay open for good; every other request ends. */
const endless = (url: string) => url.includes('/event/stream') || url.includes('/video/stream/');

interface Tracker {
  /** Requests under way whose answer the page has not had before. */
  pending: Set<Request>;
  /** Requests answered at least once (method, address and body): a poll asking again keeps showing the last. */
  answered: Set<string>;
  changed: Set<() => void>;
}

const keyOf = (r: Request) => `${r.method()} ${r.url()} ${r.postData() ?? ''}`;

const trackers = new WeakMap<Page, Tracker>();

/** Starts counting the page's requests under way (signIn does it for every page it opens). */
export function trackRequests(page: Page): Tracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: Tracker = { pending: new Set(), answered: new Set(), changed: new Set() };
  const update = (change: () => void) => {
    change();
    for (const listener of tracker.changed) listener();
  };
  page.on('request', (r) => {
    if (!endless(r.url()) && !tracker.answered.has(keyOf(r))) update(() => tracker.pending.add(r));
  });
  page.on('requestfinished', (r) =>
    update(() => {
      tracker.answered.add(keyOf(r));
      tracker.pending.delete(r);
    }),
  );
  page.on('requestfailed', (r) => update(() => tracker.pending.delete(r)));
  trackers.set(page, tracker);
  return tracker;
}

/**
 * Settles once the page has had an answer to everything it asked and nothing new has been asked for `quietMs`.
 * A poll asking again what was answered before does not count: the screen shows the last answer meanwhile, and on
 * a busy machine polls may overlap for good. The steps of a screen's loading (its page, then its sources) follow
 * each other within a task; the page says itself when it waits for a source (`aria-busy`, see untilSettled).
 */
export function untilNoRequests(page: Page, quietMs = 100, timeoutMs = 30_000): Promise<void> {
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

/**
 * The screen as a reader reads it: answered, unmasked, no longer busy (a schema page is `aria-busy` until each of
 * its sources has answered once, a widget whose code is still loading shows a busy spinner), drawn and still. What
 * a page shows once its data came may ask for more (a chart's code), so the requests are counted again after.
 */
export async function untilSettled(page: Page, timeoutMs = 30_000): Promise<void> {
  await untilNoRequests(page, 100, timeoutMs);
  await page.locator('.portal-loading, [aria-busy="true"]').first().waitFor({ state: 'detached', timeout: timeoutMs });
  await untilNoRequests(page, 100, timeoutMs);
  await untilAnimationsEnd(page);
  await untilDrawn(page);
}
