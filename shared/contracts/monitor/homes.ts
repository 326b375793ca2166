/**
 * The station home and the fleet dashboard (spec-digest 000 §7; shapes in docs/api.md): a station's live
 * figures, its day curves and energy columns, each station's live points, the fleet's summary and its power
 * today against yesterday. The station points they name are the catalogue's (shared/stationPoints.ts).
 */
import { Type, type TOptional, type TSchema } from 'typebox';
import { HOME_CHART_CODES, STATION_CODES } from '../../stationPoints';
import {
  contract,
  curve,
  day,
  dayAxis,
  envelope,
  figure,
  id,
  namedStation,
  quality,
  readTime,
  recordOf,
  slotQuality,
} from '../common';

/** One property of `schema` for each of `keys` (station point codes). */
function propertiesOf<const K extends readonly string[], S extends TSchema>(keys: K, schema: S) {
  return Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S };
}

/** One optional property of `schema` for each of `keys`. */
function optionalPropertiesOf<const K extends readonly string[], S extends TSchema>(keys: K, schema: S) {
  return Object.fromEntries(keys.map((k) => [k, Type.Optional(schema)])) as { [P in K[number]]: TOptional<S> };
}

/** Every live station point, null where unknown; a property each. */
const stationPointProperties = propertiesOf(STATION_CODES, figure);

/** Devices by state code 1-5; any other code a device reported is kept as well. */
const inverterStates = Type.Object(
  { total: Type.Integer(), 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() },
  { additionalProperties: Type.Integer() },
);

const stationBody = Type.Object({ psId: id, date: Type.Optional(day) });

/** What the fleet dashboard's calls select by: station types, stations, the viewer's zone and day. */
const fleetBody = Type.Object({
  psTypes: Type.Optional(
    Type.Array(Type.Unsafe<'PV' | 'WP' | 'ES' | 'PVES'>({ type: 'string', enum: ['PV', 'WP', 'ES', 'PVES'] }), { maxItems: 4 }),
  ),
  psIds: Type.Optional(Type.Array(id, { maxItems: 5000 })),
  timeZone: Type.Optional(Type.String({ maxLength: 64 })),
  date: Type.Optional(day),
});

/** A station home's live figures with their quality and time. */
export const stationHomeFigures = contract({
  method: 'POST',
  url: '/monitor/homeRealData',
  body: stationBody,
  response: envelope(
    Type.Object({
      psId: Type.Integer(),
      psType: Type.String(),
      capacity: Type.Number(),
      capacityUnit: Type.String(),
      batteryCapacity: Type.Number(),
      ...stationPointProperties,
      monthCap: Type.Number(),
      yearCap: Type.Number(),
      equivalentHours: figure,
      inverterStates,
      weather: Type.Object({ ambient: figure, moduleTemp: figure, windSpeed: figure, humidity: figure, irradiation: figure }),
      powerUnit: Type.String(),
      energyUnit: Type.String(),
      quality,
      time: readTime,
    }),
  ),
});

/** The slot qualities of the curves beside them, by the curve's property name (curves.ts `dayCurves`). */
const curveQualities = recordOf(slotQuality);

/** The station home's day curves. */
export const homePowerCharts = contract({
  method: 'POST',
  url: '/monitor/homePowerCharts',
  body: stationBody,
  response: envelope(
    Type.Object({ ...dayAxis, ...propertiesOf(HOME_CHART_CODES, curve), slotQuality: curveQualities, powerUnit: Type.String() }),
  ),
});

/** The day curves of the station points asked for. */
export const stationCurveData = contract({
  method: 'POST',
  url: '/monitor/powerStationCurveData',
  body: Type.Object({
    psId: id,
    date: Type.Optional(day),
    points: Type.Array(Type.Unsafe<(typeof STATION_CODES)[number]>({ type: 'string', enum: STATION_CODES }), {
      minItems: 1,
      maxItems: 16,
    }),
  }),
  response: envelope(Type.Object({ ...dayAxis, ...optionalPropertiesOf(STATION_CODES, curve), slotQuality: curveQualities })),
});

/** Totals by day, month or year (homeQuery.ts `statColumns`), null without data. */
const statColumns = envelope(
  Type.Object({
    dateList: Type.Array(Type.String()),
    generation: curve,
    charge: curve,
    discharge: curve,
    equivalentHours: curve,
    irradiation: curve,
    unit: Type.String(),
  }),
);

/** A station's energy by day of a month (this month unless asked). */
export const homeCapacityDay = contract({
  method: 'POST',
  url: '/monitor/homeCapacityDay',
  body: Type.Object({ psId: id, month: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}$' })) }),
  response: statColumns,
});

/** A station's energy by month of a year (this year unless asked). */
export const homeCapacityMonth = contract({
  method: 'POST',
  url: '/monitor/homeCapacityMonth',
  body: Type.Object({ psId: id, year: Type.Optional(Type.String({ pattern: '^\\d{4}$' })) }),
  response: statColumns,
});

/** A station's energy by year over five years. */
export const homeCapacityYear = contract({
  method: 'POST',
  url: '/monitor/homeCapacityYear',
  body: stationBody,
  response: statColumns,
});

/** Each station with its live points. */
export const stationsLivePoints = contract({
  method: 'POST',
  url: '/monitor/powerStationRealData',
  body: fleetBody,
  response: envelope(
    Type.Array(
      Type.Object({
        ...namedStation,
        psType: Type.String(),
        capacity: Type.Number(),
        batteryCapacity: Type.Number(),
        ...stationPointProperties,
      }),
    ),
  ),
});

/** The fleet's live totals, states, and capacity by station type (homeQuery.ts `fleetSummary`). */
export const fleetHomeFigures = contract({
  method: 'POST',
  url: '/monitor/monitorsRealData',
  body: fleetBody,
  response: envelope(
    Type.Object({
      stationCount: Type.Integer(),
      byType: recordOf(Type.Object({ count: Type.Integer(), capacity: Type.Number(), batteryCapacity: Type.Number() })),
      acPower: Type.Number(),
      dayCap: Type.Number(),
      dayCharge: Type.Number(),
      dayDischarge: Type.Number(),
      /** Stations by state as the station list counts them. */
      states: Type.Object({ normal: Type.Integer(), abnormal: Type.Integer(), interrupt: Type.Integer() }),
      /** Stations whose link is down: their kept day energy is in the totals (fleetTotals.ts). */
      interruptedStations: Type.Integer(),
      powerUnit: Type.String(),
      energyUnit: Type.String(),
    }),
  ),
});

/** The fleet's power today and yesterday in the viewer's zone. */
export const fleetPowerCurves = contract({
  method: 'POST',
  url: '/monitor/totalHomePowerCharts',
  body: fleetBody,
  response: envelope(
    Type.Object({
      date: Type.String(),
      timeZone: Type.String(),
      dateList: Type.Array(Type.String()),
      today: curve,
      yesterday: curve,
      slotQuality: Type.Object({ today: slotQuality, yesterday: slotQuality }),
      powerUnit: Type.String(),
    }),
  ),
});
