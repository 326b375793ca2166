import { clearSky, moduleTemperature, type SolarSite } from './solar';
import { smooth, smoothNormal, unit } from './noise';
import { windSpeed } from './wind';

const DAY_S = 86400;

export interface SiteClimate extends SolarSite {
  /** Weibull scale of hub-height wind, m/s. */
  windScale: number;
  seed: number;
  /** Distinguishes stations in the noise. */
  siteId: number;
}

export interface Weather {
  elevation: number;
  /** W/m² after clouds. */
  ghi: number;
  poa: number;
  ambient: number;
  moduleTemp: number;
  /** Hub-height wind, m/s. */
  wind: number;
  humidity: number;
}

/**
 * The sky of one day: clear, broken cloud or overcast, drawn per station and day, so neighbouring
 * days differ and a week has the mix an operator knows.
 */
export function cloudFactor(site: SiteClimate, tSeconds: number): number {
  const day = Math.floor(tSeconds / DAY_S);
  const kind = unit(site.seed, site.siteId, 101, day);
  const flicker = smooth(site.seed, site.siteId * 7 + 3, tSeconds, 600);
  if (kind < 0.45) return 0.97 - 0.05 * flicker;
  if (kind < 0.8) {
    const cover = smooth(site.seed, site.siteId * 7 + 4, tSeconds, 1800);
    return cover > 0.55 ? 0.35 + 0.3 * flicker : 0.95 - 0.1 * flicker;
  }
  return 0.18 + 0.17 * flicker;
}

/** Mean air temperature of the day of year at a latitude, and the daily swing around it. */
function ambientTemperature(site: SiteClimate, time: Date, tSeconds: number, cloud: number): number {
  const dayOfYear = (time.getTime() - Date.UTC(time.getUTCFullYear(), 0, 1)) / 86_400_000;
  const north = site.latitude >= 0 ? 1 : -1;
  const annualMean = 27 - 0.42 * Math.abs(site.latitude);
  const seasonal = (6 + 0.3 * Math.abs(site.latitude)) * -Math.cos(((dayOfYear - 20) / 365) * 2 * Math.PI) * north;
  // The warmest hour is mid-afternoon local solar time.
  const solarHour = (((tSeconds / 3600 + site.longitude / 15) % 24) + 24) % 24;
  const diurnal = (3 + 4 * cloud) * Math.cos(((solarHour - 15) / 24) * 2 * Math.PI);
  return annualMean + seasonal + diurnal + smoothNormal(site.seed, site.siteId * 7 + 5, tSeconds, 4 * 3600) * 1.2;
}

export function weatherAt(site: SiteClimate, tMs: number): Weather {
  const time = new Date(tMs);
  const t = tMs / 1000;
  const sky = clearSky(site, time);
  const cloud = cloudFactor(site, t);
  const poa = sky.poa * cloud;
  const ambient = ambientTemperature(site, time, t, cloud);
  return {
    elevation: sky.elevation,
    ghi: sky.ghi * cloud,
    poa,
    ambient,
    moduleTemp: moduleTemperature(ambient, poa),
    wind: windSpeed(site.seed, site.siteId * 7 + 6, t, site.windScale),
    humidity: Math.min(98, Math.max(15, 75 - 1.5 * (ambient - 10) + 10 * (1 - cloud))),
  };
}
