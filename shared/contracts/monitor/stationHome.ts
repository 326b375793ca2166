/**
 * What the station homes need beyond the shared home calls: a PV-plus-storage site's grid import and export of
 * a day, and a wind farm's turbines with their power against the turbine's power curve.
 */
import { Type } from 'typebox';
import {
  contract,
  day,
  deviceIdentity,
  envelope,
  figure,
  id,
  namedDevice,
  nullable,
  quality,
  readTime,
  stationInput,
} from '../common';
import { deviceStateCounts } from './inverters';

const dayBody = Type.Object({ psId: id, date: Type.Optional(day) });

/** A day's export and import at the grid meter, null without a meter or readings. */
export const homeGridEnergy = contract({
  method: 'POST',
  url: '/monitor/homeGridEnergy',
  body: dayBody,
  response: envelope(Type.Object({ date: Type.String(), exportEnergy: figure, importEnergy: figure, unit: Type.String() })),
});

/** One turbine of a wind home (server/monitor/stationHomeRoutes.ts `turbineItem`). */
const turbineItem = Type.Object({
  ...deviceIdentity,
  peakPower: Type.Number(),
  state: Type.Integer(),
  acPower: figure,
  windSpeed: figure,
  rotorSpeed: figure,
  dayCap: figure,
  hours: figure,
  loadFactor: figure,
  quality,
  time: readTime,
});

/** A wind farm's turbines and their states. */
export const homeTurbines = contract({
  method: 'GET',
  url: '/monitor/homeTurbines',
  querystring: stationInput,
  response: envelope(
    Type.Object({
      total: Type.Integer(),
      states: deviceStateCounts,
      turbines: Type.Array(turbineItem),
      powerUnit: Type.String(),
      energyUnit: Type.String(),
    }),
  ),
});

/** A power curve as (wind speed, power) pairs. */
const speedPowerPairs = Type.Array(Type.Array(Type.Number()));

/** Each turbine's measured pairs of the day against its model's reference curve. */
export const homeTurbineCurve = contract({
  method: 'POST',
  url: '/monitor/homeTurbineCurve',
  body: dayBody,
  response: envelope(
    Type.Object({
      date: Type.String(),
      windUnit: Type.String(),
      powerUnit: Type.String(),
      references: Type.Array(Type.Object({ model: nullable('string'), ratedKw: Type.Number(), points: speedPowerPairs })),
      turbines: Type.Array(
        Type.Object({
          ...namedDevice,
          model: nullable('string'),
          ratedKw: Type.Number(),
          points: speedPowerPairs,
        }),
      ),
    }),
  ),
});
