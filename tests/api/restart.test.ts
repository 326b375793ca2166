import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { loadCounterState } from '../../server/telemetry/counterState';

const DAY = 86_400_000;

describe('a restart of the portal', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-'));
  const config = { ...readConfig({}), dataDir, logLevel: 'silent', telemetryAutoRun: false, captchaEnabled: false };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps standing alarms standing: a dead branch is not reported again, counters carry on', async () => {
    const now = Date.now();
    let app = await buildApp(config);
    await app.telemetry.backfill(now - 1.2 * DAY, now);
    const zeroBranch = () =>
      app.db
        .selectFrom('event')
        .select(['action'])
        .where('content_key', '=', 'event.branchZero')
        .where('content_params', 'like', '%汇流箱 2%')
        .execute();
    expect((await zeroBranch()).map((e) => e.action)).toEqual([1]);
    const psId = (
      await app.db.selectFrom('power_station').select('ps_id').where('ps_code', '=', 'CN-PV-001').executeTakeFirstOrThrow()
    ).ps_id;
    const total = app.telemetry.live.get(`${psId}_PS_0_totalCap`)!.value;
    await app.close();

    app = await buildApp(config);
    // A full further day of the same station, sunrise included.
    await app.telemetry.backfill(now + 300_000, now + DAY);
    expect((await zeroBranch()).map((e) => e.action)).toEqual([1]);
    expect(app.telemetry.live.get(`${psId}_PS_0_totalCap`)!.value).toBeGreaterThan(total);
    await app.close();
  }, 120_000);

  it("continues every station's counters in that station's model alone, not a copy of the fleet's in each", async () => {
    const app = await buildApp(config);
    const { registry, simulator } = app.telemetry;
    const stored = (await loadCounterState(app.db, registry, Date.now())).counters;
    const stationOf = (key: string) => registry.devices.get(Number(key.split(':')[0]))!.psId;
    let held = 0;
    for (const psId of registry.stations.keys()) {
      const keys = simulator!.modelOf(psId)!.counterKeys();
      expect(keys.filter((k) => stationOf(k) !== psId)).toEqual([]);
      expect(keys.sort()).toEqual([...stored.keys()].filter((k) => stationOf(k) === psId).sort());
      held += keys.length;
    }
    expect(held).toBe(stored.size);
    expect(stored.size).toBeGreaterThan(registry.stations.size);
    await app.close();
  });
});

describe('a restart at midday', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restart-noon-'));
  const config = { ...readConfig({}), dataDir, logLevel: 'silent', telemetryAutoRun: false, captchaEnabled: false };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("goes on with today's irradiation from what the store holds, not from zero", async () => {
    // The last local noon at Golmud (UTC+8, about 1 h 40 min ahead of its solar noon: 13:40 there is the sun's highest).
    const noon = Math.floor((Date.now() + 8 * 3_600_000) / DAY) * DAY - 8 * 3_600_000 + 13.5 * 3_600_000;
    const at = noon > Date.now() ? noon - DAY : noon;
    let app = await buildApp(config);
    await app.telemetry.backfill(at - 0.6 * DAY, at);
    const psId = (
      await app.db.selectFrom('power_station').select('ps_id').where('ps_code', '=', 'CN-PV-001').executeTakeFirstOrThrow()
    ).ps_id;
    const pyranometer = app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'QXZ')!;
    const key = `${psId}_QXZ_${pyranometer.collectId}_DayIrr`;
    const before = app.telemetry.live.get(key)!.value as number;
    expect(before).toBeGreaterThan(1);
    await app.close();

    app = await buildApp(config);
    // The portal started then: its models take the counters as the store held them at that instant.
    app.telemetry.simulator!.build((await loadCounterState(app.db, app.telemetry.registry, at + 300_000)).counters);
    await app.telemetry.backfill(at + 300_000, at + 600_000);
    const after = app.telemetry.live.get(key)!.value as number;
    expect(after).toBeGreaterThan(before);
    // Ten minutes of a midday sun add well under 0.2 kWh/m².
    expect(after - before).toBeLessThan(0.2);
    await app.close();
  }, 120_000);
});
