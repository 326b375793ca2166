/**
 * Long-term monthly climate of the demo fleet's places, January to December: global horizontal irradiation,
 * mean air temperature and its mean daily range, Linke turbidity, soiling and the altitude. Rounded long-term
 * means after PVGIS-SARAH2 (irradiation in Europe), NASA POWER (irradiation in China and the Canaries,
 * temperatures in China), the DWD, DMI, IMGW and AEMET normals 1991-2020 (temperatures in Europe) and the SoDa
 * Linke turbidity climatology; written from knowledge of those databases, not downloaded (docs/pv-model.md).
 */

export interface ClimateSite {
  /** The place the figures describe. */
  name: string;
  latitude: number;
  longitude: number;
  /** Metres above sea level (assumed for the site when the station stores none: docs/pv-model.md). */
  altitude: number;
  /** Global horizontal irradiation, kWh/m²/day, monthly mean. */
  ghi: readonly number[];
  /** Air temperature, °C, monthly mean. */
  tMean: readonly number[];
  /** Mean daily range (maximum less minimum), K. */
  tRange: readonly number[];
  /** Linke turbidity at air mass 2, monthly. */
  linke: readonly number[];
  /** Mean soiling loss between cleanings, fraction (dusty deserts lose more). */
  soiling: number;
}

/** Soiling of a temperate site with rain through the year, and of a dusty desert or dry-summer one. */
const SOILING = { rainy: 0.02, dry: 0.03, desert: 0.05 };

