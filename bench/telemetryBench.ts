// Telemetry figures for `npm run bench`: ingest throughput against raw batched inserts, a 200-inverter
// station for the inverter list under load, and the one-day curve over a year of 1,000 devices' history.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { emptySamples } from '../server/telemetry/historyStore';
import { encodeDay } from '../server/telemetry/daySlots';
import { MEASURED } from '../shared/slotQuality';
import { addDays, localMidnight } from '../shared/stationDay';

const STEP = 300_000;

/** Adds a station with `count` string inverters (and a combiner box each) and reloads the registry. */
export async function addStation(app: FastifyInstance, name: string, count: number): Promise<number> {
  const { db } = app;
  const { ps_id: psId } = await db
    .insertInto('power_station')
    .values({
      ps_name: name,
      ps_short_name: null,
      ps_code: name,
      ps_type: 'PV',
      pv_type: '1',
      dept_id: 1,
      country: 'DE',
      district: null,
      address: null,
      longitude: 13.4,
      latitude: 52.5,
      time_zone: 'Europe/Berlin',
      capacity: count * 115,
      battery_capacity: 0,
      state: 1,
      operation_date: null,
      grid_type: null,
      contact_person: null,
      contact_phone: null,
      price: null,
      redirect_mname: null,
      order_num: 999,
      remark: null,
      created_at: Date.now(),
    })
    .returning('ps_id')
    .executeTakeFirstOrThrow();
  const configs = await db.selectFrom('point_config').select(['point_config_id', 'equip_type', 'model_name']).execute();
  const config = (type: string, model: string) =>
    configs.find((c) => c.equip_type === type && c.model_name === model)!.point_config_id;
  for (let i = 0; i < count; i += 250) {
    const rows = Array.from({ length: Math.min(250, count - i) }, (_, k) => i + k + 1).flatMap((n) => [
      {
        ps_id: psId,
        equip_type: 'JZNBQ',
        equip_name: `String inverter ${n}`,
        collect_id: n * 2,
        point_config_id: config('JZNBQ', 'Huawei SUN2000-100KTL'),
        parent_id: null,
        place: 'Field',
        model: 'Huawei SUN2000-100KTL',
        sn: `SN${n}`,
        peak_power: 100,
        order_num: n * 2,
      },
    ]);
    await db.insertInto('equipment').values(rows).execute();
  }
  const inverters = await db.selectFrom('equipment').select(['equip_id', 'collect_id']).where('ps_id', '=', psId).execute();
  for (let i = 0; i < inverters.length; i += 250) {
    await db
      .insertInto('equipment')
      .values(
        inverters.slice(i, i + 250).map((inv) => ({
          ps_id: psId,
          equip_type: 'HLX',
          equip_name: `Combiner box ${inv.collect_id / 2}`,
          collect_id: inv.collect_id + 1,
          point_config_id: config('HLX', 'PVS-8'),
          parent_id: inv.equip_id,
          place: 'Field',
          model: 'PVS-8',
          sn: null,
          peak_power: null,
          order_num: inv.collect_id + 1,
        })),
      )
      .execute();
  }
  await app.telemetry.registry.refresh();
  app.telemetry.simulator?.build();
  return psId;
}

