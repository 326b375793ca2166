import { arrayOf, integer, nullable, number, object, string, type JsonSchema } from '../http/responseSchemas';
import { STATION_CODES } from './homeQuery';

/** `Quality` of shared/stationLive.ts; null when the point was never read. */
const quality: JsonSchema = { type: ['string', 'null'], enum: ['good', 'stale', 'interrupted', null] };
/** Time of the values shown, epoch ms; null when none was ever read. */
const time = nullable('number');
/** A live or computed figure: null when unknown (the serializer would otherwise turn it into 0). */
const figure = nullable('number');

/** `FleetMapStation` of shared/fleetMap.ts: one marker of the fleet map. */
export const fleetMapStationSchema = object({
  psId: integer,
  psName: string,
  psType: string,
  pvType: nullable('string'),
  capacity: number,
  capacityUnit: string,
  batteryCapacity: number,
  country: string,
  district: nullable('string'),
  longitude: number,
  latitude: number,
  acPower: figure,
  pstate: integer,
  quality,
});

/** `MatrixAnswer` of shared/fleetMap.ts: the cards of the station matrix with their live figures. */
export const matrixAnswerSchema = object({
  powerUnit: string,
  energyUnit: string,
  time: number,
  stations: arrayOf(
    object({
      psId: integer,
      psName: string,
      psType: string,
      capacity: number,
      capacityUnit: string,
      batteryCapacity: number,
      acPower: figure,
      dayCap: figure,
      dayCharge: figure,
      dayDischarge: figure,
      pstate: integer,
      abnormalNbqNum: nullable('integer'),
      runMode: string,
      quality,
      time: nullable('number'),
    }),
  ),
});

/** Every live station point (homeQuery.ts `stationPoints`), null where unknown; a property each. */
const stationPointProperties: Record<string, JsonSchema> = Object.fromEntries(STATION_CODES.map((c) => [c, figure]));

/**
 * Devices by state code (inverterQuery.ts `deviceStateCounts`): the codes 1-5 always, any other code a device
 * reported as well (keys are codes, so an unknown one is kept rather than dropped).
 */
const stateCountProperties = Object.fromEntries(['1', '2', '3', '4', '5'].map((s) => [s, integer]));
const deviceStateCounts: JsonSchema = { ...object(stateCountProperties), additionalProperties: integer };

/** `POST /monitor/homeRealData`: a station home's live figures with their quality and time. */
export const homeRealDataSchema = object({
  psId: integer,
  psType: string,
  capacity: number,
  capacityUnit: string,
  batteryCapacity: number,
  ...stationPointProperties,
  monthCap: number,
  yearCap: number,
  equivalentHours: figure,
  inverterStates: { ...object({ total: integer, ...stateCountProperties }), additionalProperties: integer },
  weather: object({ ambient: figure, moduleTemp: figure, windSpeed: figure, humidity: figure, irradiation: figure }),
  powerUnit: string,
  energyUnit: string,
  quality,
  time,
});

/** One turbine of a wind home (stationHomeRoutes.ts `turbineItem`). */
const turbineItemSchema = object({
  equipId: integer,
  equipName: string,
  place: nullable('string'),
  model: nullable('string'),
  equipType: string,
  collectId: integer,
  peakPower: number,
  state: integer,
  acPower: figure,
  windSpeed: figure,
  rotorSpeed: figure,
  dayCap: figure,
  hours: figure,
  loadFactor: figure,
  quality,
  time,
});

/** `GET /monitor/homeTurbines`: a wind farm's turbines and their states. */
export const homeTurbinesSchema = object({
  total: integer,
  states: deviceStateCounts,
  turbines: arrayOf(turbineItemSchema),
  powerUnit: string,
  energyUnit: string,
});

/** A string inverter's combiner box as its card summarizes it (JZNBQ). */
const boxSummarySchema = object({
  name: string,
  equipId: integer,
  hlxState: number,
  dciState: integer,
  avgPower: figure,
  totali: figure,
});

/** One DC input of any other inverter: state 3 when not connected. */
const dcInputSchema = object({ name: string, state: number, value: figure });

/**
 * One inverter card (inverterQuery.ts `inverterItem`). `dciDatas` holds combiner boxes for a string inverter
 * (JZNBQ) and DC inputs otherwise; only the latter have the sum and average of their inputs. The serializer
 * picks the first `anyOf` branch an item validates against (and fails the answer when none does), so the
 * branches tell apart by their required properties only and take live state codes as any number.
 */
const inverterItemSchema = object(
  {
    equipId: integer,
    equipName: string,
    place: nullable('string'),
    equipType: string,
    collectId: integer,
    pointConfigId: nullable('integer'),
    sn: nullable('string'),
    model: nullable('string'),
    peakPower: number,
    nbqState: integer,
    acPower: figure,
    dayCap: figure,
    hours: figure,
    loadFactor: figure,
    dciDatas: arrayOf({ anyOf: [boxSummarySchema, dcInputSchema] }),
    dciValueSum: number,
    dciValueAvg: figure,
    quality,
    time,
  },
  ['dciValueSum', 'dciValueAvg'],
);

/** `GET /monitor/nbqRealData/list`: a station's inverter cards and their states. */
export const inverterListSchema = object({
  count: integer,
  nbqDatas: arrayOf(inverterItemSchema),
  nbqStates: deviceStateCounts,
});