export const CLIMATE_SITES: readonly ClimateSite[] = [
  {
    name: 'Golmud, Qinghai',
    latitude: 36.4,
    longitude: 94.9,
    altitude: 2800,
    ghi: [3.3, 4.2, 5.3, 6.4, 7.0, 7.0, 6.8, 6.4, 5.6, 4.7, 3.6, 3.0],
    tMean: [-9.5, -5.5, 0.5, 6.5, 11.5, 15, 17.5, 16.5, 11.5, 4.5, -2.5, -8],
    tRange: [14, 14, 14, 14, 14, 13.5, 13, 13, 14, 15, 15, 14.5],
    linke: [2.6, 2.9, 3.3, 3.4, 3.3, 3.3, 3.3, 3.1, 2.9, 2.7, 2.6, 2.5],
    soiling: SOILING.desert,
  },
  {
    name: 'Dunhuang, Gansu',
    latitude: 40.14,
    longitude: 94.66,
    altitude: 1140,
    ghi: [2.8, 3.8, 5.0, 6.3, 7.1, 7.2, 6.9, 6.4, 5.4, 4.2, 3.0, 2.5],
    tMean: [-8.5, -3.5, 4, 12, 18.5, 23, 25, 23.5, 17, 9, 0.5, -6.5],
    tRange: [15, 15, 15, 15.5, 15.5, 15, 14.5, 15, 16, 16.5, 16, 15],
    linke: [2.2, 2.5, 3.0, 3.3, 3.3, 3.3, 3.3, 3.1, 2.7, 2.4, 2.2, 2.2],
    soiling: SOILING.desert,
  },
  {
    name: 'Datong, Shanxi',
    latitude: 40.08,
    longitude: 113.3,
    altitude: 1050,
    ghi: [2.6, 3.5, 4.6, 5.7, 6.3, 6.3, 5.7, 5.2, 4.6, 3.7, 2.8, 2.3],
    tMean: [-10.5, -6, 1.5, 9.5, 16, 20.5, 22, 20.5, 15, 8, -1, -8.5],
    tRange: [13, 13, 13, 14, 14, 13, 11, 11, 12.5, 13.5, 13, 13],
    linke: [2.4, 2.7, 3.1, 3.4, 3.6, 3.8, 4.0, 3.9, 3.3, 2.8, 2.5, 2.4],
    soiling: SOILING.desert,
  },
  {
    name: 'Zhongwei, Ningxia',
    latitude: 37.51,
    longitude: 105.19,
    altitude: 1230,
    ghi: [2.8, 3.6, 4.6, 5.8, 6.5, 6.6, 6.2, 5.6, 4.6, 3.9, 3.0, 2.5],
    tMean: [-6.5, -2, 5, 12, 17.5, 21.5, 23.5, 21.5, 16.5, 9.5, 2, -4.5],
    tRange: [13, 13, 13.5, 14, 14, 13, 12, 12, 12, 12.5, 13, 13],
    linke: [2.6, 2.9, 3.3, 3.6, 3.7, 3.8, 4.0, 3.9, 3.4, 2.9, 2.6, 2.6],
    soiling: SOILING.desert,
  },
  {
    name: 'Huainan, Anhui',
    latitude: 32.63,
    longitude: 117.0,
    altitude: 25,
    ghi: [2.4, 2.8, 3.5, 4.4, 4.8, 4.6, 4.8, 4.6, 3.9, 3.4, 2.7, 2.3],
    tMean: [2.5, 5.5, 10, 16.5, 22, 25.5, 28.5, 27.5, 23, 17.5, 10.5, 4.5],
    tRange: [8.5, 8.5, 9, 9.5, 9.5, 8, 7, 7, 7.5, 9, 9.5, 9],
    linke: [4.0, 4.3, 4.6, 4.8, 5.0, 5.2, 5.2, 5.0, 4.6, 4.2, 4.0, 3.9],
    soiling: SOILING.rainy,
  },
  {
    name: 'Hangzhou, Zhejiang',
    latitude: 30.27,
    longitude: 120.16,
    altitude: 10,
    ghi: [2.2, 2.6, 3.1, 4.0, 4.4, 4.1, 5.2, 4.8, 3.8, 3.3, 2.6, 2.2],
    tMean: [4.5, 7, 11, 17, 22, 25.5, 29, 28.5, 24.5, 19, 13, 7],
    tRange: [7, 7, 7.5, 8, 8, 6.5, 7, 7, 6.5, 7.5, 8, 7.5],
    linke: [3.9, 4.2, 4.5, 4.7, 4.9, 5.1, 5.0, 4.9, 4.5, 4.1, 3.9, 3.8],
    soiling: SOILING.rainy,
  },
  {
    name: 'Zhangbei, Hebei',
    latitude: 41.16,
    longitude: 114.7,
    altitude: 1400,
    ghi: [2.6, 3.6, 4.8, 5.9, 6.4, 6.3, 5.8, 5.3, 4.7, 3.7, 2.8, 2.3],
    tMean: [-15, -11, -3.5, 5, 12, 16.5, 18.5, 17, 11, 4, -5, -12.5],
    tRange: [13, 13, 13, 14, 14, 13, 11, 11, 12.5, 13.5, 13, 13],
    linke: [2.4, 2.7, 3.1, 3.4, 3.6, 3.8, 4.0, 3.9, 3.3, 2.8, 2.5, 2.4],
    soiling: SOILING.desert,
  },
  {
    name: 'Yancheng, Jiangsu',
    latitude: 33.35,
    longitude: 120.16,
    altitude: 5,
    ghi: [2.5, 3.0, 3.8, 4.7, 5.1, 4.7, 4.8, 4.8, 4.1, 3.6, 2.8, 2.4],
    tMean: [1.5, 3.5, 8, 14, 19.5, 23.5, 27, 26.5, 22.5, 17, 10, 3.5],
    tRange: [8, 8, 8.5, 9, 8.5, 7, 6.5, 6.5, 7, 8, 8.5, 8],
    linke: [3.9, 4.2, 4.5, 4.7, 4.9, 5.1, 5.1, 4.9, 4.5, 4.1, 3.9, 3.8],
    soiling: SOILING.rainy,
  },
  {
    name: 'Shenzhen, Guangdong',
    latitude: 22.56,
    longitude: 113.88,
    altitude: 10,
    ghi: [3.0, 2.8, 2.9, 3.3, 4.1, 4.3, 5.0, 4.7, 4.5, 4.3, 3.8, 3.3],
    tMean: [15.5, 16.5, 19, 23, 26.5, 28.5, 29, 28.5, 27.5, 25, 21, 17],
    tRange: [7, 6, 5.5, 5.5, 6, 6, 6.5, 6.5, 6.5, 6.5, 7, 7.5],
    linke: [4.2, 4.4, 4.6, 4.8, 5.0, 5.0, 4.9, 4.8, 4.6, 4.3, 4.2, 4.1],
    soiling: SOILING.rainy,
  },
  {
    name: 'Lingang, Shanghai',
    latitude: 30.9,
    longitude: 121.93,
    altitude: 5,
    ghi: [2.3, 2.7, 3.3, 4.2, 4.6, 4.3, 5.2, 4.9, 4.0, 3.4, 2.7, 2.3],
    tMean: [5, 6.5, 10, 15, 20, 24, 28.5, 28.5, 25, 19.5, 14, 7.5],
    tRange: [6.5, 6.5, 7, 7, 7, 6, 6.5, 6.5, 6, 6.5, 7, 7],
    linke: [3.9, 4.2, 4.5, 4.7, 4.9, 5.1, 5.0, 4.9, 4.5, 4.1, 3.9, 3.8],
    soiling: SOILING.rainy,
  },
  {
    name: 'Meuro, Brandenburg',
    latitude: 51.55,
    longitude: 13.97,
    altitude: 110,
    ghi: [0.65, 1.3, 2.5, 4.0, 5.0, 5.4, 5.3, 4.5, 3.1, 1.8, 0.85, 0.5],
    tMean: [0.5, 1.5, 5, 10, 14.5, 17.5, 19.5, 19, 14.5, 9.5, 5, 1.5],
    tRange: [5, 6.5, 8.5, 11, 11.5, 11.5, 11.5, 11.5, 10, 8, 5.5, 4.5],
    linke: [3.0, 3.2, 3.6, 3.9, 4.0, 4.2, 4.3, 4.2, 3.8, 3.4, 3.1, 3.0],
    soiling: SOILING.rainy,
  },
  {
    name: 'Neuhardenberg, Brandenburg',
    latitude: 52.6,
    longitude: 14.24,
    altitude: 20,
    ghi: [0.6, 1.25, 2.45, 4.0, 5.0, 5.4, 5.3, 4.5, 3.0, 1.75, 0.8, 0.45],
    tMean: [0, 1, 4.5, 9.5, 14, 17, 19.5, 18.5, 14, 9, 4.5, 1],
    tRange: [5, 6.5, 8.5, 11, 11.5, 11.5, 11.5, 11.5, 10, 8, 5.5, 4.5],
    linke: [3.0, 3.2, 3.6, 3.9, 4.0, 4.2, 4.3, 4.2, 3.8, 3.4, 3.1, 3.0],
    soiling: SOILING.rainy,
  },
  {
    name: 'Regensburg, Bayern',
    latitude: 49.01,
    longitude: 12.1,
    altitude: 340,
    ghi: [0.95, 1.7, 2.9, 4.3, 5.1, 5.6, 5.5, 4.8, 3.5, 2.1, 1.05, 0.75],
    tMean: [-0.5, 1, 5, 9.5, 14, 17.5, 19.5, 19, 14.5, 9, 4, 0.5],
    tRange: [6, 7.5, 9.5, 11.5, 11.5, 11.5, 11.5, 12, 11, 9, 6, 5],
    linke: [2.9, 3.1, 3.5, 3.8, 4.0, 4.2, 4.3, 4.1, 3.7, 3.3, 3.0, 2.9],
    soiling: SOILING.rainy,
  },
  {
    name: 'Reußenköge, North Frisia',
    latitude: 54.6,
    longitude: 8.93,
    altitude: 2,
    ghi: [0.55, 1.15, 2.4, 4.0, 5.2, 5.5, 5.2, 4.3, 2.9, 1.65, 0.7, 0.4],
    tMean: [1.5, 1.5, 3.5, 7.5, 11.5, 14.5, 17, 17, 14, 10, 5.5, 2.5],
    tRange: [4, 4.5, 6, 8, 8.5, 8.5, 8, 8, 7, 6, 4.5, 4],
    linke: [3.0, 3.1, 3.5, 3.8, 3.9, 4.1, 4.2, 4.1, 3.7, 3.3, 3.0, 2.9],
    soiling: SOILING.rainy,
  },
  {
    name: 'Kassø, Syddanmark',
    latitude: 55.03,
    longitude: 9.3,
    altitude: 30,
    ghi: [0.5, 1.1, 2.3, 3.9, 5.2, 5.5, 5.2, 4.3, 2.9, 1.6, 0.65, 0.38],
    tMean: [1, 1, 3, 7, 11.5, 14.5, 17, 17, 13.5, 9.5, 5.5, 2.5],
    tRange: [4.5, 5, 7, 9.5, 10, 10, 9.5, 9.5, 8.5, 6.5, 5, 4.5],
    linke: [3.0, 3.1, 3.5, 3.8, 3.9, 4.1, 4.2, 4.1, 3.7, 3.3, 3.0, 2.9],
    soiling: SOILING.rainy,
  },
  {
    name: 'Aarhus, Midtjylland',
    latitude: 56.15,
    longitude: 10.22,
    altitude: 10,
    ghi: [0.45, 1.05, 2.25, 3.9, 5.2, 5.5, 5.2, 4.2, 2.8, 1.5, 0.6, 0.33],
    tMean: [1, 1, 3, 6.5, 11, 14.5, 17, 17, 13.5, 9.5, 5.5, 2.5],
    tRange: [4, 4.5, 6.5, 8.5, 9, 9, 8.5, 8.5, 7.5, 6, 4.5, 4],
    linke: [2.9, 3.0, 3.4, 3.7, 3.9, 4.0, 4.1, 4.0, 3.6, 3.2, 2.9, 2.8],
    soiling: SOILING.rainy,
  },
  {
    name: 'Usagre, Extremadura',
    latitude: 38.64,
    longitude: -6.33,
    altitude: 450,
    ghi: [2.5, 3.4, 4.8, 5.9, 7.0, 7.9, 8.1, 7.2, 5.7, 4.0, 2.8, 2.2],
    tMean: [8, 9.5, 12.5, 14.5, 18.5, 23.5, 26.5, 26.5, 22.5, 17.5, 11.5, 8.5],
    tRange: [10, 11.5, 13, 13.5, 15, 16.5, 17.5, 17, 15, 12, 10, 9],
    linke: [2.6, 2.7, 2.9, 3.1, 3.2, 3.2, 3.2, 3.2, 3.0, 2.8, 2.6, 2.6],
    soiling: SOILING.dry,
  },
  {
    name: 'Torrecillas de la Tiesa, Extremadura',
    latitude: 39.41,
    longitude: -5.62,
    altitude: 420,
    ghi: [2.4, 3.3, 4.7, 5.8, 6.9, 7.8, 8.0, 7.1, 5.5, 3.9, 2.7, 2.1],
    tMean: [7.5, 9, 12, 14, 18, 23.5, 26.5, 26, 22, 16.5, 11, 8],
    tRange: [10, 11.5, 13, 13.5, 15, 16.5, 17.5, 17, 15, 12, 10, 9],
    linke: [2.6, 2.7, 2.9, 3.1, 3.2, 3.2, 3.2, 3.2, 3.0, 2.8, 2.6, 2.6],
    soiling: SOILING.dry,
  },
  {
    name: 'Sevilla, Andalucía',
    latitude: 37.39,
    longitude: -5.98,
    altitude: 20,
    ghi: [2.7, 3.6, 5.0, 6.1, 7.2, 8.0, 8.1, 7.2, 5.8, 4.2, 3.0, 2.4],
    tMean: [11, 12.5, 15.5, 17.5, 21, 25.5, 28.5, 28.5, 25, 20.5, 15, 12],
    tRange: [10.5, 11, 12, 12.5, 14, 15.5, 16.5, 16, 14, 12, 10.5, 10],
    linke: [2.7, 2.8, 3.0, 3.2, 3.3, 3.3, 3.3, 3.3, 3.1, 2.9, 2.7, 2.7],
    soiling: SOILING.dry,
  },
  {
    name: 'Páramo de Villalón, Castilla y León',
    latitude: 42.1,
    longitude: -5.04,
    altitude: 800,
    ghi: [1.9, 2.9, 4.3, 5.3, 6.3, 7.2, 7.6, 6.6, 5.0, 3.3, 2.1, 1.6],
    tMean: [3.5, 5, 8, 10, 14, 18.5, 21.5, 21, 17.5, 12.5, 7, 4],
    tRange: [9, 11, 13, 13.5, 14.5, 16, 17, 17, 15, 12, 9.5, 8],
    linke: [2.6, 2.7, 2.9, 3.1, 3.2, 3.2, 3.2, 3.2, 3.0, 2.8, 2.6, 2.6],
    soiling: SOILING.dry,
  },
  {
    name: 'Granadilla, Tenerife',
    latitude: 28.09,
    longitude: -16.5,
    altitude: 50,
    ghi: [3.6, 4.4, 5.5, 6.3, 7.0, 7.3, 7.4, 6.9, 5.9, 4.8, 3.8, 3.3],
    tMean: [18.5, 18.5, 19.5, 20, 21, 22.5, 24.5, 25, 24.5, 23, 21, 19.5],
    tRange: [6, 6, 6, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 5.5, 6],
    linke: [3.4, 3.6, 3.8, 3.9, 4.0, 4.0, 4.1, 4.1, 3.9, 3.7, 3.5, 3.4],
    soiling: SOILING.dry,
  },
  {
    name: 'Witnica, Lubuskie',
    latitude: 52.67,
    longitude: 14.9,
    altitude: 50,
    ghi: [0.6, 1.25, 2.45, 4.0, 5.0, 5.35, 5.25, 4.45, 3.0, 1.75, 0.8, 0.45],
    tMean: [-0.5, 0.5, 4, 9, 14, 17, 19, 18.5, 14, 8.5, 4, 0.5],
    tRange: [5, 6.5, 8.5, 11, 11.5, 11.5, 11.5, 11.5, 10, 8, 5.5, 4.5],
    linke: [3.0, 3.2, 3.6, 3.9, 4.0, 4.2, 4.3, 4.2, 3.8, 3.4, 3.1, 3.0],
    soiling: SOILING.rainy,
  },
  {
    name: 'Kleczew, Wielkopolskie',
    latitude: 52.36,
    longitude: 18.18,
    altitude: 100,
    ghi: [0.6, 1.25, 2.5, 3.95, 5.0, 5.3, 5.25, 4.4, 3.0, 1.7, 0.75, 0.45],
    tMean: [-1.5, -0.5, 3, 8.5, 13.5, 16.5, 18.5, 18, 13.5, 8.5, 3.5, -0.5],
    tRange: [5, 6.5, 8.5, 11, 11.5, 11.5, 11.5, 11.5, 10, 8, 5.5, 4.5],
    linke: [3.0, 3.2, 3.6, 3.9, 4.0, 4.2, 4.3, 4.2, 3.8, 3.4, 3.1, 3.0],
    soiling: SOILING.rainy,
  },
  {
    name: 'Potęgowo, Pomorskie',
    latitude: 54.48,
    longitude: 17.49,
    altitude: 100,
    ghi: [0.5, 1.1, 2.3, 3.9, 5.1, 5.4, 5.2, 4.3, 2.9, 1.6, 0.65, 0.38],
    tMean: [-0.5, 0, 2.5, 7, 12, 15, 17.5, 17.5, 13.5, 8.5, 4, 0.5],
    tRange: [4.5, 5.5, 7, 9.5, 10, 10, 9.5, 9.5, 8.5, 7, 5, 4.5],
    linke: [2.9, 3.1, 3.5, 3.8, 3.9, 4.1, 4.2, 4.1, 3.7, 3.3, 3.0, 2.9],
    soiling: SOILING.rainy,
  },
];

