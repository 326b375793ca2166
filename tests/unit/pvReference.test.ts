import { describe, expect, it } from 'vitest';
import { dayOfYear, extraterrestrialNormal, sunPosition } from '../../server/sources/simulator/pv/solarPosition';
import { clearSkyAt, ineichen } from '../../server/sources/simulator/pv/clearSky';
import { erbsDiffuseFraction, splitGlobal } from '../../server/sources/simulator/pv/decomposition';
import { ashraeIam, hayDavies } from '../../server/sources/simulator/pv/transposition';
import { designGroundCoverage, shadedFraction, skyDiffuseMasking } from '../../server/sources/simulator/pv/rowShading';
import { faimanTemperature, windAtModuleHeight } from '../../server/sources/simulator/pv/moduleTemperature';
import { lowLightEfficiency, modulePowerPerKwp } from '../../server/sources/simulator/pv/dcPower';
import { pvMeterPower } from '../../server/sources/simulator/pv/gridLosses';
import { CLIMATE_SITES, climateFor, nearestClimate } from '../../server/sources/simulator/pv/siteClimates';
import { inverterAc } from '../../server/sources/simulator/solar';

// Each figure below is a published value, not one of the model's own results.

describe('solar position and extraterrestrial irradiance', () => {
  it('matches the NREL SPA worked example (Reda and Andreas 2004): Golden, Colorado, 17 October 2003 12:30:30 MST', () => {
    // Topocentric zenith 50.11162°, azimuth 194.34024° (clockwise from north).
    const sun = sunPosition(39.742476, -105.1786, new Date('2003-10-17T19:30:30Z'));
    expect(sun.zenith).toBeCloseTo(50.11162, 1);
    expect(sun.azimuth).toBeCloseTo(194.34024, 1);
  });

  it('gives about 1407 W/m² at perihelion and 1316 W/m² at aphelion for a solar constant of 1361 W/m²', () => {
    expect(extraterrestrialNormal(dayOfYear(Date.UTC(2026, 0, 3)))).toBeGreaterThan(1403);
    expect(extraterrestrialNormal(dayOfYear(Date.UTC(2026, 0, 3)))).toBeLessThan(1410);
    expect(extraterrestrialNormal(dayOfYear(Date.UTC(2026, 6, 4)))).toBeGreaterThan(1313);
    expect(extraterrestrialNormal(dayOfYear(Date.UTC(2026, 6, 4)))).toBeLessThan(1320);
  });
});

describe('Ineichen-Perez clear sky', () => {
  it('reproduces pvlib-python\u2019s reference case: zenith 10°, air mass 1, Linke 3, sea level, 1370 W/m²', () => {
    // pvlib tests/test_clearsky.py: GHI 1042.73, DNI 946.35 W/m².
    const sky = ineichen(10, 1, 3, 0, 1370);
    expect(Math.abs(sky.ghi / 1042.73 - 1)).toBeLessThan(0.01);
    expect(Math.abs(sky.dni / 946.35 - 1)).toBeLessThan(0.01);
    expect(sky.dhi).toBeGreaterThan(90);
    expect(sky.dhi).toBeLessThan(130);
  });

  it('is clearer at altitude and dimmer in a turbid sky', () => {
    const sea = clearSkyAt(30, 3, 0, 1361);
    expect(clearSkyAt(30, 3, 2800, 1361).ghi).toBeGreaterThan(sea.ghi * 1.05);
    expect(clearSkyAt(30, 5, 0, 1361).ghi).toBeLessThan(sea.ghi * 0.95);
    // A clear noon at 30° zenith near sea level gives 850-950 W/m² global (the order WMO clear days show).
    expect(sea.ghi).toBeGreaterThan(850);
    expect(sea.ghi).toBeLessThan(950);
  });
});

describe('Erbs decomposition', () => {
  it('gives the published diffuse fractions: 0.98 at kt 0.2, 0.66 at kt 0.5, 0.165 at kt 0.8 and above', () => {
    expect(erbsDiffuseFraction(0.2)).toBeGreaterThan(0.97);
    expect(erbsDiffuseFraction(0.5)).toBeCloseTo(0.659, 2);
    expect(erbsDiffuseFraction(0.75)).toBeGreaterThan(0.15);
    expect(erbsDiffuseFraction(0.75)).toBeLessThan(0.2);
    expect(erbsDiffuseFraction(0.9)).toBe(0.165);
  });

  it('keeps beam plus diffuse equal to the global', () => {
    const split = splitGlobal(600, Math.cos((40 * Math.PI) / 180), 1361, 900);
    expect(split.dni * Math.cos((40 * Math.PI) / 180) + split.dhi).toBeCloseTo(600, 6);
  });
});

