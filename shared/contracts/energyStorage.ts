/**
 * Contracts of the energy-storage domain (`/es/...`): a storage station's overview, income and cells, and the run
 * settings of its energy management (spec-digest 001 §4, §5, §8) with select-before-operate.
 */
import { Type } from 'typebox';
import { CONTROL_TYPES, GRID_MODES, MAX_PERIODS, PERIOD_MODES, RUN_MODES } from '../runSettings';
import {
  contract,
  envelope,
  figure,
  id,
  namedDevice,
  namedStation,
  nullable,
  nullableEnum,
  oneOf,
  quality,
  readTime,
  recordOf,
  stationInput,
} from './common';

/** Devices by state code 1-5. */
const stateCounts = recordOf(Type.Integer());
const chargeAndDischarge = Type.Object({ charge: figure, discharge: figure });

/** A storage station's overview (ES project overview, spec-digest 001 §2.5). */
export const storageOverview = contract({
  method: 'GET',
  url: '/es/overview',
  querystring: stationInput,
  response: envelope(
    Type.Object({
      ...namedStation,
      ratedKw: Type.Number(),
      batteryKwh: Type.Number(),
      runMode: oneOf(RUN_MODES),
      gridMode: oneOf(GRID_MODES),
      controlType: oneOf(CONTROL_TYPES),
      /** Storage power now, discharge positive, and the state of charge. */
      power: figure,
      soc: figure,
      quality,
      time: readTime,
      /** The clusters' mean state of health. */
      soh: figure,
      pcs: Type.Object({ count: Type.Integer(), states: stateCounts }),
      clusters: Type.Object({ count: Type.Integer(), states: stateCounts, cellTmax: figure, cellUdiff: figure }),
      today: chargeAndDischarge,
      total: chargeAndDischarge,
      /** Round trip over every closed day, and the days it is taken over (server/energyStorage/roundTripToDate.ts). */
      roundTrip: Type.Object({ efficiency: figure, from: nullable('string'), to: nullable('string') }),
      /** Standing alarms by level (1 warning, 2 common fault, 3 serious fault). */
      alarms: stateCounts,
    }),
  ),
});

/** Charging cost, discharge income and their balance, by quota code. */
const incomeFigures = recordOf(figure);

/** Charging cost, discharge income and their balance today and this month, from the storage quotas; null without them. */
export const storageIncome = contract({
  method: 'GET',
  url: '/es/income',
  querystring: stationInput,
  response: envelope(
    Type.Union([Type.Null(), Type.Object({ currency: Type.String(), today: incomeFigures, month: incomeFigures })]),
  ),
});

/** A cell with the highest or lowest value (`CellExtreme` of shared/cellFigures.ts). */
const cellExtreme = Type.Union([Type.Null(), Type.Object({ pack: Type.Integer(), cell: Type.Integer(), value: Type.Number() })]);
/** `CellStats` of shared/cellFigures.ts. */
const cellStats = Type.Object({ max: cellExtreme, min: cellExtreme, spread: figure, mean: figure });

/** A battery cluster's cells: packs, cells per pack, voltages, temperatures and their extremes. */
export const clusterCells = contract({
  method: 'GET',
  url: '/es/cells',
  querystring: Type.Object({ psId: id, equipId: id }),
  response: envelope(
    Type.Object({
      ...namedDevice,
      packs: Type.Integer(),
      cellsPerPack: Type.Integer(),
      time: readTime,
      quality,
      /** Every cell's value, pack-major. */
      voltages: Type.Array(Type.Number()),
      temperatures: Type.Array(Type.Number()),
      voltage: cellStats,
      temperature: cellStats,
      packStats: Type.Array(Type.Object({ pack: Type.Integer(), voltage: cellStats, temperature: cellStats })),
    }),
  ),
});

const kwRange = { minimum: -1_000_000, maximum: 1_000_000 };
const kw = Type.Number(kwRange);
const nullableKw = Type.Unsafe<number | null>({ type: ['number', 'null'], ...kwRange });
/** Station-local "HH:mm"; the end may be "24:00". */
const clock = Type.String({ maxLength: 5 });

/** `RunSettings` of shared/runSettings.ts. */
export const runSettings = Type.Object(
  {
    runMode: oneOf(RUN_MODES),
    gridMode: oneOf(GRID_MODES),
    controlType: oneOf(CONTROL_TYPES),
    demandLimitKw: nullableKw,
    activePowerKw: kw,
    reactivePowerKvar: kw,
    periods: Type.Array(
      Type.Object({ start: clock, end: clock, mode: oneOf(PERIOD_MODES), powerKw: kw }, { additionalProperties: false }),
      { maxItems: MAX_PERIODS + 5 },
    ),
  },
  { additionalProperties: false },
);

/** The settings in force, who applied them and when, and what the form may offer. */
export const readRunSettings = contract({
  method: 'GET',
  url: '/es/runSettings',
  querystring: stationInput,
  response: envelope(
    Type.Object({
      settings: runSettings,
      appliedBy: nullable('string'),
      /** Epoch ms. */
      appliedAt: nullable('number'),
      ratedKw: Type.Number(),
      maxPeriods: Type.Integer(),
      converters: Type.Array(Type.Object({ ...namedDevice, ratedKw: nullable('number') })),
    }),
  ),
});

/** Select (type 0) or execute (type 1) with the operation password. */
const selectBeforeOperate = {
  psId: id,
  type: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }),
  passwd: Type.String({ maxLength: 64 }),
};

/** Select or execute new run settings; true once selected or applied. */
export const applyRunSettings = contract({
  method: 'POST',
  url: '/es/runSettings',
  body: Type.Object({ ...selectBeforeOperate, settings: runSettings }, { additionalProperties: false }),
  response: envelope(Type.Boolean()),
});

/** Select or execute the remote enabling of manual dispatch; true once selected or applied. */
export const remoteEnable = contract({
  method: 'POST',
  url: '/es/remoteEnable',
  body: Type.Object(
    {
      ...selectBeforeOperate,
      controlType: nullableEnum(CONTROL_TYPES),
      adjustValue: nullableKw,
      activePowerKw: nullableKw,
      reactivePowerKvar: nullableKw,
      gridMode: nullableEnum(GRID_MODES),
    },
    { additionalProperties: false },
  ),
  response: envelope(Type.Boolean()),
});
