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