/** Ingest into live and history stores, against the same points inserted raw in batches. */
export async function benchIngest(app: FastifyInstance, dataDir: string): Promise<{ ingest: number; raw: number }> {
  const { registry, ingest, history } = app.telemetry;
  const handles = [...registry.stations.values()].flatMap((s) =>
    registry
      .devicesOf(s.psId)
      .flatMap((d) => registry.pointsOf(d).map((p) => registry.handle(s.psId, d.equipType, d.collectId, p.code)!)),
  );
  const steps = Math.max(1, Math.round(600_000 / handles.length));
  const start = Math.floor(Date.now() / STEP) * STEP - steps * STEP;
  const t0 = performance.now();
  for (let s = 0; s < steps; s++) {
    const time = start + s * STEP;
    for (let i = 0; i < handles.length; i++) ingest.write(handles[i]!, (i % 97) + s * 0.5, time, STEP);
  }
  await history.flush(0);
  const ingestRate = (handles.length * steps) / ((performance.now() - t0) / 1000);

  const raw = new SQLite(path.join(dataDir, 'portal.sqlite'));
  raw.exec(
    'create table if not exists bench_sample (series_id integer, ts integer, value real, primary key (series_id, ts)) without rowid',
  );
  const insert = raw.prepare('insert or replace into bench_sample values (?, ?, ?)');
  const batch = raw.transaction((rows: [number, number, number][]) => {
    for (const r of rows) insert.run(r[0], r[1], r[2]);
  });
  const t1 = performance.now();
  let rows: [number, number, number][] = [];
  for (let s = 0; s < steps; s++) {
    for (let i = 0; i < handles.length; i++) {
      rows.push([i, start + s * STEP, (i % 97) + s * 0.5]);
      if (rows.length === 10_000) {
        batch(rows);
        rows = [];
      }
    }
  }
  batch(rows);
  const rawRate = (handles.length * steps) / ((performance.now() - t1) / 1000);
  raw.exec('drop table bench_sample');
  raw.close();
  return { ingest: ingestRate, raw: rawRate };
}

/** A station with `count` string inverters and their live values, for the inverter list under load. */
export async function addInverterStation(app: FastifyInstance, count: number): Promise<number> {
  const psId = await addStation(app, `Bench ${count} inverters`, count);
  app.telemetry.tick();
  return psId;
}

/** Median latency of the one-day power curve, with a year of history for 1,000 inverters in the store. */
export async function benchDayCurve(app: FastifyInstance, dataDir: string, token: string): Promise<number> {
  const psId = await addStation(app, 'Bench 1000 inverters', 1000);
  const { registry } = app.telemetry;
  const zone = 'Europe/Berlin';
  const today = new Date().toISOString().slice(0, 10);
  const devices = registry.devicesOf(psId).filter((d) => d.equipType === 'JZNBQ');
  const series = devices
    .flatMap((d) => ['P', 'Pdc'].map((code) => registry.seriesId(psId, d.equipType, d.collectId, code)!))
    .concat(registry.seriesId(psId, 'PS', 0, 'irradiance')!);
  const raw = new SQLite(path.join(dataDir, 'portal.sqlite'));
  const insert = raw.prepare('insert or replace into history_day (series_id, day, start_ts, samples) values (?, ?, ?, ?)');
  const fill = raw.transaction((day: string, start: number, blob: Buffer) => {
    for (const id of series) insert.run(id, day, start, blob);
  });
  for (let i = 1; i <= 365; i++) {
    const day = addDays(today, -i);
    const start = localMidnight(zone, day);
    const samples = emptySamples(start, localMidnight(zone, addDays(day, 1)), 5).map(
      (_, s) => Math.max(0, Math.sin(((s - 72) / 144) * Math.PI)) * 90 + (i % 7),
    );
    fill(day, start, encodeDay({ samples, qualities: new Uint8Array(samples.length).fill(MEASURED) }));
  }
  raw.close();
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const d = devices[(i * 7919) % devices.length]!;
    const date = addDays(today, -1 - ((i * 31) % 365));
    const t = performance.now();
    const r = await app.inject({
      method: 'POST',
      url: '/prod-api/monitor/nbqRealData/powerCurve',
      headers: { authorization: `Bearer ${token}` },
      payload: { psId, equipType: 'JZNBQ', collectId: d.collectId, date },
    });
    times.push(performance.now() - t);
    if (r.statusCode !== 200) throw new Error(`power curve answered ${r.statusCode}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Median latency of a bare in-process route, the baseline of the curve figure. */
export async function bareInjectMedian(app: FastifyInstance): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 400; i++) {
    const t = performance.now();
    await app.inject({ method: 'POST', url: '/bare' });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
