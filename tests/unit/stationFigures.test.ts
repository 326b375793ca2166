import { describe, expect, it } from 'vitest';
import { deriveStationFigures } from '../../server/telemetry/stationFigures';
import type { Device, StationFacts } from '../../server/telemetry/pointRegistry';

const device = (equipId: number, equipType: string, collectId = 1) => ({ equipId, equipType, collectId }) as Device;

/** Derives the figures of a station whose devices answer `values` (by equipId and code); silent ones answer nothing. */
function figures(psType: string, devices: Device[], values: Record<string, number | undefined>) {
  const out: Record<string, [number, boolean]> = {};
  deriveStationFigures(
    { psId: 1, psType } as StationFacts,
    devices,
    {
      has: () => true,
      value: (d, code) => values[`${d.equipId}:${code}`],
      today: () => undefined,
    },
    (code, value, estimated) => (out[code] = [value, estimated]),
  );
  return out;
}

describe('the station’s figures derived from its devices', () => {
  const meter = device(1, 'DB');
  const inverters = [device(2, 'ZCNBQ', 1), device(3, 'ZCNBQ', 2)];

  it('are as measured as the devices they read', () => {
    const all = figures('PV', [meter, ...inverters], { '1:P': 98, '2:P': 50, '3:P': 50 });
    expect(all.acPower).toEqual([98, false]);
  });

  it('are estimated where the portal stands in for a silent meter or counts a silent inverter as nothing', () => {
    const noMeter = figures('PV', [meter, ...inverters], { '2:P': 50, '3:P': 50 });
    expect(noMeter.acPower).toEqual([100, true]);
    const oneInverter = figures('PV', inverters, { '2:P': 50 });
    expect(oneInverter.acPower).toEqual([50, true]);
    expect(figures('PV', inverters, { '2:P': 50, '3:P': 40 }).acPower).toEqual([90, false]);
  });

  it('estimate a PV-plus-storage site’s load when its PV term is missing, and a storage mode nobody reported', () => {
    const pvMeter = device(4, 'DB', 2);
    const pcs = device(5, 'PCS');
    const site = figures('PVES', [meter, pvMeter, pcs], { '1:P': 20, '5:P': 30 });
    expect(site.loadPower).toEqual([10, true]);
    expect(site.storagePower).toEqual([30, false]);
    expect(figures('PVES', [meter, pvMeter, pcs], { '1:P': 20, '4:P': 40 }).runMode).toEqual([0, true]);
  });
});
