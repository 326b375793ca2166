import type { SolarSite } from './solar';
import { smoothNormal } from './noise';
import { windSpeed } from './wind';
import { clearSkyAt } from './pv/clearSky';
import { dayClearSkyIndex, instantClearSkyIndex, latentWeather } from './pv/clouds';
import { monthlyClearSkyIndex } from './pv/clearSkyClimate';
import { splitGlobal } from './pv/decomposition';
import { hayDavies } from './pv/transposition';
import { designGroundCoverage } from './pv/rowShading';
import { airTemperature, rangeFactor } from './pv/airTemperature';
import { faimanTemperature, windAtModuleHeight } from './pv/moduleTemperature';
import { monthlyAt, type ClimateSite } from './pv/siteClimates';
import { dayOfYear, extraterrestrialNormal, solarDay, solarHour, sunPosition } from './pv/solarPosition';

const DAY_MS = 86_400_000;
const DEG = Math.PI / 180;

export interface SiteClimate extends SolarSite {
  /** Weibull scale of hub-height wind, m/s. */
  windScale: number;
  seed: number;
  /** Distinguishes stations in the noise. */
  siteId: number;
  /** The long-term monthly climate of the place (the nearest reference site: pv/siteClimates.ts). */
  climate: ClimateSite;
}

/** The weather at a station at an instant: its sky (`Sky`, below) with the air's temperature, wind and moisture. */
export type Weather = Omit<Sky, 'dayIndex'> & {
  ambient: number;
  moduleTemp: number;
  /** Hub-height wind, m/s. */
  wind: number;
  humidity: number;
};

interface DaySky {
  /** The day's clear-sky index. */
  index: number;
  /** The month's mean clear-sky index. */
  monthMean: number;
}

/** The last few days' skies of each site: every step asks for today's and a neighbour's (a pure function's memory). */
const recentSkies = new WeakMap<SiteClimate, Map<number, DaySky>>();

/** A station's sky of one local solar day (days since 1970). */
function daySky(site: SiteClimate, day: number): DaySky {
  let known = recentSkies.get(site);
  if (!known) recentSkies.set(site, (known = new Map()));
  const cached = known.get(day);
  if (cached) return cached;
  const noon = day * DAY_MS + (12 - site.longitude / 15) * 3_600_000;
  const monthMean = monthlyClearSkyIndex(site.climate, new Date(noon).getUTCMonth());
  const sky = { index: dayClearSkyIndex(latentWeather(site.seed, site.siteId, day), monthMean), monthMean };
  if (known.size >= 8) known.clear();
  known.set(day, sky);
  return sky;
}

/** The day's temperature range, blended between days across each afternoon's maximum (15 h solar), so no step at midnight. */
function dailyRange(site: SiteClimate, doy: number, hour: number, day: number): number {
  const range = (d: number) => {
    const sky = daySky(site, d);
    return rangeFactor(sky.index, sky.monthMean);
  };
  const month = monthlyAt(site.climate.tRange, doy);
  const today = range(day);
  if (hour >= 15) return month * (today + (range(day + 1) - today) * ((hour - 15) / 24));
  const yesterday = range(day - 1);
  return month * (yesterday + (today - yesterday) * ((hour + 9) / 24));
}

/** The sky at a station at an instant: the sun and the irradiance, without the air's temperature and wind. */
export interface Sky {
  /** Sun elevation, degrees. */
  elevation: number;
  /** Global horizontal irradiance, W/m². */
  ghi: number;
  /** Direct normal irradiance, W/m². */
  dni: number;
  /** Diffuse horizontal irradiance, W/m². */
  dhi: number;
  /** Plane-of-array irradiance as a pyranometer in the plane reads it, W/m². */
  poa: number;
  /** What reaches the cells after row shading, the glass's incidence-angle losses and soiling, W/m². */
  effectivePoa: number;
  /** Global over clear-sky global (1 in a clear sky). */
  clearSkyIndex: number;
  /** The local solar day's clear-sky index (the day's irradiation over the clear sky's). */
  dayIndex: number;
}

/**
 * The irradiance at a station at an instant: sun, Ineichen-Perez clear sky, the day's clouds, Erbs's split
 * into beam and diffuse, Hay-Davies on the module plane, the rows' shading, the glass and soiling.
 */
export function skyAt(site: SiteClimate, tMs: number): Sky {
  const doy = dayOfYear(tMs);
  const dayIndex = daySky(site, solarDay(tMs, site.longitude)).index;
  const sun = sunPosition(site.latitude, site.longitude, new Date(tMs));
  if (sun.elevation <= 0)
    return { elevation: sun.elevation, ghi: 0, dni: 0, dhi: 0, poa: 0, effectivePoa: 0, clearSkyIndex: 0, dayIndex };
  const e0 = extraterrestrialNormal(doy);
  const clear = clearSkyAt(sun.zenith, monthlyAt(site.climate.linke, doy), site.climate.altitude, e0);
  const clearSkyIndex = instantClearSkyIndex(site.seed, site.siteId, tMs / 1000, dayIndex);
  const ghi = clear.ghi * clearSkyIndex;
  const split = splitGlobal(ghi, Math.cos(sun.zenith * DEG), e0, clear.dni);
  const rows = { tilt: site.tilt, azimuth: site.azimuth, gcr: designGroundCoverage(site.latitude, site.tilt) };
  const plane = hayDavies(rows, { ghi, dni: split.dni, dhi: split.dhi }, sun.zenith, sun.azimuth, e0);
  return {
    elevation: sun.elevation,
    ghi,
    dni: split.dni,
    dhi: split.dhi,
    poa: plane.poa,
    effectivePoa: plane.effective * (1 - site.climate.soiling),
    clearSkyIndex,
    dayIndex,
  };
}

/** The weather at a station at an instant: its sky, the air temperature from the site's climate, Faiman's module temperature (docs/pv-model.md). */
export function weatherAt(site: SiteClimate, tMs: number): Weather {
  const t = tMs / 1000;
  const doy = dayOfYear(tMs);
  const day = solarDay(tMs, site.longitude);
  const hour = solarHour(tMs, site.longitude);
  const sky = skyAt(site, tMs);
  const wind = windSpeed(site.seed, site.siteId * 7 + 6, t, site.windScale);
  const ambient = airTemperature({
    climate: site.climate,
    seed: site.seed,
    channel: site.siteId * 7 + 5,
    tMs,
    doy,
    hour,
    range: dailyRange(site, doy, hour, day),
  });
  // Drier when warm, damper under cloud.
  const moist = 75 - 1.5 * (ambient - 10) + 10 * (1 - sky.dayIndex) + 3 * smoothNormal(site.seed, site.siteId * 7 + 2, t, 7200);
  return {
    elevation: sky.elevation,
    ghi: sky.ghi,
    dni: sky.dni,
    dhi: sky.dhi,
    poa: sky.poa,
    effectivePoa: sky.effectivePoa,
    clearSkyIndex: sky.clearSkyIndex,
    ambient,
    moduleTemp: sky.poa > 0 ? faimanTemperature(ambient, sky.poa, windAtModuleHeight(wind)) : ambient,
    wind,
    humidity: Math.min(98, Math.max(15, moist)),
  };
}
