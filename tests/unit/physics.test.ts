import { describe, expect, it } from 'vitest';
import { getTimes } from 'suncalc';
import { inverterAc } from '../../server/sources/simulator/solar';
import { dcPowerPerKwp } from '../../server/sources/simulator/pv/dcPower';
import { climateFor } from '../../server/sources/simulator/pv/siteClimates';
import { weatherAt, type SiteClimate } from '../../server/sources/simulator/weather';
import { turbinePower, windSpeed } from '../../server/sources/simulator/wind';
import { GRID_STORAGE_SCHEDULE, PV_STORAGE_SCHEDULE, storageAt } from '../../server/sources/simulator/storage';
import { branchStates, inverterState } from '../../server/telemetry/deviceStates';
import { integrate } from '../../server/telemetry/dailyStats';

const golmud: SiteClimate = {
  latitude: 36.402,
  longitude: 94.903,
  tilt: 28,
  azimuth: 180,
  windScale: 4.5,
  seed: 2026,
  siteId: 1,
  climate: climateFor(36.402, 94.903),
};
const meuro: SiteClimate = {
  latitude: 51.545,
  longitude: 13.968,
  tilt: 35,
  azimuth: 180,
  windScale: 4.5,
  seed: 2026,
  siteId: 11,
  climate: climateFor(51.545, 13.968),
};

describe('PV physics', () => {
  it('gives no irradiance and no power between local sunset and sunrise', () => {
    for (const site of [golmud, meuro]) {
      const times = getTimes(new Date('2026-06-21T12:00:00Z'), site.latitude, site.longitude);
      for (const t of [times.sunset!.getTime() + 20 * 60_000, times.sunrise!.getTime() - 20 * 60_000]) {
        const w = weatherAt(site, t);
        expect(w.poa).toBe(0);
        expect(inverterAc(100 * dcPowerPerKwp(w.effectivePoa, w.moduleTemp), 100).acKw).toBe(0);
      }
    }
  });

  it('keeps midday AC power within the inverter peak, even on the clearest summer noon', () => {
    for (let day = 0; day < 365; day += 7) {
      const noon = Date.UTC(2026, 0, 1 + day, 12 - Math.round(golmud.longitude / 15));
      const w = weatherAt(golmud, noon);
      const ac = inverterAc(115 * dcPowerPerKwp(w.effectivePoa, w.moduleTemp), 100);
      expect(ac.acKw).toBeLessThanOrEqual(100);
      expect(ac.acKw).toBeGreaterThanOrEqual(0);
    }
  });

  it('irradiance on the module plane peaks near 1000 W/m² at a clear summer noon', () => {
    let peak = 0;
    for (let day = 0; day < 30; day++) peak = Math.max(peak, weatherAt(golmud, Date.UTC(2026, 5, 1 + day, 12 - 6, 20)).poa);
    expect(peak).toBeGreaterThan(850);
    expect(peak).toBeLessThan(1250);
  });

  it('inverter efficiency is about 98 % at half load and the output is clipped at rated power', () => {
    expect(inverterAc(50, 100).efficiency).toBeGreaterThan(97.5);
    expect(inverterAc(50, 100).efficiency).toBeLessThan(99);
    expect(inverterAc(140, 100).acKw).toBe(100);
  });
});

describe('wind physics', () => {
  it('follows the power curve: nothing below cut-in, rated at 13 m/s, nothing above cut-out', () => {
    expect(turbinePower(2.5)).toBe(0);
    expect(turbinePower(8)).toBeCloseTo(1302, 0);
    expect(turbinePower(13)).toBe(3000);
    expect(turbinePower(26)).toBe(0);
  });

  it('draws wind speeds whose mean matches the Weibull scale (mean = c × 0.886 for k = 2)', () => {
    let sum = 0;
    const n = 20000;
    for (let i = 0; i < n; i++) sum += windSpeed(7, 1, i * 1800, 8);
    expect(sum / n).toBeGreaterThan(8 * 0.886 * 0.85);
    expect(sum / n).toBeLessThan(8 * 0.886 * 1.15);
  });
});

describe('storage physics', () => {
  const battery = { ratedKw: 5000, energyKwh: 10000, socMin: 10, socMax: 95 };
  it('keeps the state of charge within its limits all day', () => {
    for (const schedule of [GRID_STORAGE_SCHEDULE, PV_STORAGE_SCHEDULE])
      for (let m = 0; m < 1440; m += 5) {
        const s = storageAt(battery, schedule, m);
        expect(s.soc).toBeGreaterThanOrEqual(10);
        expect(s.soc).toBeLessThanOrEqual(95);
      }
  });
  it('charges in the valley and discharges at the peak', () => {
    expect(storageAt(battery, GRID_STORAGE_SCHEDULE, 60).powerKw).toBeLessThan(0);
    expect(storageAt(battery, GRID_STORAGE_SCHEDULE, 9 * 60 + 30).powerKw).toBeGreaterThan(0);
    expect(storageAt(battery, GRID_STORAGE_SCHEDULE, 23 * 60).powerKw).toBe(0);
  });
});

describe('derived states and statistics', () => {
  it('judges branches: missing is not connected, near zero is zero, under 70 % of the average is low', () => {
    expect(branchStates([10, 10, 0, 6, undefined, 10])).toEqual([0, 0, 2, 1, 3, 0]);
  });
  it('keeps the last judgement when the sun is too low to judge', () => {
    expect(branchStates([0.1, 0, 0.1], [0, 2, 0])).toEqual([0, 2, 0]);
  });
  it('derives inverter states from signals and silence', () => {
    expect(inverterState(true, 1, 0, 0)).toBe(5);
    expect(inverterState(false, 1, 0, 1)).toBe(4);
    expect(inverterState(false, 1, 1, 0)).toBe(3);
    expect(inverterState(false, 0, 0, 0)).toBe(2);
    expect(inverterState(false, 1, 0, 0)).toBe(1);
  });
  it('integrates power samples by trapezoids', () => {
    expect(integrate(Float64Array.from([0, 60, 60, 0]), 60)).toBe(120);
  });
});
