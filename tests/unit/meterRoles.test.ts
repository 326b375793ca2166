import { describe, expect, it } from 'vitest';
import { meterRoles } from '../../server/telemetry/meterRoles';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';

describe("a station's meters by role", () => {
  it('knows the grid and PV feeder meters of a PV-plus-storage site whatever their names and places say', () => {
    const site = DEMO_STATIONS.find((s) => s.type === 'PVES')!;
    const devices = demoEquipment(site).map((d, i) => ({ ...d, equipName: `电表 ${i}`, place: `位置 ${i}` }));
    const { grid, pv } = meterRoles([...devices].reverse(), 'PVES');
    expect([grid?.collectId, pv?.collectId]).toEqual([1, 2]);
  });

  it('gives a storage site its grid meter and no PV meter', () => {
    const site = DEMO_STATIONS.find((s) => s.type === 'ES')!;
    const { grid, pv } = meterRoles(demoEquipment(site), 'ES');
    expect(grid?.equipType).toBe('DB');
    expect(pv).toBeUndefined();
  });
});
