/** The demo fleet: real places and plausible plants in the five countries the portal is sold in. */
export interface DemoStation {
  name: string;
  type: 'PV' | 'WP' | 'ES' | 'PVES';
  /** 1 ground-mounted, 2 rooftop, 3 floating, 4 agrivoltaic (dictionary pv_type). */
  pvType?: '1' | '2' | '3' | '4';
  country: 'CN' | 'DE' | 'DK' | 'ES' | 'PL';
  district: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** kWp for PV, kW otherwise (the PV part's kWp for PVES). */
  capacity: number;
  /** Storage energy, kWh. */
  battery?: number;
  operationDate: string;
  /** Combiner branches per box when not the usual 8. */
  branches?: 12 | 16;
  labels: string[];
  cameras?: boolean;
}

export const DEMO_STATIONS: DemoStation[] = [
  { name: 'Golmud Desert Solar Park', type: 'PV', pvType: '1', country: 'CN', district: 'Qinghai', latitude: 36.402, longitude: 94.903, timeZone: 'Asia/Shanghai', capacity: 50000, operationDate: '2019-06-28', branches: 16, labels: ['Utility scale', 'High altitude'], cameras: true },
  { name: 'Dunhuang Solar Base', type: 'PV', pvType: '1', country: 'CN', district: 'Gansu', latitude: 40.142, longitude: 94.662, timeZone: 'Asia/Shanghai', capacity: 30000, operationDate: '2016-12-20', branches: 16, labels: ['Utility scale'] },
  { name: 'Datong Panda Solar', type: 'PV', pvType: '1', country: 'CN', district: 'Shanxi', latitude: 40.075, longitude: 113.3, timeZone: 'Asia/Shanghai', capacity: 20000, operationDate: '2017-06-30', labels: ['Utility scale'] },
  { name: 'Zhongwei Agrivoltaic', type: 'PV', pvType: '4', country: 'CN', district: 'Ningxia', latitude: 37.514, longitude: 105.19, timeZone: 'Asia/Shanghai', capacity: 12000, operationDate: '2020-09-15', branches: 12, labels: ['Agrivoltaic'] },
  { name: 'Huainan Floating Solar', type: 'PV', pvType: '3', country: 'CN', district: 'Anhui', latitude: 32.626, longitude: 116.997, timeZone: 'Asia/Shanghai', capacity: 40000, operationDate: '2017-05-21', labels: ['Floating'] },
  { name: 'Zhangbei Wind Farm', type: 'WP', country: 'CN', district: 'Hebei', latitude: 41.159, longitude: 114.704, timeZone: 'Asia/Shanghai', capacity: 48000, operationDate: '2015-11-02', labels: ['Onshore wind'] },
  { name: 'Yancheng Coastal Wind', type: 'WP', country: 'CN', district: 'Jiangsu', latitude: 33.347, longitude: 120.163, timeZone: 'Asia/Shanghai', capacity: 30000, operationDate: '2018-03-18', labels: ['Coastal'] },
  { name: 'Shenzhen Bao\u2019an Storage', type: 'ES', country: 'CN', district: 'Guangdong', latitude: 22.555, longitude: 113.883, timeZone: 'Asia/Shanghai', capacity: 5000, battery: 10000, operationDate: '2021-08-01', labels: ['Peak shaving'], cameras: true },
  { name: 'Lingang Grid Storage', type: 'ES', country: 'CN', district: 'Shanghai', latitude: 30.899, longitude: 121.93, timeZone: 'Asia/Shanghai', capacity: 10000, battery: 20000, operationDate: '2022-12-12', labels: ['Peak shaving', 'Grid services'] },
  { name: 'Hangzhou Logistics PV+Storage', type: 'PVES', pvType: '2', country: 'CN', district: 'Zhejiang', latitude: 30.274, longitude: 120.155, timeZone: 'Asia/Shanghai', capacity: 3000, battery: 2000, operationDate: '2021-04-10', labels: ['Rooftop', 'Hybrid'] },
  { name: 'Solarpark Meuro', type: 'PV', pvType: '1', country: 'DE', district: 'Brandenburg', latitude: 51.545, longitude: 13.968, timeZone: 'Europe/Berlin', capacity: 166000, operationDate: '2012-03-31', branches: 12, labels: ['Utility scale'], cameras: true },
  { name: 'Solarpark Neuhardenberg', type: 'PV', pvType: '1', country: 'DE', district: 'Brandenburg', latitude: 52.603, longitude: 14.239, timeZone: 'Europe/Berlin', capacity: 145000, operationDate: '2012-09-04', labels: ['Utility scale'] },
  { name: 'Windpark Reußenköge', type: 'WP', country: 'DE', district: 'Schleswig-Holstein', latitude: 54.603, longitude: 8.928, timeZone: 'Europe/Berlin', capacity: 36000, operationDate: '2014-10-01', labels: ['Coastal', 'Onshore wind'] },
  { name: 'Batteriespeicher Jardelund', type: 'ES', country: 'DE', district: 'Schleswig-Holstein', latitude: 54.838, longitude: 9.178, timeZone: 'Europe/Berlin', capacity: 48000, battery: 50000, operationDate: '2018-07-01', labels: ['Grid services'] },
  { name: 'Regensburg Depot PV+Storage', type: 'PVES', pvType: '2', country: 'DE', district: 'Bayern', latitude: 49.013, longitude: 12.101, timeZone: 'Europe/Berlin', capacity: 2400, battery: 1500, operationDate: '2022-05-20', labels: ['Rooftop', 'Hybrid'] },
  { name: 'Kassø Solar Park', type: 'PV', pvType: '1', country: 'DK', district: 'Syddanmark', latitude: 55.031, longitude: 9.298, timeZone: 'Europe/Copenhagen', capacity: 304000, operationDate: '2022-09-01', branches: 16, labels: ['Utility scale'] },
  { name: 'Hvide Sande Wind', type: 'WP', country: 'DK', district: 'Midtjylland', latitude: 56.004, longitude: 8.128, timeZone: 'Europe/Copenhagen', capacity: 12000, operationDate: '2012-01-15', labels: ['Coastal', 'Onshore wind'] },
  { name: 'Lolland Battery Storage', type: 'ES', country: 'DK', district: 'Sjælland', latitude: 54.769, longitude: 11.45, timeZone: 'Europe/Copenhagen', capacity: 12000, battery: 24000, operationDate: '2023-02-27', labels: ['Grid services'] },
  { name: 'Aarhus Harbour PV+Storage', type: 'PVES', pvType: '2', country: 'DK', district: 'Midtjylland', latitude: 56.153, longitude: 10.219, timeZone: 'Europe/Copenhagen', capacity: 1800, battery: 1200, operationDate: '2021-10-05', labels: ['Rooftop', 'Hybrid', 'Coastal'] },
  { name: 'Planta Solar Núñez de Balboa', type: 'PV', pvType: '1', country: 'ES', district: 'Extremadura', latitude: 38.64, longitude: -6.33, timeZone: 'Europe/Madrid', capacity: 500000, operationDate: '2020-04-02', branches: 16, labels: ['Utility scale'], cameras: true },
  { name: 'Planta Solar Francisco Pizarro', type: 'PV', pvType: '1', country: 'ES', district: 'Extremadura', latitude: 39.41, longitude: -5.62, timeZone: 'Europe/Madrid', capacity: 590000, operationDate: '2022-03-01', labels: ['Utility scale'] },
  { name: 'Parque Eólico Páramo de Villalón', type: 'WP', country: 'ES', district: 'Castilla y León', latitude: 42.1, longitude: -5.04, timeZone: 'Europe/Madrid', capacity: 40000, operationDate: '2009-06-12', labels: ['Onshore wind'] },
  { name: 'Almacenamiento Granadilla', type: 'ES', country: 'ES', district: 'Canarias', latitude: 28.085, longitude: -16.497, timeZone: 'Atlantic/Canary', capacity: 15000, battery: 30000, operationDate: '2023-06-15', labels: ['Island grid', 'Grid services'] },
  { name: 'Sevilla Agro PV+Storage', type: 'PVES', pvType: '4', country: 'ES', district: 'Andalucía', latitude: 37.389, longitude: -5.984, timeZone: 'Europe/Madrid', capacity: 8000, battery: 6000, operationDate: '2023-01-20', labels: ['Agrivoltaic', 'Hybrid'] },
  { name: 'Farma Fotowoltaiczna Witnica', type: 'PV', pvType: '1', country: 'PL', district: 'Lubuskie', latitude: 52.673, longitude: 14.899, timeZone: 'Europe/Warsaw', capacity: 64600, operationDate: '2021-11-08', branches: 12, labels: ['Utility scale'] },
  { name: 'Farma Wiatrowa Potęgowo', type: 'WP', country: 'PL', district: 'Pomorskie', latitude: 54.483, longitude: 17.486, timeZone: 'Europe/Warsaw', capacity: 60000, operationDate: '2020-10-30', labels: ['Onshore wind', 'Coastal'] },
  { name: 'Magazyn Energii Żarnowiec', type: 'ES', country: 'PL', district: 'Pomorskie', latitude: 54.727, longitude: 18.098, timeZone: 'Europe/Warsaw', capacity: 20000, battery: 40000, operationDate: '2024-04-01', labels: ['Grid services'] },
  { name: 'Kleczew Solar+Storage', type: 'PVES', pvType: '1', country: 'PL', district: 'Wielkopolskie', latitude: 52.363, longitude: 18.176, timeZone: 'Europe/Warsaw', capacity: 10000, battery: 8000, operationDate: '2022-08-19', labels: ['Hybrid'] },
];

/** Department of a station's country: China, the Nordic partner (department 2), or Europe. */
export function demoDepartment(country: DemoStation['country']): number {
  if (country === 'CN') return 3;
  if (country === 'DK') return 2;
  return 4;
}
