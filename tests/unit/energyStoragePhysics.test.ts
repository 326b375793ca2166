import { describe, expect, it } from 'vitest';
import { stepBattery, type BatteryModel, type BatteryState } from '../../server/sources/simulator/storage';
import { requestedPower, defaultRunSettings } from '../../server/sources/simulator/storageDispatch';

/** The reference the docs state (docs/energy-storage.md), written here: η = 1 / (1 + 0.008/x + 0.008 + 0.004·x). */
const eta = (acKw: number, ratedKw: number) => {
  const x = Math.abs(acKw) / ratedKw;
  return 1 / (1 + 0.008 / x + 0.008 + 0.004 * x);
};

/** The cells' DC round trip from the datasheet figure docs/energy-storage.md states: 95 %, the same loss each way. */
const CELL_ONE_WAY = Math.sqrt(0.95);
/** What the cells hold changes by: a charge's power times the cells' efficiency, a discharge's over it. */
const intoCells = (dcKw: number) => (dcKw > 0 ? dcKw / CELL_ONE_WAY : dcKw * CELL_ONE_WAY);

describe('a storage converter and its battery obey energy (docs/energy-storage.md)', () => {
  const battery: BatteryModel = { ratedKw: 2500, energyKwh: 15 * 344.064, socMin: 10, socMax: 95 };

  it('loses both ways: charging the cells get P_ac × η, discharging the grid gets P_dc × η', () => {
    const charging = stepBattery(battery, { soc: 50, dcKw: 0 }, -2000, 3);
    expect(charging.acKw).toBe(-2000);
    expect(charging.dcKw).toBeCloseTo(-2000 * eta(2000, 2500), 6);
    const discharging = stepBattery(battery, { soc: 50, dcKw: 0 }, 2250, 3);
    expect(discharging.acKw).toBe(2250);
    expect(discharging.acKw).toBeCloseTo(discharging.dcKw * eta(2250, 2500), 6);
    expect(eta(2500, 2500)).toBeCloseTo(0.98, 3);
  });

  it('SOC follows the DC energy less the cells’ loss step by step, and stops at its limits without losing any', () => {
    for (const request of [-2000, 2250]) {
      let state: BatteryState = { soc: 50, dcKw: 0 };
      let dcEnergy = 0;
      for (let k = 0; k < 400; k++) {
        const next = stepBattery(battery, state, request, 300);
        dcEnergy += (((intoCells(state.dcKw) + intoCells(next.dcKw)) / 2) * 300) / 3600;
        state = next;
        expect(state.soc).toBeGreaterThanOrEqual(battery.socMin);
        expect(state.soc).toBeLessThanOrEqual(battery.socMax);
      }
      expect(state.soc).toBeCloseTo(request < 0 ? battery.socMax : battery.socMin, 6);
      expect(((50 - state.soc) / 100) * battery.energyKwh).toBeCloseTo(dcEnergy, 6);
    }
  });

  it('a full cycle through converter and cells returns what a lithium plant returns, 88-93 % AC to AC', () => {
    let state: BatteryState & { acKw: number } = { soc: battery.socMin, dcKw: 0, acKw: 0 };
    let charged = 0;
    let discharged = 0;
    for (const request of [-2000, 2250])
      for (let k = 0; k < 400; k++) {
        const next = stepBattery(battery, state, request, 300);
        const ac = ((state.acKw + next.acKw) / 2) * (300 / 3600);
        if (ac < 0) charged -= ac;
        else discharged += ac;
        state = next;
      }
    expect(discharged / charged).toBeGreaterThan(0.88);
    expect(discharged / charged).toBeLessThan(0.93);
  });

  it('a PV-plus-storage site charges from its PV surplus only, a grid storage site at its schedule’s power', () => {
    const pves = defaultRunSettings('PVES', 1000);
    const noon = 12 * 60;
    expect(requestedPower(pves, { psType: 'PVES', minute: noon, ratedKw: 1000, netLoadKw: -300 })).toBe(-300);
    expect(requestedPower(pves, { psType: 'PVES', minute: noon, ratedKw: 1000, netLoadKw: 200 })).toBeCloseTo(0, 9);
    expect(requestedPower(pves, { psType: 'PVES', minute: 60, ratedKw: 1000, netLoadKw: 200 })).toBe(0);
    const es = defaultRunSettings('ES', 5000);
    expect(requestedPower(es, { psType: 'ES', minute: 60, ratedKw: 5000, netLoadKw: 0 })).toBe(-4000);
  });
});
