import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Portal } from './harness';
import { PREPARED_STORE_TIMEOUT_MS, startPortalWithHistory } from './preparedStores';
import type { StationFacts } from '../../server/telemetry/pointRegistry';
import { StationCalendar, addDays } from '../../shared/stationDay';

/**
 * What an energy analyst checks of yesterday at every demo PV plant, against references written here and
 * not taken from the simulator: the sky above the atmosphere (Spencer's declination and equation of time),
 * the IEC 61724-1 performance ratio, and the climate normals of the places. The physics does not depend on
 * the store, so SQLite alone.
 */

const DAY = 86_400_000;
const DEG = Math.PI / 180;
const calendar = new StationCalendar();

/** Monthly mean air temperature, °C: DWD Berlin-Tempelhof, DMI Denmark, IMGW Poznań and AEMET Sevilla normals 1991-2020. */
const NORMALS: Record<string, number[]> = {
  DE: [0.9, 1.9, 5.0, 10.0, 14.3, 17.6, 19.7, 19.3, 14.9, 9.8, 5.0, 1.9],
  DK: [1.5, 1.4, 3.2, 7.1, 11.2, 14.5, 17.1, 17.0, 13.6, 9.4, 5.5, 2.6],
  PL: [-0.9, 0.3, 3.8, 9.2, 14.1, 17.4, 19.6, 19.1, 14.3, 9.0, 4.1, 0.5],
  ES: [11.0, 12.6, 15.6, 17.8, 21.4, 25.6, 28.6, 28.5, 25.1, 20.5, 15.1, 12.2],
};

/**
 * Over the UTC span, kWh/m², minute steps: the extraterrestrial irradiation on a plane (tilt, azimuth clockwise
 * from north), and Haurwitz's clear-sky global horizontal irradiation (1098 cos Z e^(-0.057 / cos Z) W/m²).
 */
