/*
 * The answers of the monitor routes not converted to contracts yet (homeRoutes.ts); the
 * others are declared in shared/contracts/monitor/.
 */
import {
  arrayOf,
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

/** `Quality` of shared/stationLive.ts; null when the point was never read. */
const quality: JsonSchema = { type: ['string', 'null'], enum: ['good', 'stale', 'interrupted', null] };
/** Time of the values shown, epoch ms; null when none was ever read. */
const time = nullable('number');
/** A live or computed figure: null when unknown (the serializer would otherwise turn it into 0). */
const figure = nullable('number');

/** Every live station point (homeQuery.ts `stationPoints`), null where unknown; a property each. */
const stationPointProperties: Record<string, JsonSchema> = Object.fromEntries(STATION_CODES.map((c) => [c, figure]));

/** Devices by state code 1-5; any other code a device reported is kept as well. */
const stateCountProperties = Object.fromEntries(['1', '2', '3', '4', '5'].map((s) => [s, integer]));

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

/** A day's five-minute curve: null where no sample was taken. */
const curve = arrayOf(figure);
const dayAxis = { date: string, dateList: arrayOf(string) };
/** The slot qualities of the curves beside it, by the curve's property name (curves.ts `dayCurves`). */
const slotQuality = openObject(slotQualitySchema);

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
