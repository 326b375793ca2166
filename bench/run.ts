// `npm run bench`: API throughput against bare Fastify routes measured in the same run (telemetry idle), telemetry
// figures, the JavaScript the sign-in page loads, the demo fleet as `npm start` runs it (demoFleetBench.ts), every
// screen's first load (routeLoads.ts), the fleet screens in Chromium, the fleet-scale scenario (fleetScale.ts), the
// events and the quotas. Figures are ratios to baselines, so the machine cancels out. `npm run bench -- <part>`
// runs one part alone: fleet, quotas, events, pages or demo.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { signInBundle } from './signInBundle';
import { benchFleetScreens } from './browserBench';
import { benchRouteLoads } from './routeLoads';
import { benchDemoFleet } from './demoFleetBench';
import { benchInverterPoll } from './inverterPollBench';
import { benchFleetScale } from './fleetScale';
import { benchQuotas } from './quotaBench';
import { benchEvents } from './eventBench';
import { compareSameBytes, liveCalls, sameBytesGoals, signInToken, stationIds, stationWithInverters } from './sameBytes';
import { addInverterStation, bareInjectMedian, benchDayCurve, benchIngest } from './telemetryBench';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 2);

async function load(title: string, options: autocannon.Options) {
  // The generator runs in a worker thread: on the portal's own event loop it would slow what it measures.
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, workers: 1, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${title.padEnd(44)} ${result.requests.average.toFixed(0).padStart(7)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms${errors ? `  (${errors} failed)` : ''}`,
  );
  return result.requests.average;
}

/** The portal in this process: API throughput, live calls beside same-bytes routes, telemetry, sign-in bundle. */
async function benchInProcess(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const portal = await buildApp({
    ...readConfig({}),
    dataDir,
    captchaEnabled: false,
    loginRateLimit: 1_000_000,
    logLevel: 'silent',
    // The bench drives telemetry itself; a background backfill would load the machine while it measures.
    telemetryAutoRun: false,
  });
  const portalUrl = await portal.listen({ port: 0, host: '127.0.0.1' });

  const bare = Fastify();
  bare.post('/bare', async () => ({ code: 200, msg: 'ok', data: { answer: 42 } }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const password = readConfig({}).demoPassword;
  const token = await signInToken(portalUrl, password);

  console.log(`API, ${CONNECTIONS} connections, ${SECONDS} s each (node ${process.version}, ${os.cpus().length} cores)`);
  const baseline = await load('bare Fastify route, 40-byte answer (routing)', { url: `${bareUrl}/bare`, method: 'POST' });
  // Five at once: one account checks at most five passwords at a time (server/auth/passwordLockout.ts).
  const signIn = await load('POST /reception/login (scrypt)', {
    connections: 5,
    url: `${portalUrl}/prod-api/reception/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  const equipmentList = await load('GET /info/equipment/list (entity)', {
    url: `${portalUrl}/prod-api/info/equipment/list?pageSize=20&equipType=ZCNBQ`,
    headers: { authorization: `Bearer ${token}` },
  });
  console.log(
    `ratio to the 40-byte route: sign-in ${(signIn / baseline).toFixed(4)}, entity list ${(equipmentList / baseline).toFixed(3)}`,
  );

  console.log(`\nLive calls beside a bare route answering the same bytes, telemetry idle, ${ROUNDS} rounds each`);
  const psIds = await stationIds(portalUrl, token);
  const demoInverters = await stationWithInverters(portalUrl, token, psIds, 26);
  const large = { psId: await addInverterStation(portal, 200), inverters: 200 };
  const calls = await compareSameBytes(portalUrl, token, liveCalls(psIds, [demoInverters, large]), {
    seconds: SECONDS,
    rounds: ROUNDS,
    workers: true,
  });
  console.log('against the goals of issue 17');
  if (!sameBytesGoals(calls, { ratio: 0.5, p99Ms: 50 })) process.exitCode = 1;

  console.log('\nTelemetry (SQLite)');
  const ingest = await benchIngest(portal, dataDir);
  console.log(`ingest into live and history stores  ${ingest.ingest.toFixed(0).padStart(9)} points/s`);
  console.log(`raw batched inserts (baseline)        ${ingest.raw.toFixed(0).padStart(9)} rows/s`);
  console.log(`ratio to baseline: ingest ${(ingest.ingest / ingest.raw).toFixed(2)} (target: at least 100,000 points/s)`);
  const bareMedian = await bareInjectMedian(bare);
  const curveMedian = await benchDayCurve(portal, dataDir, token);
  console.log(
    `one-day powerCurve, a year of 1,000 inverters: median ${curveMedian.toFixed(2)} ms (bare route ${bareMedian.toFixed(2)} ms, ratio ${(curveMedian / bareMedian).toFixed(1)}; target under 5 ms)`,
  );
  if (ingest.ingest < 100_000 || curveMedian >= 5) process.exitCode = 1;

  await bare.close();
  const bundle = await signInBundle(portalUrl);
  await portal.close();
  fs.rmSync(dataDir, { recursive: true, force: true });

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\nSign-in page JavaScript (${bundle.files.length} files): ${kb(bundle.raw)} KB raw, ${kb(bundle.gzip)} KB gzipped (budget 350 KB gzipped)`,
  );
  for (const f of bundle.files) console.log(`  ${f.name.padEnd(44)} ${kb(f.gzip).padStart(7)} KB gz`);
  if (bundle.gzip > 350 * 1024) {
    console.log('OVER BUDGET');
    process.exitCode = 1;
  }
}

const only = process.argv[2];
const ALONE = ['fleet', 'quotas', 'events', 'pages', 'demo'];
if (only !== undefined && !ALONE.includes(only))
  throw new Error(`npm run bench -- ${only}: the parts that run alone are ${ALONE.join(', ')}`);
if (only === undefined || only === 'events') {
  console.log('\nEvents (issue 13)');
  if (!(await benchEvents())) {
    console.log('OVER BUDGET (the event list of a station’s month under 50 ms median)');
    process.exitCode = 1;
  }
}
if (only === undefined || only === 'quotas') {
  console.log('\nQuotas (issue 12)');
  if (!(await benchQuotas())) {
    console.log('OVER BUDGET (a year grid from stored quotas under 50 ms median)');
    process.exitCode = 1;
  }
}
if (only === undefined) {
  await benchInProcess();
  console.log('\nThe demo fleet as `npm start` runs it (issue 37)');
  if (!(await benchDemoFleet({ seconds: SECONDS, rounds: ROUNDS }))) process.exitCode = 1;
  console.log('\nFirst loads in Chromium (issue 37)');
  await benchRouteLoads();
  console.log('\nFleet screens in Chromium, demo fleet grown to 500 stations (DEMO_STATIONS=500)');
  if (!(await benchFleetScreens())) {
    console.log('OVER BUDGET (markers within 5 s, a matrix poll under 300 ms of main thread)');
    process.exitCode = 1;
  }
  console.log('\nInverter overview in Chromium, each 3 s poll, on 26 and on 200 inverters');
  if (!(await benchInverterPoll())) {
    console.log('OVER BUDGET (a 200-inverter poll under 50 ms of main-thread CPU beyond a page that polls nothing)');
    process.exitCode = 1;
  }
}
if (only === 'pages') await benchRouteLoads();
if (only === 'demo' && !(await benchDemoFleet({ seconds: SECONDS, rounds: ROUNDS }))) process.exitCode = 1;
if ((only === undefined || only === 'fleet') && !(await benchFleetScale())) process.exitCode = 1;
