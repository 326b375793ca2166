// Event figures for `npm run bench` (issue 13): the event list and its counts of a station's month in a store of a
// million events, beside the smallest signed-in route through the same stack, and the time from a sample that
// sets an alarm to the alarm arriving on an open event stream.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { EVENT_FLUSH_MS } from '../server/telemetry/telemetryService';
import { signInToken } from './sameBytes';

const EVENTS = 1_000_000;
const DAY = 86_400_000;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]!;

/** Runs the scenario; false when the list of a station's month misses its 50 ms median. */
export async function benchEvents(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-event-bench-'));
  const app = await buildApp({ ...readConfig({}), dataDir, captchaEnabled: false, logLevel: 'silent', telemetryAutoRun: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signInToken(url, readConfig({}).demoPassword);
    const stations = [...app.telemetry.registry.stations.values()];
    const filled = performance.now();
    fillEvents(
      path.join(dataDir, 'portal.sqlite'),
      stations.map((s) => s.psId),
    );
    console.log(
      `${EVENTS.toLocaleString('en')} events over a year of ${stations.length} stations stored in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
    );

    const station = stations[0]!;
    const month = new Date(Date.now() - 40 * DAY).toISOString().slice(0, 7);
    const filter = { psId: station.psId, beginDay: `${month}-01`, endDay: `${month}-28` };
    const timedCall = async (method: 'GET' | 'POST', target: string, payload?: object) => {
      const times: number[] = [];
      for (let i = 0; i < 40; i++) {
        const t = performance.now();
        const r = await app.inject({ method, url: `/prod-api${target}`, headers: { authorization: `Bearer ${token}` }, payload });
        times.push(performance.now() - t);
        if (r.statusCode !== 200) throw new Error(`${target} answered ${r.statusCode}`);
      }
      return median(times);
    };
    const baseline = await timedCall('GET', '/common/systemTime');
    const list = await timedCall('POST', '/event/list', { ...filter, pageNum: 1, pageSize: 20 });
    const lastPage = await timedCall('POST', '/event/list', { ...filter, pageNum: 50, pageSize: 20 });
    const counts = await timedCall('GET', `/event/count?${new URLSearchParams({ ...filter, psId: String(filter.psId) })}`);
    const fleet = await timedCall('POST', '/event/list', {
      beginDay: `${month}-01`,
      endDay: `${month}-28`,
      level: 3,
      pageSize: 20,
    });
    console.log(
      `event list of one station's month: median ${list.toFixed(1)} ms (target under 50 ms; ${(list / baseline).toFixed(1)}× the signed-in time route at ${baseline.toFixed(2)} ms)`,
    );
    console.log(
      `  its 50th page ${lastPage.toFixed(1)} ms, its counts by level ${counts.toFixed(1)} ms, serious faults of the whole fleet's month ${fleet.toFixed(1)} ms`,
    );

    const latencies = await pushLatency(app, url, token);
    console.log(
      `sample to event stream, ${latencies.length} alarms: median ${median(latencies).toFixed(0)} ms, p95 ${percentile(latencies, 0.95).toFixed(0)} ms (writes every ${EVENT_FLUSH_MS} ms)`,
    );
    return list < 50;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A million events straight into the store: levels, types and actions mixed, a year back, spread over the stations. */
function fillEvents(file: string, psIds: number[]): void {
  const db = new SQLite(file);
  const insert = db.prepare(
    `insert into event (ps_id, equip_id, equip_type, collect_id, point_code, level, event_time, event_type, action,
       content_key, content_params, confirmed, active, repeats) values (?, null, 'JZNBQ', ?, 'Fault', ?, ?, 1, ?, 'event.signalOn', ?, ?, 0, 0)`,
  );
  const now = Date.now();
  const params = JSON.stringify({ device: 'Inverter 1', point: 'Fault' });
  db.transaction(() => {
    for (let i = 0; i < EVENTS; i++)
      insert.run(
        psIds[i % psIds.length],
        (i % 40) + 1,
        i % 4,
        now - Math.floor((i / EVENTS) * 365 * DAY),
        (i % 2) + 1,
        params,
        i % 3 ? 1 : 0,
      );
  })();
  db.close();
}

/**
 * Fault samples through ingest's alarm rules, written on the portal's event period, timed until the stream carries
 * them. Each on another inverter: one point set and cleared again and again would chatter, and chatter is not pushed.
 */
async function pushLatency(app: Awaited<ReturnType<typeof buildApp>>, url: string, token: string): Promise<number[]> {
  const { registry } = app.telemetry;
  const inverters = [...registry.stations.keys()]
    .flatMap((psId) =>
      registry
        .devicesOf(psId)
        .filter((d) => ['JZNBQ', 'ZCNBQ', 'GCNBQ'].includes(d.equipType))
        .map((d) => ({ psId, d })),
    )
    .slice(0, 20);
  const writer = setInterval(() => void app.telemetry.events.flush(), EVENT_FLUSH_MS);
  const abort = new AbortController();
  try {
    const response = await fetch(`${url}/prod-api/event/stream`, {
      headers: { authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    const reader = response.body!.getReader();
    const latencies: number[] = [];
    for (const { psId, d: inverter } of inverters) {
      // Samples arrive at any moment of the write period.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * EVENT_FLUSH_MS));
      const sent = performance.now();
      app.telemetry.ingest.accept(
        [{ psId, equipType: inverter.equipType, collectId: inverter.collectId, pointCode: 'Fault', value: 1, time: Date.now() }],
        3000,
      );
      let text = '';
      while (!text.includes('event: alarm')) text += new TextDecoder().decode((await reader.read()).value);
      latencies.push(performance.now() - sent);
    }
    return latencies;
  } finally {
    clearInterval(writer);
    abort.abort();
  }
}
