import { defineConfig } from 'vitest/config';

/** The order of the unit tests, printed so a failure that depends on it can be repeated (TEST_SEED=…). */
if (!process.env.TEST_SEED) {
  process.env.TEST_SEED = String(Math.floor(Math.random() * 1_000_000));
  console.log(`unit tests shuffled with TEST_SEED=${process.env.TEST_SEED}`);
}
const seed = Number(process.env.TEST_SEED);

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        // Unit tests run in a random order so none can lean on another's leftovers.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          sequence: { shuffle: true, seed },
        },
      },
      {
        extends: true,
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // A browser step waits up to five seconds, not vitest's one: the navigator's search runs a second
          // after typing stops, and CI shares two cores between the portal, Chromium and the tests.
          expect: { poll: { timeout: 5_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
