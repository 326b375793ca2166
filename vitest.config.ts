import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/longFilesFirst.mjs';

/** The order of the unit tests, printed so a failure that depends on it can be repeated (TEST_SEED=…). */
if (!process.env.TEST_SEED) {
  process.env.TEST_SEED = String(Math.floor(Math.random() * 1_000_000));
  console.log(`unit tests shuffled with TEST_SEED=${process.env.TEST_SEED}`);
}
const seed = Number(process.env.TEST_SEED);

/** The API files that publish to or subscribe on the MQTT broker's topics, which every portal shares. */
const API_ALONE = ['tests/api/cluster.test.ts', 'tests/api/ingest.test.ts'];

/** What both API projects share: a portal per file, on SQLite and PostgreSQL. */
const api = {
  include: ['tests/api/**/*.test.ts'],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: ['tests/api/preparedStoresSetup.ts'],
};

/** The e2e files that share the MQTT broker's topics and sessions, or the machine's services, with each other. */
const ALONE = [
  'tests/e2e/alarms.test.ts',
  'tests/e2e/channels.test.ts',
  'tests/e2e/gatewayCrash.test.ts',
  'tests/e2e/scaleOut.test.ts',
];

/** What both end-to-end projects share: Chromium and a portal per file, with patience for a shared machine. */
const e2e = {
  include: ['tests/e2e/**/*.test.ts'],
  environment: 'node',
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A browser step waits up to five seconds, not vitest's one: the navigator's search runs a second
  // after typing stops, and CI shares two cores between the portals, Chromium and the tests.
  expect: { poll: { timeout: 5_000 } },
};

export default defineConfig({
  test: {
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        // Unit tests run in a random order so none can lean on another's leftovers, two files at once (vitest's
        // default on two cores is one).
        test: {
          name: 'unit',
          maxWorkers: 2,
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { shuffle: true, seed },
        },
      },
      // Two API files at once, one per core (vitest's default on two cores is one). Each has its own data directory
      // and PostgreSQL schema; the files that share the MQTT broker's topics, and the quotas' month, run in
      // api-alone, one at a time, after.
      // Files that read days of history copy a store the run prepares once (tests/api/preparedStores.ts).
      { extends: true, test: { ...api, name: 'api', exclude: API_ALONE, maxWorkers: 2 } },
      {
        extends: true,
        test: { ...api, name: 'api-alone', include: API_ALONE, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
      // End-to-end files start their own portal on a free port with its own data directory, so three run at once:
      // they spend much of their time waiting for a screen to settle (on two cores a run of two used about one).
      // A file that shares something machine-wide with another (the MQTT broker the gateways publish on, HAProxy's
      // port, PostgreSQL and Redis) runs in e2e-alone, one at a time, after the rest.
      { extends: true, test: { ...e2e, name: 'e2e', exclude: ALONE, maxWorkers: 3 } },
      { extends: true, test: { ...e2e, name: 'e2e-alone', include: ALONE, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
