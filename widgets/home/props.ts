import type { FromSchema } from 'json-schema-to-ts';

/** Props schemas of the station-home widgets; their TypeScript types are derived from them, so the two agree. */
export const stationHeaderProps = {
  type: 'object',
  required: ['name', 'timeZone'],
  additionalProperties: false,
  properties: {
    /** Binding to the station's name. */
    name: {},
    /** Binding to the station's id: with it the header carries the follow star. */
    psId: {},
    /** Binding to the station state (0 abnormal, 1 normal, 5 interrupt). */
    pstate: {},
    /** Bindings to the counts that make a station abnormal, named on a hover of its state. */
    abnormalNbqNum: {},
    abnormalBranchNum: {},
    /** Binding to the rated capacity, in `capacityUnit`. */
    capacity: {},
    /** Binding to the capacity unit: kWp for PV, kW otherwise (spec-digest 000 §9). */
    capacityUnit: {},
    /** Binding to the battery energy in kWh; not shown when absent or 0. */
    batteryCapacity: {},
    /** Binding to the station's time zone: its clock is shown and its day published. */
    timeZone: {},
    /** Page-state key that receives the station's today: `{day, beginTime, endTime}` (epoch ms). */
    dayState: { type: 'string' },
  },
} as const;

export const powerFlowProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Binding to the PV power, kW. */
    pv: {},
    /** Binding to the grid power, kW: positive exports, negative imports. */
    grid: {},
    /** Binding to the storage power, kW: positive discharges, negative charges. */
    battery: {},
    /** Binding to the load power, kW. */
    load: {},
    /** Binding to the battery's state of charge, %. */
    soc: {},
  },
} as const;

export const turbineCurveProps = {
  type: 'object',
  required: ['references', 'turbines'],
  additionalProperties: false,
  properties: {
    /** Binding to the reference curves: `[{model, ratedKw, points: [[m/s, kW]]}]`. */
    references: {},
    /** Binding to the turbines' samples: `[{equipName, points: [[m/s, kW]]}]`. */
    turbines: {},
    height: { type: 'integer', minimum: 160, maximum: 1200 },
  },
} as const;

export type StationHeaderProps = FromSchema<typeof stationHeaderProps>;
export type PowerFlowProps = FromSchema<typeof powerFlowProps>;
export type TurbineCurveProps = FromSchema<typeof turbineCurveProps>;
