import type { FromSchema } from 'json-schema-to-ts';
import type { DataOf } from '../../shared/contracts/common';
import type { deviceCurve } from '../../shared/contracts/monitor';
import type { readRunSettings } from '../../shared/contracts/energyStorage';
import type { BoundProps } from '../boundProps';

/** Props schemas of the equipment widgets; their TypeScript types are derived from them. */
export const deviceCurvesProps = {
  type: 'object',
  required: ['curves'],
  additionalProperties: false,
  properties: {
    /** Binding to a `monitor/deviceCurve` answer: `{dateList, groups: [{unit, series: [{name, data, slotQuality}]}]}`. */
    curves: {},
    /** Height of each unit's chart, px. */
    height: { type: 'integer', minimum: 120, maximum: 600 },
  },
} as const;

export const cellHeatmapProps = {
  type: 'object',
  required: ['cells'],
  additionalProperties: false,
  properties: {
    /** Binding to an `es/cells` answer: packs, cellsPerPack, voltages, temperatures and their extremes. */
    cells: {},
  },
} as const;

export const runSettingsProps = {
  type: 'object',
  required: ['psId', 'answer'],
  additionalProperties: false,
  properties: {
    /** Binding to the station. */
    psId: {},
    /** Binding to the `es/runSettings` answer: settings, ratedKw, maxPeriods, appliedBy, appliedAt. */
    answer: {},
    /** Source to read again once settings are applied. */
    refresh: { type: 'string' },
  },
} as const;

/** The bound answer takes its type from the `/monitor/deviceCurve` contract; unresolved, it is absent. */
export type DeviceCurvesProps = BoundProps<typeof deviceCurvesProps, { curves: DataOf<typeof deviceCurve> }>;
export type CellHeatmapProps = FromSchema<typeof cellHeatmapProps>;
/** The bound answer takes its type from the `GET /es/runSettings` contract; unresolved, it is absent. */
export type RunSettingsProps = BoundProps<typeof runSettingsProps, { answer: DataOf<typeof readRunSettings> }>;
