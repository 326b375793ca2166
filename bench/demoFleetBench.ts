// The portal as a newcomer meets it: `npm start` on an empty store with the default demo fleet (28 stations,
// simulator on), which first fills 30 days of history and then runs live. Printed: how long until it listens, until
// today is filled (before the past) and until history is filled (goal under 60 s on an idle 2-core machine), then the live calls beside bare routes
// answering the same bytes, with the fleet running as users run it (goal at least 0.5, p99 under 50 ms).
import { startPortalProcess } from '../tests/e2e/portalServer';
import { buildOnce } from './fleetScale';
import { compareSameBytes, liveCalls, sameBytesGoals, signInToken, stationIds, stationWithInverters } from './sameBytes';

const PASSWORD = 'Bench_pass1';
const MINUTE = 60_000;
const FILL_GOAL_S = 60;

/** Runs the scenario; answers false when a figure misses its goal. */
export async function benchDemoFleet(options: { seconds: number; rounds: number }): Promise<boolean> {
  await buildOnce();
  const t0 = performance.now();
  const portal = await startPortalProcess({ CAPTCHA: 'off', DEMO_PASSWORD: PASSWORD }, { readyTimeoutMs: 10 * MINUTE });
  try {
    const listening = (performance.now() - t0) / 1000;
    let today: number | null = null;
    void portal
      .waitForOutput("Today's history filled", 30 * MINUTE)
      .then(() => (today = (performance.now() - t0) / 1000))
      .catch(() => undefined);
    await portal.waitForOutput('Simulated fleet', 30 * MINUTE);
    const live = (performance.now() - t0) / 1000;
    const fillMet = live < FILL_GOAL_S;
    console.log(
      `first start: listening after ${listening.toFixed(1)} s, today's curves and energy after ${today === null ? '(not filled first)' : `${(today as number).toFixed(1)} s`}, 30 days of history filled and live after ${live.toFixed(1)} s; goal < ${FILL_GOAL_S} s${fillMet ? '' : '  OVER'}`,
    );
    const token = await signInToken(portal.url, PASSWORD);
    const psIds = await stationIds(portal.url, token);
    const inverters = await stationWithInverters(portal.url, token, psIds, 26);
    console.log(`live calls with the demo fleet running (${psIds.length} stations, simulator on)`);
    const calls = await compareSameBytes(portal.url, token, liveCalls(psIds, [inverters]), { ...options, workers: true });
    return sameBytesGoals(calls, { ratio: 0.5, p99Ms: 50 }) && fillMet;
  } finally {
    await portal.stop();
  }
}
