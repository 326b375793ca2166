import type { Static } from 'typebox';
// Types only: the browser reads these too and must not load TypeBox.
import type { harmonicSpectrum, powerQualityAnswer } from './contracts/monitor';

/** The phases a three-phase analyser measures. */
export const PHASES = ['a', 'b', 'c'] as const;
export type Phase = (typeof PHASES)[number];

/** What a spectrum is of: the voltage or the current at the grid connection. */
export const HARMONIC_QUANTITIES = ['voltage', 'current'] as const;
export type HarmonicQuantity = (typeof HARMONIC_QUANTITIES)[number];

/** One live reading of a power-quality analyser, with its quality and time (null when never read). */
export type PowerQualityReading = PowerQualityAnswer['points'][string];

/** The harmonic spectrum of one quantity (shared/contracts/monitor.ts `harmonicSpectrum`). */
export type HarmonicSpectrum = Static<typeof harmonicSpectrum>;

/** `POST /monitor/powerQuality`: an analyser's live values by point code and its spectra. */
export type PowerQualityAnswer = Static<typeof powerQualityAnswer>;
