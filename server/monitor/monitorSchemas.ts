import {
  anyValue,
  arrayOf,
  boolean,
  integer,
  nullable,
  number,
  object,
  openObject,
  slotQualitySchema,
  string,
  type JsonSchema,
} from '../http/responseSchemas';
import { HOME_CHART_CODES, STATION_CODES } from './homeQuery';
import { PERIODS } from './fleetPeriod';

/** `Quality` of shared/stationLive.ts; null when the point was never read. */
const quality: JsonSchema = { type: ['string', 'null'], enum: ['good', 'stale', 'interrupted', null] };
/** Time of the values shown, epoch ms; null when none was ever read. */
const time = nullable('number');
/** A live or computed figure: null when unknown (the serializer would otherwise turn it into 0). */
const figure = nullable('number');

/** How every fleet answer names a station and its size. */
const stationNaming = { psId: integer, psName: string, psType: string, capacity: number, capacityUnit: string };

/** `FleetMapStation` of shared/fleetMap.ts: one marker of the fleet map. */
export const fleetMapStationSchema = object({
  ...stationNaming,
  pvType: nullable('string'),
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
      ...stationNaming,
      batteryCapacity: number,
      timeZone: string,
      acPower: figure,
      dayCap: figure,
      dayCharge: figure,
      dayDischarge: figure,
      pstate: integer,
      abnormalNbqNum: nullable('integer'),
      abnormalBranchNum: nullable('integer'),
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

/**
 * One entry of an inverter card's `dciDatas`: a combiner box (name, equipId, hlxState, dciState, avgPower,
 * totali) for a string inverter (JZNBQ), one DC input (name, state 3 when not connected, value) otherwise.
 * One schema with every key optional rather than `anyOf`: the serializer would validate each entry to pick a
 * branch, which made the 200-inverter list measurably slower.
 */
const dcEntrySchema = object(
  {
    name: string,
    equipId: integer,
    hlxState: number,
    dciState: integer,
    avgPower: figure,
    totali: figure,
    state: number,
    value: figure,
  },
  ['equipId', 'hlxState', 'dciState', 'avgPower', 'totali', 'state', 'value'],
);

/**
 * One inverter card (inverterQuery.ts `inverterItem`). Only inverters with DC inputs have their sum and
 * average.
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
    dciDatas: arrayOf(dcEntrySchema),
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

/** Devices by state of an inverter station (`nbqRealData/nbqRealState`). */
export const inverterStatesSchema = object({ total: integer, states: deviceStateCounts });

/** `nbqRealData/nbqRealIndicator`: a PV station's power and energy figures. */
export const inverterIndicatorSchema = object({
  ACPower: figure,
  DCPower: number,
  powerUnit: string,
  instRadiationTilt: figure,
  dayCapacity: figure,
  monthCapacity: number,
  totalCapacity: figure,
  capUnit: string,
});

/** `PointValue` of liveValues.ts: a point with its value, quality and time; control points add choices and range. */
export const pointValueSchema = object(
  {
    pointId: string,
    pointCode: string,
    pointName: string,
    pointUnit: string,
    pointValue: figure,
    time,
    quality,
    options: nullable('string'),
    min: figure,
    max: figure,
  },
  ['options', 'min', 'max'],
);

/** A device's points grouped by point type (YC, YX, YK, YT, YM; keys are types, so any other is kept). */
export const devicePointsSchema: JsonSchema = { type: 'object', additionalProperties: arrayOf(pointValueSchema) };

/** `nbqRealData/hlxData`: a string inverter's combiner boxes with their branches keyed by branch id (dci1 …). */
export const combinerBoxesSchema = object({
  hlxDcis: arrayOf(
    object({
      name: string,
      nbqName: string,
      hlxName: string,
      equipId: integer,
      busVoltage: figure,
      hlxState: number,
      commState: integer,
      dciMap: { type: 'object', additionalProperties: object({ value: figure, state: number }) },
    }),
  ),
  // Anything as JSON.stringify writes it: a plant parameter that is not a number makes it NaN, written as null.
  branchNum: anyValue,
});

/** A day's five-minute curve: null where no sample was taken. */
const curve = arrayOf(figure);
const dayAxis = { date: string, dateList: arrayOf(string) };
/** The slot qualities of the curves beside it, by the curve's property name (curves.ts `dayCurves`). */
const slotQuality = openObject(slotQualitySchema);

/** `nbqRealData/powerCurve`: an inverter's AC and DC power with the station's irradiance. */
export const inverterPowerCurveSchema = object({ ...dayAxis, acPower: curve, dcPower: curve, qxyData: curve, slotQuality });

/** `nbqRealData/hlxTotalCurve` and `nbqDciCurve`: one curve per combiner box or DC input. */
export const namedCurvesSchema = object({
  ...dayAxis,
  hlxData: arrayOf(object({ name: string, data: curve, slotQuality: slotQualitySchema })),
});

/** `homePowerCharts`: the station home's day curves. */
export const homePowerChartsSchema = object({
  ...dayAxis,
  ...Object.fromEntries(HOME_CHART_CODES.map((c) => [c, curve])),
  slotQuality,
  powerUnit: string,
});

/** `powerStationCurveData`: the day curves of the station points asked for (any of STATION_CODES). */
export const stationCurvesSchema = object(
  { ...dayAxis, ...Object.fromEntries(STATION_CODES.map((c) => [c, curve])), slotQuality },
  STATION_CODES,
);

/** `homeCapacityDay`, `Month`, `Year` (homeQuery.ts `statColumns`): totals by day, month or year, null without data. */
export const statColumnsSchema = object({
  dateList: arrayOf(string),
  generation: curve,
  charge: curve,
  discharge: curve,
  equivalentHours: curve,
  irradiation: curve,
  unit: string,
});

/** `powerStationRealData`: each station with its live points. */
export const stationsRealDataSchema = arrayOf(
  object({
    psId: integer,
    psName: string,
    psType: string,
    capacity: number,
    batteryCapacity: number,
    ...stationPointProperties,
  }),
);

/** Stations by state as the station list counts them. */
const stationStateCounts = object({ normal: integer, abnormal: integer, interrupt: integer });

/** `monitorsRealData` (homeQuery.ts `fleetSummary`): live totals, states, and capacity by station type. */
export const fleetSummarySchema = object({
  stationCount: integer,
  byType: {
    type: 'object',
    additionalProperties: object({ count: integer, capacity: number, batteryCapacity: number }),
  },
  acPower: number,
  dayCap: number,
  dayCharge: number,
  dayDischarge: number,
  states: stationStateCounts,
  /** Stations whose link is down: their kept day energy is in the totals (fleetTotals.ts). */
  interruptedStations: integer,
  powerUnit: string,
  energyUnit: string,
});

/** `totalHomePowerCharts`: the fleet's power today and yesterday in the viewer's zone. */
export const fleetPowerChartsSchema = object({
  date: string,
  timeZone: string,
  dateList: arrayOf(string),
  today: curve,
  yesterday: curve,
  slotQuality: object({ today: slotQualitySchema, yesterday: slotQualitySchema }),
  powerUnit: string,
});

/** The period the fleet figures cover (fleetPeriod.ts). */
const period: JsonSchema = { type: 'string', enum: PERIODS };

/** `fleetOverview`: fleet totals over a period. */
export const fleetOverviewSchema = object({
  period,
  stationCount: integer,
  counts: arrayOf(object({ key: string, value: integer })),
  capacity: number,
  pvCapacity: number,
  batteryCapacity: number,
  acPower: number,
  generation: number,
  charge: number,
  discharge: number,
  co2Avoided: number,
  co2Unit: string,
  states: stationStateCounts,
  /** Stations whose link is down: their kept day energy is in the totals (fleetTotals.ts). */
  interruptedStations: integer,
  powerUnit: string,
  energyUnit: string,
});

/** `RankedStation` of fleetFigures.ts; the storage power ranking adds whether each station charges. */
const rankedStation = { psId: integer, psName: string, psType: string, value: number };
const ranking = arrayOf(object(rankedStation));

/** `fleetRankings`: the top stations by each figure of the overview. */
export const fleetRankingsSchema = object({
  period,
  charge: ranking,
  efficiency: ranking,
  storagePower: arrayOf(object({ ...rankedStation, mode: { type: 'string', enum: ['charge', 'discharge', 'still'] } })),
  storageEnergy: ranking,
  pvPower: ranking,
  pvEnergy: ranking,
});

/** `benchmark` (benchmarkFigures.ts `BenchmarkRow`): each station's normalized figures. */
export const benchmarkSchema = object({
  psType: string,
  rows: arrayOf(
    object({
      ...stationNaming,
      power: figure,
      specificPower: figure,
      specificPowerUnit: string,
      equivalentHours: figure,
      irradiation: figure,
      pr: figure,
      efficiency: figure,
      availability: figure,
      devicesAvailable: integer,
      devicesTotal: integer,
      pstate: figure,
      comparable: boolean,
      comparableToday: boolean,
    }),
  ),
});

/** `homeGridEnergy`: a day's export and import at the grid meter, null without a meter or readings. */
export const gridEnergySchema = object({ date: string, exportEnergy: figure, importEnergy: figure, unit: string });

/** A power curve as (wind speed, power) pairs. */
const speedPowerPairs = arrayOf(arrayOf(number));

/** `homeTurbineCurve`: each turbine's measured pairs of the day against its model's reference curve. */
export const turbineCurveSchema = object({
  date: string,
  windUnit: string,
  powerUnit: string,
  references: arrayOf(object({ model: nullable('string'), ratedKw: number, points: speedPowerPairs })),
  turbines: arrayOf(
    object({ equipId: integer, equipName: string, model: nullable('string'), ratedKw: number, points: speedPowerPairs }),
  ),
});

/** `getRealDataByPoints`: each asked point key with its reading (a device's `sn` reads as a string). */
export const pointReadingsSchema: JsonSchema = {
  type: 'object',
  additionalProperties: object({ value: { type: ['number', 'string', 'null'] }, time, quality }),
};

/** `getEquipRealData`: a device with its points grouped by point type. */
export const deviceRealDataSchema = object({
  equipId: integer,
  equipName: string,
  equipType: string,
  collectId: integer,
  place: nullable('string'),
  model: nullable('string'),
  sn: nullable('string'),
  peakPower: figure,
  points: devicePointsSchema,
});

/** `getEquipPointTypeRealData`: the devices of a type with their points (of one point type if asked). */
export const devicesPointsSchema = arrayOf(
  object({ equipId: integer, equipName: string, collectId: integer, points: arrayOf(pointValueSchema) }),
);

/** `psRealTimeData`: the station's own points. */
export const stationPointsSchema = object({
  psId: integer,
  psName: string,
  psType: string,
  points: arrayOf(pointValueSchema),
});

/** A reading of a point key: value, time and quality, all null when unknown. */
const keyReading = object({ value: figure, time, quality });

/** `GET /monitor/diagram`: the master drawing (all null and empty when the plant has none) and the keys it binds. */
export const diagramSchema = object({
  svgId: nullable('integer'),
  svgName: nullable('string'),
  uploadedAt: figure,
  svg: string,
  points: arrayOf(string),
});

/** `POST /monitor/diagram/values`: a reading per point key the drawing binds. */
export const diagramValuesSchema: JsonSchema = { type: 'object', additionalProperties: keyReading };

/** `monitor/devices`: a family of devices with their state and card points. */
export const deviceListSchema = object({
  count: integer,
  states: openObject(integer),
  devices: arrayOf(
    object({
      equipId: integer,
      equipName: string,
      equipType: string,
      collectId: integer,
      place: nullable('string'),
      model: nullable('string'),
      state: integer,
      cards: arrayOf(pointValueSchema),
      /** Every point's value by code (null when unknown), for cards that pick their figures. */
      values: openObject(figure),
    }),
  ),
});

/** `monitor/deviceCurve`: a device's day curves, grouped by unit. */
export const deviceCurvesSchema = object({
  date: string,
  dateList: arrayOf(string),
  groups: arrayOf(
    object({
      unit: string,
      series: arrayOf(object({ name: string, code: string, data: arrayOf(figure), slotQuality: slotQualitySchema })),
    }),
  ),
});
