import type { Quality } from './stationLive';

/** The phases a three-phase analyser measures. */
export const PHASES = ['a', 'b', 'c'] as const;
export type Phase = (typeof PHASES)[number];

/** What a spectrum is of: the voltage or the current at the grid connection. */
export const HARMONIC_QUANTITIES = ['voltage', 'current'] as const;
export type HarmonicQuantity = (typeof HARMONIC_QUANTITIES)[number];

/** One live reading of a power-quality analyser, with its quality and time (null when never read). */
export interface PowerQualityReading {
  value: number | null;
  unit: string;
  /** The point table's description (English, the station's own wording). */
  name: string;
  quality: Quality | null;
  time: number | null;
}

/**
 * The harmonic spectrum of one quantity, orders 2 to 50 in % of the fundamental, per phase (null for a phase
 * never read), with the compatibility level of each order (null for currents: the standards set none).
 */
export interface HarmonicSpectrum {
  orders: number[];
  unit: '%';
  phases: Record<Phase, number[] | null>;
  /** The live THD points of the three phases, %: the root-sum-square of their spectra. */
  thd: Record<Phase, number | null>;
  /** Level per order, in the order of `orders`; null when no standard gives one. */
  limits: number[] | null;
  /** THD compatibility level, %; null as `limits`. */
  thdLimit: number | null;
  /** The standard of the levels, e.g. "IEC 61000-2-2"; null as `limits`. */
  limitSource: string | null;
  quality: Quality | null;
  time: number | null;
}

/** `POST /monitor/powerQuality`: an analyser's live values by point code and its spectra. */
export interface PowerQualityAnswer {
  equipId: number;
  equipName: string;
  place: string | null;
  model: string | null;
  collectId: number;
  /** Live scalar values by point code (Ua, Ia, Uunb, P, PF, F, THDua, ...). */
  points: Record<string, PowerQualityReading>;
  spectra: Record<HarmonicQuantity, HarmonicSpectrum>;
  /** Worst quality and oldest time among the scalar values. */
  quality: Quality | null;
  time: number | null;
}
