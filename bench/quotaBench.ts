// Quota figures for `npm run bench` (issue 12): recalculating a year of one station and a month of the whole
// demo fleet, each against reading the same raw history rows, and a year grid answered from stored quotas.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { addDays } from '../shared/stationDay';
import { signInToken } from './sameBytes';

const DAY = 86_400_000;
const DAYS = 31;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the scenario; false when the year grid misses its 50 ms median. */
export async function benchQuotas(): Promise<boolean> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-quota-bench-'));
  const app = await buildApp({ ...readConfig({}), dataDir, captchaEnabled: false, logLevel: 'silent', telemetryAutoRun: false });
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signInToken(url, readConfig({}).demoPassword);
    const started = performance.now();
    await app.telemetry.backfill(Date.now() - DAYS * DAY, Date.now());
    console.log(`history of the demo fleet, ${DAYS} days: filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const { registry } = app.telemetry;
    const stations = [...registry.stations.values()];
    const golmud = stations[0]!;
    const today = app.quotas.today(golmud);
    const month = { from: addDays(today, -DAYS + 1), to: addDays(today, -1) };

    // A month of the whole fleet: daily statistics and every catalogue, day by day, as the recalculation does.
    const fleet = await timed(async () => {
      for (const s of stations) await recalculate(s, month.from, month.to);
    });
    const fleetRaw = await timed(() => readRaw(stations, month.from, month.to));
    console.log(
      `recalculate a month of ${stations.length} stations: ${(fleet / 1000).toFixed(2)} s; reading the same raw rows ${(fleetRaw / 1000).toFixed(2)} s (ratio ${(fleet / fleetRaw).toFixed(1)})`,
    );

    // A year of one station: its month of history copied back over the eleven months before.
    copyBack(path.join(dataDir, 'portal.sqlite'), golmud.psId, today);
    const yearFrom = addDays(today, -365);
    const year = await timed(() => recalculate(golmud, yearFrom, addDays(today, -1)));
    const yearRaw = await timed(() => readRaw([golmud], yearFrom, addDays(today, -1)));
    console.log(
      `recalculate a year of ${golmud.psName}: ${(year / 1000).toFixed(2)} s; reading the same raw rows ${(yearRaw / 1000).toFixed(2)} s (ratio ${(year / yearRaw).toFixed(1)})`,
    );

    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      const r = await app.inject({
        method: 'POST',
        url: '/prod-api/indicator/grid',
        headers: { authorization: `Bearer ${token}` },
        payload: { psId: golmud.psId, period: 'year', date: today.slice(0, 4) },
      });
      times.push(performance.now() - t);
      if (r.statusCode !== 200) throw new Error(`the year grid answered ${r.statusCode}`);
    }
    const grid = median(times);
    console.log(`year grid of one station from stored quotas: median ${grid.toFixed(1)} ms (target under 50 ms)`);
    return grid < 50;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /** The recalculation job as the page starts it: daily statistics and every catalogue, day by day. */
  async function recalculate(station: { psId: number }, from: string, to: string): Promise<void> {
    if (!(await app.recalculation.start(app.telemetry.registry.stations.get(station.psId)!, from, to, 'bench')))
      throw new Error('a recalculation is already running');
    await app.recalculation.settled();
  }

  /** Every history row of the stations' days, read and unpacked: what a recalculation cannot do with less. */
  async function readRaw(stations: { psId: number; timeZone: string }[], from: string, to: string): Promise<void> {
    const { registry, history } = app.telemetry;
    for (const s of stations) {
      const ids = registry
        .devicesOf(s.psId)
        .flatMap((d) =>
          [
            'P',
            'TotalE',
            'ChargeE',
            'DischargeE',
            'Pdc',
            'Irr',
            'IrrH',
            'Tamb',
            'Tmod',
            'WindSpeed',
            'Humidity',
            'EExp',
            'EImp',
            'Fault',
          ].map((c) => registry.seriesId(s.psId, d.equipType, d.collectId, c)),
        )
        .concat(
          ['acPower', 'totalCap', 'irradiance', 'soc', 'storagePower', 'gridPower', 'loadPower'].map((c) =>
            registry.seriesId(s.psId, 'PS', 0, c),
          ),
        )
        .filter((id): id is number => id !== null);
      for (let day = from; day <= to; day = addDays(day, 1)) await history.readDay(ids, s.timeZone, day, 5);
    }
  }
}

async function timed(run: () => Promise<void>): Promise<number> {
  const t = performance.now();
  await run();
  return performance.now() - t;
}

/** Copies a station's last month of history rows and statistics over the eleven months before it. */
function copyBack(file: string, psId: number, today: string): void {
  const db = new SQLite(file);
  const series = db.prepare(`select series_id from series where ps_id = ?`).all(psId) as { series_id: number }[];
  const ids = series.map((s) => s.series_id).join(',');
  const rows = db
    .prepare(`select * from history_day where series_id in (${ids}) and day >= ?`)
    .all(addDays(today, -DAYS + 1)) as {
    series_id: number;
    day: string;
    start_ts: number;
    samples: Buffer;
  }[];
  const stats = db
    .prepare(`select * from daily_stat where ps_id = ? and day >= ?`)
    .all(psId, addDays(today, -DAYS + 1)) as Record<string, unknown>[];
  const putRow = db.prepare('insert or ignore into history_day (series_id, day, start_ts, samples) values (?, ?, ?, ?)');
  const putStat = db.prepare(
    'insert or ignore into daily_stat (ps_id, equip_id, day, generation, charge, discharge, equivalent_hours, max_power, irradiation, updated_at) values (@ps_id, @equip_id, @day, @generation, @charge, @discharge, @equivalent_hours, @max_power, @irradiation, @updated_at)',
  );
  db.transaction(() => {
    for (let back = 1; back <= 11; back++) {
      const shift = back * DAYS;
      for (const r of rows) putRow.run(r.series_id, addDays(r.day, -shift), r.start_ts - shift * DAY, r.samples);
      for (const s of stats) putStat.run({ ...s, day: addDays(String(s.day), -shift) });
    }
  })();
  db.close();
}
