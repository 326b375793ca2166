import { clearSkyAt } from './clearSky';
import { extraterrestrialNormal, sunPosition } from './solarPosition';
import { monthlyAt, type ClimateSite } from './siteClimates';

/** First day of year of each month, and its length (a common year). */
const MONTH_START = [1, 32, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * The mean daily clear-sky global horizontal irradiation of a calendar month at a site, kWh/m²/day: the
 * Ineichen-Perez sky with the month's turbidity, the sun where the simulation puts it (suncalc, a common
 * year), every other day on ten-minute steps. What the cloud process divides the site's table figure by.
 */
export function monthlyClearSkyGhi(site: ClimateSite, month: number): number {
  let sum = 0;
  let days = 0;
  for (let doy = MONTH_START[month]!; doy < MONTH_START[month]! + MONTH_DAYS[month]!; doy += 2) {
    const e0 = extraterrestrialNormal(doy);
    const linke = monthlyAt(site.linke, doy);
    const midnight = Date.UTC(2021, 0, doy) - (site.longitude / 15) * 3_600_000;
    let wh = 0;
    for (let minute = 5; minute < 1440; minute += 10) {
      const sun = sunPosition(site.latitude, site.longitude, new Date(midnight + minute * 60_000));
      if (sun.elevation > 0) wh += (clearSkyAt(sun.zenith, linke, site.altitude, e0).ghi * 10) / 60;
    }
    sum += wh / 1000;
    days++;
  }
  return sum / days;
}

const cache = new Map<ClimateSite, (number | undefined)[]>();

/**
 * The month's mean clear-sky index: the table's irradiation over the clear sky's, computed once per site and
 * month when first asked (a portal mostly simulates this month and the last).
 */
export function monthlyClearSkyIndex(site: ClimateSite, month: number): number {
  let months = cache.get(site);
  if (!months) cache.set(site, (months = []));
  return (months[month] ??= site.ghi[month]! / monthlyClearSkyGhi(site, month));
}