describe('transposition to the module plane', () => {
  const plane = { tilt: 35, azimuth: 180, gcr: 0.34 };

  it('gives the isotropic sky under overcast: (1 + cos 35°)/2 + 0.2 (1 - cos 35°)/2 = 0.93 of the global', () => {
    // Winter noon in Brandenburg, sun 15° high, kt 0.15: all diffuse, no anisotropy left.
    const zenith = 75;
    const ghi = 0.15 * 1400 * Math.cos((zenith * Math.PI) / 180);
    const split = splitGlobal(ghi, Math.cos((zenith * Math.PI) / 180), 1400, 200);
    const poa = hayDavies(plane, { ghi, ...split }, zenith, 180, 1400).poa;
    expect(poa / ghi).toBeGreaterThan(0.9);
    expect(poa / ghi).toBeLessThan(1.15);
  });

  it('takes the ASHRAE incidence-angle modifier of b0 = 0.05: 0.95 at 60°, 0 beyond about 87°', () => {
    expect(ashraeIam(1)).toBe(1);
    expect(ashraeIam(Math.cos(Math.PI / 3))).toBeCloseTo(0.95, 6);
    expect(ashraeIam(Math.cos((88 * Math.PI) / 180))).toBe(0);
  });

  it('shades rows only below the sun they were laid out for', () => {
    // Infinite rows of tilt β at coverage ratio g: shade begins at the profile angle where sin α / sin(α + β) = g.
    expect(shadedFraction(30, 40, 0.5)).toBe(0);
    expect(shadedFraction(30, 15, 0.5)).toBeCloseTo(
      1 - Math.sin((15 * Math.PI) / 180) / (0.5 * Math.sin((45 * Math.PI) / 180)),
      6,
    );
    expect(designGroundCoverage(52, 35)).toBeGreaterThan(0.3);
    expect(designGroundCoverage(52, 35)).toBeLessThan(0.36);
    expect(skyDiffuseMasking(35, 0.34)).toBeGreaterThan(0.02);
    expect(skyDiffuseMasking(35, 0.34)).toBeLessThan(0.08);
  });

  it('gives each plant the masking of its own rows, also beside a plant of nearly the same latitude', () => {
    // Two plants 0.002° of latitude apart: coverage ratios 3e-5 apart, whichever is asked first.
    const [north, south] = [designGroundCoverage(45.002, 30), designGroundCoverage(45, 30)];
    expect(Math.abs(north - south)).toBeLessThan(1e-4);
    const first = skyDiffuseMasking(30, north);
    expect(skyDiffuseMasking(30, south)).toBeGreaterThan(first);
    // The denser rows (the plant further south) mask more, by about the ratio's own difference.
    expect(skyDiffuseMasking(30, south) - first).toBeLessThan(1e-4);
  });
});

describe('module temperature and DC power', () => {
  it('puts a module at nominal operating conditions (800 W/m², 20 °C, 1 m/s) at 45 ± 3 °C, a typical NOCT', () => {
    const t = faimanTemperature(20, 800, 1);
    expect(t).toBeGreaterThan(42);
    expect(t).toBeLessThan(48);
  });

  it('scales hub-height wind down to module height by the 1/7 power law', () => {
    expect(windAtModuleHeight(10)).toBeCloseTo(10 * (2.5 / 100) ** (1 / 7), 6);
  });

  it('loses 0.35 %/K above 25 °C and about 3 % at 200 W/m², as mono-PERC datasheets state', () => {
    expect(modulePowerPerKwp(1000, 25)).toBeCloseTo(1, 6);
    expect(modulePowerPerKwp(1000, 45)).toBeCloseTo(0.93, 6);
    expect(lowLightEfficiency(200)).toBeGreaterThan(0.96);
    expect(lowLightEfficiency(200)).toBeLessThan(0.975);
  });

  it('has an inverter of about 98.2 % European efficiency, clipping at its rating', () => {
    const eta = (load: number) => inverterAc(load, 1).efficiency / 100;
    const european = 0.03 * eta(0.05) + 0.06 * eta(0.1) + 0.13 * eta(0.2) + 0.1 * eta(0.3) + 0.48 * eta(0.5) + 0.2 * eta(1);
    expect(european).toBeGreaterThan(0.978);
    expect(european).toBeLessThan(0.986);
    expect(inverterAc(1.3, 1).acKw).toBe(1);
  });

  it('loses 1 % in the transformer and 1 % in the lines to the meter', () => {
    expect(pvMeterPower(100)).toBeCloseTo(98.01, 6);
  });
});

describe('the climate table', () => {
  it('has twelve months of each figure for every site, within the climates of the places', () => {
    for (const site of CLIMATE_SITES) {
      for (const field of [site.ghi, site.tMean, site.tRange, site.linke]) expect(field, site.name).toHaveLength(12);
      for (const ghi of site.ghi) expect(ghi).toBeLessThan(8.5);
      for (const linke of site.linke) expect(linke).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives a station the nearest reference site, and one south of the equator its mirror image with the seasons turned', () => {
    expect(nearestClimate(51.6, 14.0).name).toContain('Meuro');
    expect(climateFor(51.6, 14.0).name).toContain('Meuro');
    const south = climateFor(-38.6, -6.3);
    expect(south.name).toContain('Usagre');
    expect(south.latitude).toBeLessThan(0);
    expect(south.ghi[0]).toBe(nearestClimate(38.6, -6.3).ghi[6]);
    expect(south.tMean[6]).toBe(nearestClimate(38.6, -6.3).tMean[0]);
  });
});
