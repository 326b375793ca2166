import type { DemoStation } from './demoFleet';

type Country = DemoStation['country'];
type StationType = DemoStation['type'];

/** A town a grown demo station is placed near: name, region, latitude, longitude, and its zone when not the country's. */
export type GrowthPlace = readonly [name: string, district: string, latitude: number, longitude: number, timeZone?: string];

/** The zone of most of each country. */
export const COUNTRY_TIME_ZONES: Record<Country, string> = {
  CN: 'Asia/Shanghai',
  DE: 'Europe/Berlin',
  DK: 'Europe/Copenhagen',
  ES: 'Europe/Madrid',
  PL: 'Europe/Warsaw',
};

/**
 * Towns spread over each country of the demo fleet, so that a fleet grown to hundreds of stations
 * (DEMO_STATIONS) covers the country on the map instead of piling up on the 28 original sites.
 */
export const GROWTH_PLACES: Record<Country, readonly GrowthPlace[]> = {
  CN: [
    ['Yinchuan', 'Ningxia', 38.49, 106.23],
    ['Hami', 'Xinjiang', 42.82, 93.51],
    ['Turpan', 'Xinjiang', 42.95, 89.19],
    ['Jiuquan', 'Gansu', 39.73, 98.49],
    ['Wuwei', 'Gansu', 37.93, 102.64],
    ['Xining', 'Qinghai', 36.62, 101.78],
    ['Baotou', 'Inner Mongolia', 40.66, 109.84],
    ['Ordos', 'Inner Mongolia', 39.61, 109.78],
    ['Ulanqab', 'Inner Mongolia', 41.03, 113.13],
    ['Chifeng', 'Inner Mongolia', 42.26, 118.89],
    ['Zhangjiakou', 'Hebei', 40.77, 114.88],
    ['Chengde', 'Hebei', 40.95, 117.96],
    ['Taiyuan', 'Shanxi', 37.87, 112.55],
    ['Yulin', 'Shaanxi', 38.29, 109.73],
    ['Dezhou', 'Shandong', 37.43, 116.36],
    ['Yantai', 'Shandong', 37.46, 121.45],
    ['Nantong', 'Jiangsu', 31.98, 120.89],
    ['Hefei', 'Anhui', 31.82, 117.23],
    ['Wuhan', 'Hubei', 30.59, 114.31],
    ['Changsha', 'Hunan', 28.23, 112.94],
    ['Fuzhou', 'Fujian', 26.07, 119.3],
    ['Shantou', 'Guangdong', 23.35, 116.68],
    ['Zhanjiang', 'Guangdong', 21.27, 110.36],
    ['Kunming', 'Yunnan', 25.04, 102.71],
    ['Lijiang', 'Yunnan', 26.86, 100.23],
    ['Songyuan', 'Jilin', 45.14, 124.83],
    ['Qiqihar', 'Heilongjiang', 47.35, 123.92],
  ],
  DE: [
    ['Cottbus', 'Brandenburg', 51.76, 14.33],
    ['Senftenberg', 'Brandenburg', 51.52, 14.01],
    ['Husum', 'Schleswig-Holstein', 54.48, 9.05],
    ['Heide', 'Schleswig-Holstein', 54.2, 9.1],
    ['Rostock', 'Mecklenburg-Vorpommern', 54.09, 12.1],
    ['Stralsund', 'Mecklenburg-Vorpommern', 54.31, 13.09],
    ['Magdeburg', 'Sachsen-Anhalt', 52.13, 11.63],
    ['Leipzig', 'Sachsen', 51.34, 12.37],
    ['Erfurt', 'Thüringen', 50.98, 11.03],
    ['Würzburg', 'Bayern', 49.79, 9.95],
    ['Ingolstadt', 'Bayern', 48.77, 11.43],
    ['Passau', 'Bayern', 48.57, 13.43],
    ['Freiburg', 'Baden-Württemberg', 47.99, 7.85],
    ['Ulm', 'Baden-Württemberg', 48.4, 9.99],
    ['Emden', 'Niedersachsen', 53.37, 7.21],
    ['Cuxhaven', 'Niedersachsen', 53.86, 8.69],
    ['Oldenburg', 'Niedersachsen', 53.14, 8.21],
    ['Trier', 'Rheinland-Pfalz', 49.75, 6.64],
    ['Paderborn', 'Nordrhein-Westfalen', 51.72, 8.75],
    ['Kassel', 'Hessen', 51.31, 9.48],
  ],
  DK: [
    ['Esbjerg', 'Syddanmark', 55.48, 8.45],
    ['Tønder', 'Syddanmark', 54.93, 8.86],
    ['Sønderborg', 'Syddanmark', 54.91, 9.79],
    ['Odense', 'Syddanmark', 55.4, 10.39],
    ['Vejle', 'Syddanmark', 55.71, 9.54],
    ['Herning', 'Midtjylland', 56.14, 8.97],
    ['Ringkøbing', 'Midtjylland', 56.09, 8.24],
    ['Viborg', 'Midtjylland', 56.45, 9.4],
    ['Holstebro', 'Midtjylland', 56.36, 8.62],
    ['Aalborg', 'Nordjylland', 57.05, 9.92],
    ['Thisted', 'Nordjylland', 56.96, 8.69],
    ['Hjørring', 'Nordjylland', 57.46, 9.98],
    ['Roskilde', 'Sjælland', 55.64, 12.08],
    ['Næstved', 'Sjælland', 55.23, 11.76],
    ['Kalundborg', 'Sjælland', 55.68, 11.09],
    ['Hillerød', 'Hovedstaden', 55.93, 12.31],
    ['Rønne', 'Hovedstaden', 55.1, 14.7],
  ],
  ES: [
    ['Badajoz', 'Extremadura', 38.88, -6.97],
    ['Cáceres', 'Extremadura', 39.47, -6.37],
    ['Mérida', 'Extremadura', 38.92, -6.34],
    ['Ciudad Real', 'Castilla-La Mancha', 38.99, -3.93],
    ['Albacete', 'Castilla-La Mancha', 38.99, -1.86],
    ['Toledo', 'Castilla-La Mancha', 39.86, -4.03],
    ['Valladolid', 'Castilla y León', 41.65, -4.72],
    ['Burgos', 'Castilla y León', 42.34, -3.7],
    ['Zaragoza', 'Aragón', 41.65, -0.89],
    ['Teruel', 'Aragón', 40.34, -1.11],
    ['Almería', 'Andalucía', 36.84, -2.46],
    ['Córdoba', 'Andalucía', 37.89, -4.78],
    ['Jaén', 'Andalucía', 37.78, -3.79],
    ['Murcia', 'Región de Murcia', 37.99, -1.13],
    ['Lleida', 'Cataluña', 41.62, 0.62],
    ['Pamplona', 'Navarra', 42.81, -1.64],
    ['Lugo', 'Galicia', 43.01, -7.56],
    ['Las Palmas', 'Canarias', 28.12, -15.43, 'Atlantic/Canary'],
  ],
  PL: [
    ['Gorzów Wielkopolski', 'Lubuskie', 52.73, 15.24],
    ['Zielona Góra', 'Lubuskie', 51.94, 15.51],
    ['Słupsk', 'Pomorskie', 54.46, 17.03],
    ['Władysławowo', 'Pomorskie', 54.79, 18.4],
    ['Koszalin', 'Zachodniopomorskie', 54.19, 16.17],
    ['Szczecin', 'Zachodniopomorskie', 53.43, 14.55],
    ['Konin', 'Wielkopolskie', 52.22, 18.25],
    ['Poznań', 'Wielkopolskie', 52.41, 16.93],
    ['Bydgoszcz', 'Kujawsko-Pomorskie', 53.12, 18.01],
    ['Olsztyn', 'Warmińsko-Mazurskie', 53.78, 20.49],
    ['Białystok', 'Podlaskie', 53.13, 23.16],
    ['Lublin', 'Lubelskie', 51.25, 22.57],
    ['Zamość', 'Lubelskie', 50.72, 23.25],
    ['Rzeszów', 'Podkarpackie', 50.04, 22.0],
    ['Kielce', 'Świętokrzyskie', 50.87, 20.63],
    ['Opole', 'Opolskie', 50.68, 17.93],
    ['Łódź', 'Łódzkie', 51.76, 19.46],
    ['Bełchatów', 'Łódzkie', 51.37, 19.36],
    ['Płock', 'Mazowieckie', 52.55, 19.71],
  ],
};

/** How plants are named in each country, as the original 28 are (`%` is the town). */
const NAME_PATTERNS: Record<Country, Record<StationType, string>> = {
  CN: { PV: '% Solar Park', WP: '% Wind Farm', ES: '% Energy Storage', PVES: '% PV+Storage' },
  DE: { PV: 'Solarpark %', WP: 'Windpark %', ES: 'Batteriespeicher %', PVES: '% PV+Speicher' },
  DK: { PV: '% Solcellepark', WP: '% Vindmøllepark', ES: '% Batterilager', PVES: '% Sol+Lager' },
  ES: { PV: 'Planta Solar %', WP: 'Parque Eólico %', ES: 'Almacenamiento %', PVES: '% Solar+Almacenamiento' },
  PL: { PV: 'Farma Fotowoltaiczna %', WP: 'Farma Wiatrowa %', ES: 'Magazyn Energii %', PVES: '% PV+Magazyn' },
};

export function plantName(country: Country, type: StationType, town: string): string {
  return NAME_PATTERNS[country][type].replace('%', town);
}
