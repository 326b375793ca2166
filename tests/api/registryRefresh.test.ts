import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, psIdsByCode, startPortal, type Portal } from './harness';
import { PointRegistry } from '../../server/telemetry/pointRegistry';

/**
 * The processes of a split deployment refresh their registries together, at start and at every configuration
 * change (docs/scale-out.md): each may find a new device's history series missing and make them.
 */
describe.each(backends)('registries refreshing together on %s', (backend) => {
  let portal: Portal;
  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: false });
  });
  afterAll(() => portal.close());

  it("both make or find a new device's series, and agree on them", async () => {
    const psId = (await psIdsByCode(portal))['DE-PV-011']!;
    const inverter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    await portal.app.db
      .insertInto('equipment')
      .values({
        ps_id: psId,
        equip_type: 'JZNBQ',
        equip_name: 'Strangwechselrichter neu',
        collect_id: 900,
        point_config_id: inverter.pointConfigId,
      })
      .execute();
    const [a, b] = [new PointRegistry(portal.app.db), new PointRegistry(portal.app.db)];
    await Promise.all([a.refresh(), b.refresh()]);
    const historized = a.pointsOf(a.deviceAt(psId, 'JZNBQ', 900)!).filter((p) => p.historyMinutes > 0);
    expect(historized.length).toBeGreaterThan(2);
    for (const { code } of historized) {
      expect(a.seriesId(psId, 'JZNBQ', 900, code), code).not.toBeNull();
      expect(b.seriesId(psId, 'JZNBQ', 900, code), code).toBe(a.seriesId(psId, 'JZNBQ', 900, code));
    }
  });
});