function skyOf(s: StationFacts, tilt: number, azimuth: number, from: number, to: number) {
  let wh = 0;
  let clearWh = 0;
  for (let t = from; t < to; t += 60_000) {
    const date = new Date(t);
    const doy = (t - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
    const g = (2 * Math.PI * doy) / 365;
    const decl =
      0.006918 - 0.399912 * Math.cos(g) + 0.070257 * Math.sin(g) - 0.006758 * Math.cos(2 * g) + 0.000907 * Math.sin(2 * g);
    const eotMin =
      229.18 *
      (0.000075 + 0.001868 * Math.cos(g) - 0.032077 * Math.sin(g) - 0.014615 * Math.cos(2 * g) - 0.04089 * Math.sin(2 * g));
    const solarMinutes = (t % DAY) / 60_000 + 4 * s.longitude + eotMin;
    const hourAngle = (solarMinutes / 4 - 180) * DEG;
    const lat = s.latitude * DEG;
    const cosZ = Math.sin(lat) * Math.sin(decl) + Math.cos(lat) * Math.cos(decl) * Math.cos(hourAngle);
    if (cosZ <= 0) continue;
    clearWh += (1098 * cosZ * Math.exp(-0.057 / cosZ)) / 60;
    const sinZ = Math.sqrt(1 - cosZ * cosZ);
    // Sun azimuth clockwise from north.
    const cosAz = (Math.sin(decl) - cosZ * Math.sin(lat)) / (sinZ * Math.cos(lat));
    const sunAz =
      hourAngle > 0 ? 2 * Math.PI - Math.acos(Math.max(-1, Math.min(1, cosAz))) : Math.acos(Math.max(-1, Math.min(1, cosAz)));
    const cosInc = cosZ * Math.cos(tilt * DEG) + sinZ * Math.sin(tilt * DEG) * Math.cos(sunAz - azimuth * DEG);
    const e0 = 1361 * (1 + 0.033 * Math.cos(g));
    wh += (e0 * Math.max(0, cosInc)) / 60;
  }
  return { extraterrestrial: wh / 1000, clearHorizontal: clearWh / 1000 };
}

describe('the demo fleet’s PV plants as an analyst checks them', () => {
  let portal: Portal;
  const plants: StationFacts[] = [];

  beforeAll(async () => {
    portal = await startPortalWithHistory('sqlite', 2.2);
    for (const s of portal.app.telemetry.registry.stations.values()) if (s.psType === 'PV' || s.psType === 'PVES') plants.push(s);
  }, PREPARED_STORE_TIMEOUT_MS);
  afterAll(() => portal.close());

  const yesterday = (s: StationFacts) => addDays(calendar.dayOf(s.timeZone, Date.now()).day, -1);
  /** A station's day curve of its weather station's point, five-minute slots. */
  const weatherCurve = async (s: StationFacts, day: string, code: string) => {
    const qxz = portal.app.telemetry.registry.devicesOf(s.psId).find((d) => d.equipType === 'QXZ')!;
    const id = portal.app.telemetry.registry.seriesId(s.psId, 'QXZ', qxz.collectId, code)!;
    return (await portal.app.telemetry.history.readDay([id], s.timeZone, day)).get(id)!;
  };
  const sumKwh = (samples: Float64Array) => samples.reduce((a, v) => a + (Number.isNaN(v) ? 0 : v), 0) / 12 / 1000;
  const stationDay = async (s: StationFacts, day: string) => {
    const row = await portal.app.db
      .selectFrom('daily_stat')
      .select(['generation', 'irradiation'])
      .where('ps_id', '=', s.psId)
      .where('equip_id', '=', 0)
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    return { ...row, specificYield: row.generation / s.capacity, pr: row.generation / s.capacity / row.irradiation };
  };

  it('no plant’s plane receives more than the sky above the atmosphere lets through, and none has a PR above 1', async () => {
    expect(plants.length).toBeGreaterThan(10);
    for (const s of plants) {
      const day = yesterday(s);
      const { start, end } = calendar.dayOf(s.timeZone, Date.parse(`${day}T12:00:00Z`));
      const above = skyOf(s, s.settings.module_tilt, s.settings.module_azimuth, start, end).extraterrestrial;
      const d = await stationDay(s, day);
      // A clear sky passes at most about 80 % of the extraterrestrial irradiance, even at altitude.
      expect(d.irradiation, s.code).toBeLessThan(0.85 * above);
      if (d.irradiation >= 0.1) expect(d.pr, `${s.code} PR on ${day}`).toBeLessThan(1);
      // Nor any hour with 100 W/m² or more on the plane.
      const irr = (await weatherCurve(s, day, 'Irr')).samples;
      const meterId = portal.app.telemetry.registry.seriesId(s.psId, 'PS', 0, 'acPower')!;
      const power = (await portal.app.telemetry.history.readDay([meterId], s.timeZone, day)).get(meterId)!.samples;
      for (let h = 0; h + 12 <= irr.length; h += 12) {
        const hourIrr = sumKwh(irr.subarray(h, h + 12));
        const hourKwh = power.subarray(h, h + 12).reduce((a, v) => a + (Number.isNaN(v) ? 0 : v), 0) / 12;
        if (hourIrr >= 0.1) expect(hourKwh / s.capacity / hourIrr, `${s.code} hour ${h / 12}`).toBeLessThan(1);
      }
    }
  });

  it('an ordinary day’s PR is that of a real plant, and the yield follows the irradiation', async () => {
    const ordinary = [];
    for (const s of plants) {
      const d = await stationDay(s, yesterday(s));
      expect(d.specificYield, s.code).toBeLessThan(d.irradiation);
      if (d.irradiation < 1) continue;
      expect(d.pr, s.code).toBeGreaterThan(0.68);
      expect(d.pr, s.code).toBeLessThan(0.92);
      ordinary.push(d.pr);
    }
    ordinary.sort((a, b) => a - b);
    if (ordinary.length > 0) {
      const median = ordinary[Math.floor(ordinary.length / 2)]!;
      expect(median).toBeGreaterThan(0.75);
      expect(median).toBeLessThan(0.88);
    }
  });

  it('under an overcast sky the tilted plane gets about the horizontal, not the two or three times only sun gives', async () => {
    for (const s of plants) {
      const day = yesterday(s);
      const { start, end } = calendar.dayOf(s.timeZone, Date.parse(`${day}T12:00:00Z`));
      const horizontal = sumKwh((await weatherCurve(s, day, 'IrrH')).samples);
      const plane = sumKwh((await weatherCurve(s, day, 'Irr')).samples);
      const clearSkyIndex = horizontal / skyOf(s, 0, 180, start, end).clearHorizontal;
      if (clearSkyIndex < 0.3 && horizontal > 0.05) expect(plane / horizontal, `${s.code} on ${day}`).toBeLessThan(1.25);
    }
  });

  it('the air at the European plants is as warm as the climate normal of the month, give or take the weather', async () => {
    for (const s of plants.filter((p) => NORMALS[p.country])) {
      const day = yesterday(s);
      const samples = [...(await weatherCurve(s, day, 'Tamb')).samples].filter((v) => !Number.isNaN(v));
      const mean = samples.reduce((a, v) => a + v, 0) / samples.length;
      const normal = NORMALS[s.country]![Number(day.slice(5, 7)) - 1]!;
      expect(Math.abs(mean - normal), `${s.code} ${day}: ${mean.toFixed(1)} °C against ${normal} °C`).toBeLessThan(10);
    }
  });
});
