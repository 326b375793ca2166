/**
 * Contracts of the energy-storage domain (`/es/...`): a storage station's overview, income and cells, and the run
 * settings of its energy management (spec-digest 001 §4, §5, §8) with select-before-operate.
 */
import { Type } from 'typebox';
import { CONTROL_TYPES, GRID_MODES, MAX_PERIODS, PERIOD_MODES, RUN_MODES } from '../runSettings';
import { anyValue, contract, envelope, id, nullable, nullableEnum, oneOf } from './common';

const station = Type.Object({ psId: id });

// The overview, income and cells answers are still written as JSON.stringify would (no schema of their own yet).

/** A storage station's overview (ES project overview, spec-digest 001 §2.5). */
export const storageOverview = contract({
  method: 'GET',
  url: '/es/overview',
  querystring: station,
  response: envelope(anyValue),
});

/** Charging cost, discharge income and their balance today and this month, from the storage quotas. */
export const storageIncome = contract({ method: 'GET', url: '/es/income', querystring: station, response: envelope(anyValue) });

/** A battery cluster's cells: packs, cells per pack, voltages, temperatures and their extremes. */
export const clusterCells = contract({
  method: 'GET',
  url: '/es/cells',
  querystring: Type.Object({ psId: id, equipId: id }),
  response: envelope(anyValue),
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
  querystring: station,
  response: envelope(
    Type.Object({
      settings: runSettings,
      appliedBy: nullable('string'),
      /** Epoch ms. */
      appliedAt: nullable('number'),
      ratedKw: Type.Number(),
      maxPeriods: Type.Integer(),
      converters: Type.Array(Type.Object({ equipId: Type.Integer(), equipName: Type.String(), ratedKw: nullable('number') })),
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
