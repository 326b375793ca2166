import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import { backends, type Portal, psIdsByCode } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';

const FIXTURE = 'tests/fixtures/quotas/availability.json';

/** A configurator replaces the PV catalogue with one JSON file: the grid, the export and the API follow. */
describe.each(backends)('a quota catalogue added as a file on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let psId: number;
  const schemasDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-quotas-'));

  beforeAll(async () => {
    fs.cpSync('schemas', schemasDir, { recursive: true });
    fs.copyFileSync(FIXTURE, path.join(schemasDir, 'quotas', 'pv.json'));
    portal = await startPortalWithHistory(backend, 2.2, { schemasDir });
    admin = await portal.login('admin');
    psId = (await psIdsByCode(portal))['CN-PV-001']!;
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(async () => {
    await portal.close();
    fs.rmSync(schemasDir, { recursive: true, force: true });
  });

  it('its new quotas are computed from stored statistics and shown, exported and answered', async () => {
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const month = portal.app.quotas.today(station).slice(0, 7);
    const body = { psId, period: 'month', date: month };
    const answer = (await portal.call({ method: 'POST', url: '/prod-api/indicator/grid', payload: body, token: admin })).body;
    expect(answer.code).toBe(200);
    expect(answer.data.catalogue).toBe('pv-availability');
    const codes = answer.data.groups.flatMap((g: { quotas: { quotaCode: string }[] }) => g.quotas.map((q) => q.quotaCode));
    expect(codes).toEqual(['GENERATION', 'INVERTER_OUTPUT', 'INVERTER_OUTPUT_SHARE', 'BEST_INVERTER_HOURS']);
    const rows = await portal.app.db.selectFrom('daily_stat').selectAll().where('ps_id', '=', psId).execute();
    for (const row of answer.data.rows as { day: string; values: Record<string, number> }[]) {
      const station = rows.find((r) => r.day === row.day && r.equip_id === 0)!;
      const inverters = rows.filter((r) => r.day === row.day && r.equip_id !== 0);
      const output = inverters.reduce((s, r) => s + r.generation, 0);
      expect(row.values.GENERATION).toBeCloseTo(station.generation, 6);
      expect(row.values.INVERTER_OUTPUT).toBeCloseTo(output, 6);
      if (station.generation > 0) expect(row.values.INVERTER_OUTPUT_SHARE).toBeCloseTo((100 * output) / station.generation, 6);
      expect(row.values.BEST_INVERTER_HOURS).toBeCloseTo(Math.max(...inverters.map((r) => r.equivalent_hours)), 6);
    }
    const file = await portal.app.inject({
      method: 'POST',
      url: '/prod-api/indicator/export',
      payload: body,
      headers: { authorization: `Bearer ${admin}` },
    });
    const sheet = await readSheet(file.rawPayload);
    expect(sheet[1]).toEqual([
      'Day',
      'Generation (kWh)',
      'Inverter output (kWh)',
      'Inverter efficiency (%)',
      'Equivalent hours (h)',
    ]);
    expect(sheet[2]![1]).toBeCloseTo(answer.data.rows[0].values.GENERATION, 1);
  });
});
