import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { startPortalProcess, type RunningPortal } from './portalServer';

/** The demo accounts' password in the e2e portals (the screen matrix and a few others choose their own). */
export const E2E_PASSWORD = 'E2e_pass1';

/** The longest a first start's fill of a few days may take on a busy machine. */
const HISTORY_FILL_MS = 600_000;

export interface PortalForFile {
  /** The demo accounts' password (DEMO_PASSWORD). */
  password?: string;
  /** Days of simulated history the first start fills (BACKFILL_DAYS); 0 unless the file needs past figures. */
  backfillDays?: number;
  /**
   * Tests start once the first start's history fill is done (the portal says "Simulated fleet"), as a reader waits
   * for the strip under the top bar to go before reading today's energy: two portals at once fill more slowly.
   */
  untilHistoryFilled?: boolean;
  /** Further environment of the portal (MQTT_URL, SCHEMAS_DIR, CAPTCHA: 'on', ...). */
  env?: Record<string, string>;
  /** How long portal and browser may take to start (a busy machine runs two files at once). */
  timeoutMs?: number;
}

export interface FileFixture {
  readonly portal: RunningPortal;
  readonly browser: Browser;
}

/**
 * The portal and Chromium of one e2e file, started before its first test and stopped after its last. Each file
 * gets its own portal on a free port with a fresh data directory, which is what lets files run in parallel.
 * Call it at the top of the file (or of its `describe`); hooks the file adds after it run once both are up.
 */
export function portalForThisFile(options: PortalForFile = {}): FileFixture {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  beforeAll(
    async () => {
      const env = {
        DEMO_PASSWORD: options.password ?? E2E_PASSWORD,
        CAPTCHA: 'off',
        BACKFILL_DAYS: String(options.backfillDays ?? 0),
        ...options.env,
      };
      // The browser starts while the portal seeds its store: neither waits for the other.
      const [started, launched] = await Promise.allSettled([startPortalProcess(env), launchChromium()]);
      // What did start is kept, so afterAll stops it even when the other failed.
      if (started.status === 'fulfilled') portal = started.value;
      if (launched.status === 'fulfilled') browser = launched.value;
      if (started.status === 'rejected') throw started.reason;
      if (launched.status === 'rejected') throw launched.reason;
      if (options.untilHistoryFilled) await portal!.waitForOutput('Simulated fleet', HISTORY_FILL_MS);
    },
    (options.timeoutMs ?? 180_000) + (options.untilHistoryFilled ? HISTORY_FILL_MS : 0),
  );
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });
  return {
    get portal() {
      if (!portal) throw new Error('the portal is not up: use it in a test or a hook, not while tests are collected');
      return portal;
    },
    get browser() {
      if (!browser) throw new Error('Chromium is not up: use it in a test or a hook, not while tests are collected');
      return browser;
    },
  };
}
