import { typesOf } from '../../shared/deviceTypes';

/**
 * What a quota formula may read besides other quotas. A day's formula reads the station's daily statistics,
 * its devices' (as lists, one value per device) and its samples through the functions below; a formula
 * rolled up over a month or a year reads only quotas and the period-wide names.
 */
export const STATION_FIGURES = [
  'capacity',
  /** 1 for a station that generates (PV, wind, PV plus storage), 0 for pure storage, whose discharge is no generation. */
  'generating',
  'battery',
  'generation',
  'charge',
  'discharge',
  'irradiation',
  'maxPower',
  'equivalentHours',
  /** What the day left in the battery, kWh (round trip, docs/energy-storage.md). */
  'storedChange',
  // What a kWh of the station avoids (server/emissions/gridFactors.ts): kg CO2, SO2 and dust, kgce of coal.
  'co2Factor',
  'so2Factor',
  'dustFactor',
  'coalFactor',
] as const;
export const DEVICE_FIGURES = ['generation', 'charge', 'discharge', 'maxPower', 'equivalentHours', 'capacity'] as const;
/** Device classes of the lists and series: an inverter of any kind, a wind turbine, a storage converter. */
export const DEVICE_CLASSES = {
  inverters: typesOf('inverter'),
  turbines: typesOf('windTurbine'),
  pcs: typesOf('pcs'),
} as const;

export const PERIOD_NAMES = ['station.capacity', 'station.battery', 'period.hours', 'period.days'];

export const DAY_NAME_PATTERN = new RegExp(
  `^(station\\.(${STATION_FIGURES.join('|')})|(${Object.keys(DEVICE_CLASSES).join('|')})\\.(${DEVICE_FIGURES.join('|')})|period\\.(hours|days))$`,
);

/**
 * Functions over a day's samples: `series(kind, code)` a point's 5-minute curve averaged over the station's
 * devices of that kind (an equipment type such as 'QXZ' or 'PS', or a class above), `seriesSum` summed
 * over them, `counter(kind, code)` the growth of an energy counter over the day summed over them, and
 * `tariff(price)` the station's price of each slot (purchasePrice, settlementPrice or tradePrice).
 */
export const DAY_FUNCTIONS = ['series', 'seriesSum', 'counter', 'tariff'] as const;
export const TARIFF_PRICES = ['purchasePrice', 'settlementPrice', 'tradePrice'] as const;