const DEG = Math.PI / 180;

/** Great-circle angle between two places, radians. */
function angularDistance(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * DEG) / 2) ** 2 +
    Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * Math.sin(((lon2 - lon1) * DEG) / 2) ** 2;
  return 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The reference site nearest a place, however far: a station registered anywhere takes the closest place's climate. */
export function nearestClimate(latitude: number, longitude: number): ClimateSite {
  let best = CLIMATE_SITES[0]!;
  let bestDistance = Infinity;
  for (const site of CLIMATE_SITES) {
    const d = angularDistance(latitude, longitude, site.latitude, site.longitude);
    if (d < bestDistance) [best, bestDistance] = [site, d];
  }
  return best;
}

/** A monthly figure at an instant's day of year: linear between month midpoints, so the seasons have no steps. */
export function monthlyAt(values: readonly number[], doy: number): number {
  const x = ((doy - 15.2) / 30.44 + 12) % 12;
  const i = Math.floor(x);
  const f = x - i;
  return values[i]! * (1 - f) + values[(i + 1) % 12]! * f;
}

const rotated = new Map<ClimateSite, ClimateSite>();

/**
 * The climate a station's simulation uses. Every reference site is in the northern hemisphere, so a station
 * south of the equator takes the site nearest its mirror image (same distance from the equator, same
 * longitude), with the months turned by half a year: its seasons are the other way round.
 */
export function climateFor(latitude: number, longitude: number): ClimateSite {
  const site = nearestClimate(Math.abs(latitude), longitude);
  if (latitude >= 0) return site;
  let turned = rotated.get(site);
  if (!turned) {
    const turn = (values: readonly number[]) => values.map((_, m) => values[(m + 6) % 12]!);
    turned = {
      ...site,
      name: `${site.name} (seasons turned)`,
      latitude: -site.latitude,
      ghi: turn(site.ghi),
      tMean: turn(site.tMean),
      tRange: turn(site.tRange),
      linke: turn(site.linke),
    };
    rotated.set(site, turned);
  }
  return turned;
}
