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

/** `Quality` of shared/stationLive.ts; null when never read. */
const quality: JsonSchema = { type: ['string', 'null'], enum: ['good', 'stale', 'interrupted', null] };
const time = nullable('number');
const figure = nullable('number');
const byPhase = (value: JsonSchema) => object({ a: value, b: value, c: value });

/** `HarmonicSpectrum` of shared/powerQuality.ts. */
const spectrum = object({
  orders: arrayOf(integer),
  unit: string,
  phases: byPhase({ type: ['array', 'null'], items: number }),
  thd: byPhase(figure),
  limits: { type: ['array', 'null'], items: number },
  thdLimit: figure,
  limitSource: nullable('string'),
  quality,
  time,
});

/** `PowerQualityAnswer` of shared/powerQuality.ts: `POST /monitor/powerQuality`. */
export const powerQualitySchema = object({
  equipId: integer,
  equipName: string,
  place: nullable('string'),
  model: nullable('string'),
  collectId: integer,
  // Keyed by point code: a plant's own point table may hold more than the default one.
  points: openObject(object({ value: figure, unit: string, name: string, quality, time })),
  spectra: object({ voltage: spectrum, current: spectrum }),
  quality,
  time,
});

/** `POST /monitor/powerQuality/curve`: the day's five-minute curves of the analyser's points with history. */
export const powerQualityCurveSchema = object({
  date: string,
  dateList: arrayOf(string),
  equipId: integer,
  series: openObject(arrayOf(figure)),
  /** The qualities of the series' slots, by point code. */
  slotQuality: openObject(slotQualitySchema),
});
