/**
 * The points of the station itself (equipment type PS, collector 0), derived from its devices: the catalogue
 * builds the station's point table from this list (server/telemetry/catalogue/pointTables.ts `STATION_TABLE`),
 * and the station home's contracts (shared/contracts/monitor/homes.ts) name its codes, so both read one list.
 */

/** Minutes between history samples of a station point that keeps history. */
const H = 5;

/** Each station point: code, English description, point type, unit and history interval where it has them. */
export const STATION_POINTS = [
  { code: 'acPower', name: 'Station power', type: 'YC', unit: 'kW', history: H },
  { code: 'dcPower', name: 'Station DC power', type: 'YC', unit: 'kW' },
  { code: 'dayCap', name: 'Energy today', type: 'YC', unit: 'kWh' },
  { code: 'totalCap', name: 'Total energy', type: 'YM', unit: 'kWh', history: H },
  { code: 'irradiance', name: 'Irradiance', type: 'YC', unit: 'W/m²', history: H },
  { code: 'pstate', name: 'Station state', type: 'YX' },
  { code: 'abnormalNbqNum', name: 'Abnormal inverters', type: 'YC' },
  { code: 'abnormalBranchNum', name: 'Abnormal strings', type: 'YC' },
  { code: 'dayCharge', name: 'Charged today', type: 'YC', unit: 'kWh' },
  { code: 'dayDischarge', name: 'Discharged today', type: 'YC', unit: 'kWh' },
  { code: 'runMode', name: 'Run mode', type: 'YX' },
  { code: 'soc', name: 'State of charge', type: 'YC', unit: '%', history: H },
  { code: 'storagePower', name: 'Storage power (discharge +)', type: 'YC', unit: 'kW', history: H },
  { code: 'pvPower', name: 'PV power', type: 'YC', unit: 'kW', history: H },
  { code: 'gridPower', name: 'Grid power (export +)', type: 'YC', unit: 'kW', history: H },
  { code: 'loadPower', name: 'Load power', type: 'YC', unit: 'kW', history: H },
  { code: 'windSpeed', name: 'Wind speed', type: 'YC', unit: 'm/s', history: H },
] as const satisfies readonly { code: string; name: string; type: 'YC' | 'YX' | 'YM'; unit?: string; history?: number }[];

/** A station point's code. */
export type StationPointCode = (typeof STATION_POINTS)[number]['code'];

/** Every station point's code, in the catalogue's order. */
export const STATION_CODES: StationPointCode[] = STATION_POINTS.map((p) => p.code);

/** The station points whose day curves the station home draws. */
export const HOME_CHART_CODES = [
  'acPower',
  'irradiance',
  'pvPower',
  'storagePower',
  'gridPower',
  'loadPower',
  'soc',
  'windSpeed',
] as const satisfies readonly StationPointCode[];
