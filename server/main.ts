import v8 from 'node:v8';
import { buildApp } from './app';
import { readConfig } from './config';
import { DEMO_ACCOUNTS } from './demo/seedDemo';

// The old generation grows by a fifth past what a major collection kept, not by V8's default of up to double:
// a thousand stations keep some 470 MB alive (docs/ingest.md, "The fill on every core").
v8.setFlagsFromString('--heap-growing-percent=20');
const config = readConfig();
const started = Date.now();
const app = await buildApp(config);
// Before the portal says it is ready: a stop asked for from then on flushes what it holds (history, acknowledged
// gateway samples) instead of meeting the default action, which ends the process on the spot.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });

const url = `http://localhost:${config.port}`;
const store = config.databaseUrl ? 'PostgreSQL' : `SQLite in ${config.dataDir}`;
console.log(`Power-station portal ready on ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s (${store})`);
if (config.seedDemo) {
  console.log(`Demo accounts (password "${config.demoPassword}", set DEMO_PASSWORD to change it on a new store):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.userName.padEnd(9)} ${a.role.padEnd(9)} ${a.nickName}`);
}
if (!config.captchaEnabled) console.log('Captcha is off (CAPTCHA=off).');
const shared = (count: number) => (count > 1 ? ` in ${count} processes` : '');
if (config.simulate) {
  const backfillStart = Date.now();
  const since = () => ((Date.now() - backfillStart) / 1000).toFixed(1);
  void app.telemetry.whenTodayFilled.then(() => console.log(`Today's history filled in ${since()} s; the past follows.`));
  void app.telemetry.whenLive.then((days) => {
    const filled =
      days >= 0.01
        ? `filled ${days.toFixed(days < 1 ? 2 : 0)} days of history in ${since()} s${shared(app.telemetry.fillProcessesUsed)}, `
        : '';
    console.log(`Simulated fleet: ${filled}live values every 3 s.`);
  });
}
