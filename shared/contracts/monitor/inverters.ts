/** Inverter monitoring (spec-digest 001 §7) and the station's combiner boxes. */
import { Type, type Static } from 'typebox';
import {
  anyValue,
  collectId,
  contract,
  curve,
  day,
  dayAxis,
  envelope,
  equipType,
  figure,
  id,
  namedCurve,
  namedDevice,
  nullable,
  quality,
  readTime,
  recordOf,
  slotQuality,
  stationInput,
} from '../common';
import { devicePoints } from './points';

/**
 * Devices by state code: the codes 1-5 always, any other code a device reported as well (keys are codes, so
 * an unknown one is kept rather than dropped).
 */
export const deviceStateCounts = Type.Object(
  { 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer(), 4: Type.Integer(), 5: Type.Integer() },
  { additionalProperties: Type.Integer() },
);

/**
 * One entry of an inverter card's `dciDatas`: a combiner box (name, equipId, hlxState, dciState, avgPower,
 * totali) for a string inverter (JZNBQ), one DC input (name, state 3 when not connected, value) otherwise.
 * One schema with every key optional rather than `anyOf`: the serializer would validate each entry to pick a
 * branch, which made the 200-inverter list measurably slower.
 */
const dcEntry = Type.Object({
  name: Type.String(),
  equipId: Type.Optional(Type.Integer()),
  hlxState: Type.Optional(Type.Number()),
  dciState: Type.Optional(Type.Integer()),
  avgPower: Type.Optional(figure),
  totali: Type.Optional(figure),
  state: Type.Optional(Type.Number()),
  value: Type.Optional(figure),
});

/** An entry of `dciDatas`. */
export type DcEntry = Static<typeof dcEntry>;

/** One inverter card (server/monitor/inverterQuery.ts `inverterItem`); only inverters with DC inputs have their sum and average. */
const inverterItem = Type.Object({
  ...namedDevice,
  place: nullable('string'),
  equipType: Type.String(),
  collectId: Type.Integer(),
  pointConfigId: nullable('integer'),
  sn: nullable('string'),
  model: nullable('string'),
  peakPower: Type.Number(),
  nbqState: Type.Integer(),
  acPower: figure,
  dayCap: figure,
  hours: figure,
  loadFactor: figure,
  dciDatas: Type.Array(dcEntry),
  dciValueSum: Type.Optional(Type.Number()),
  dciValueAvg: Type.Optional(figure),
  quality,
  time: readTime,
});

/** A station's inverter cards and their states. */
export const inverterList = contract({
  method: 'GET',
  url: '/monitor/nbqRealData/list',
  querystring: stationInput,
  response: envelope(Type.Object({ count: Type.Integer(), nbqDatas: Type.Array(inverterItem), nbqStates: deviceStateCounts })),
});

/** Inverters by state. */
export const inverterStates = contract({
  method: 'GET',
  url: '/monitor/nbqRealData/nbqRealState/:psId',
  params: stationInput,
  response: envelope(Type.Object({ total: Type.Integer(), states: deviceStateCounts })),
});

/** A PV station's power and energy figures. */
export const inverterIndicator = contract({
  method: 'GET',
  url: '/monitor/nbqRealData/nbqRealIndicator/:psId',
  params: stationInput,
  response: envelope(
    Type.Object({
      ACPower: figure,
      DCPower: Type.Number(),
      powerUnit: Type.String(),
      instRadiationTilt: figure,
      dayCapacity: figure,
      monthCapacity: Type.Number(),
      totalCapacity: figure,
      capUnit: Type.String(),
    }),
  ),
});

/** An inverter (or any device) by id or by type and collector, with the day of a curve. */
const deviceBody = Type.Object({
  psId: id,
  equipId: Type.Optional(id),
  equipType: Type.Optional(equipType),
  collectId: Type.Optional(collectId),
  pointConfigId: Type.Optional(nullable('integer')),
  date: Type.Optional(day),
});

/** An inverter's points grouped by point type. */
export const inverterRealData = contract({
  method: 'POST',
  url: '/monitor/nbqRealData/realData',
  body: deviceBody,
  response: envelope(devicePoints),
});

/** Combiner boxes with their branches keyed by branch id (dci1 …). */
const combinerBoxes = Type.Object({
  hlxDcis: Type.Array(
    Type.Object({
      name: Type.String(),
      nbqName: Type.String(),
      hlxName: Type.String(),
      equipId: Type.Integer(),
      busVoltage: figure,
      hlxState: Type.Number(),
      commState: Type.Integer(),
      dciMap: recordOf(Type.Object({ value: figure, state: Type.Number() })),
    }),
  ),
  // Anything as JSON.stringify writes it: a plant parameter that is not a number makes it NaN, written as null.
  branchNum: anyValue,
});

/** A string inverter's combiner boxes. */
export const inverterCombinerBoxes = contract({
  method: 'POST',
  url: '/monitor/nbqRealData/hlxData',
  body: deviceBody,
  response: envelope(combinerBoxes),
});

/** Every combiner box of the station, under the inverter it feeds. */
export const stationCombinerBoxes = contract({
  method: 'POST',
  url: '/monitor/hlxRealData/list',
  body: stationInput,
  response: envelope(combinerBoxes),
});

/** An inverter's AC and DC power with the station's irradiance. */
export const inverterPowerCurve = contract({
  method: 'POST',
  url: '/monitor/nbqRealData/powerCurve',
  body: deviceBody,
  response: envelope(
    Type.Object({ ...dayAxis, acPower: curve, dcPower: curve, qxyData: curve, slotQuality: recordOf(slotQuality) }),
  ),
});

/** One curve per combiner box (string inverters) or per DC input (others). */
const namedCurves = envelope(Type.Object({ ...dayAxis, hlxData: Type.Array(Type.Object(namedCurve)) }));

/** The total current of each combiner box of a string inverter, or each DC input of another. */
export const boxCurves = contract({
  method: 'POST',
  url: '/monitor/nbqRealData/hlxTotalCurve',
  body: deviceBody,
  response: namedCurves,
});
/** The same curves under the name the DC-input screens call. */
export const dcInputCurves = contract({
  method: 'POST',
  url: '/monitor/nbqRealData/nbqDciCurve',
  body: deviceBody,
  response: namedCurves,
});
