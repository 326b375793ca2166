/** The power-quality analyser of a station (docs/power-quality.md): live values, harmonic spectra and day curves. */
import { Type, type TSchema } from 'typebox';
import {
  collectId,
  contract,
  day,
  envelope,
  figure,
  id,
  namedDevice,
  nullable,
  nullableArrayOf,
  quality,
  readTime,
  recordOf,
  slotQuality,
} from '../common';

const byPhase = <V extends TSchema>(value: V) => Type.Object({ a: value, b: value, c: value });

/** One live reading of an analyser, with its quality and time (null when never read). */
const reading = Type.Object({
  value: figure,
  unit: Type.String(),
  /** The point table's description (English, the station's own wording). */
  name: Type.String(),
  quality,
  time: readTime,
});

/**
 * The harmonic spectrum of one quantity, orders 2 to 50 in % of the fundamental, per phase (null for a phase
 * never read), with the compatibility level of each order (null for currents: the standards set none).
 */
export const harmonicSpectrum = Type.Object({
  orders: Type.Array(Type.Integer()),
  unit: Type.String(),
  phases: byPhase(nullableArrayOf(Type.Number())),
  /** The live THD points of the three phases, %: the root-sum-square of their spectra. */
  thd: byPhase(figure),
  /** Level per order, in the order of `orders`; null when no standard gives one. */
  limits: nullableArrayOf(Type.Number()),
  /** THD compatibility level, %; null as `limits`. */
  thdLimit: figure,
  /** The standard of the levels, e.g. "IEC 61000-2-2"; null as `limits`. */
  limitSource: nullable('string'),
  quality,
  time: readTime,
});

/** An analyser's live values by point code and its spectra. */
export const powerQualityAnswer = Type.Object({
  ...namedDevice,
  place: nullable('string'),
  model: nullable('string'),
  collectId,
  /** Live scalar values by point code (Ua, Ia, Uunb, P, PF, F, THDua, ...): a plant's own table may hold more. */
  points: recordOf(reading),
  spectra: Type.Object({ voltage: harmonicSpectrum, current: harmonicSpectrum }),
  /** Worst quality and oldest time among the scalar values. */
  quality,
  time: readTime,
});

/** The station's analyser, or the one of `equipId`. */
const analyser = { psId: id, equipId: Type.Optional(id) };

export const powerQuality = contract({
  method: 'POST',
  url: '/monitor/powerQuality',
  body: Type.Object(analyser, { additionalProperties: false }),
  response: envelope(powerQualityAnswer),
});

/** The day's five-minute curves of the analyser's points with history. */
export const powerQualityCurve = contract({
  method: 'POST',
  url: '/monitor/powerQuality/curve',
  body: Type.Object({ ...analyser, date: Type.Optional(day) }, { additionalProperties: false }),
  response: envelope(
    Type.Object({
      date: Type.String(),
      dateList: Type.Array(Type.String()),
      equipId: Type.Integer(),
      series: recordOf(Type.Array(figure)),
      /** The qualities of the series' slots, by point code. */
      slotQuality: recordOf(slotQuality),
    }),
  ),
});
