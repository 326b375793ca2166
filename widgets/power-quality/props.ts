import type { PowerQualityAnswer } from '../../shared/powerQuality';
import type { BoundProps } from '../boundProps';

/** Props schema of the harmonic bars; the TypeScript type is derived from it, so the two agree. */
export const harmonicBarsProps = {
  type: 'object',
  required: ['spectra'],
  additionalProperties: false,
  properties: {
    /** Binding to an analyser's spectra `{voltage, current}` (shared/contracts/monitor.ts `harmonicSpectrum`). */
    spectra: {},
    /** The quantity shown first; the operator switches with the buttons. */
    quantity: { enum: ['voltage', 'current'] },
    /** The phase shown first. */
    phase: { enum: ['a', 'b', 'c'] },
    height: { type: 'integer', minimum: 200, maximum: 800 },
  },
} as const;

/** The bound spectra take their type from the `/monitor/powerQuality` contract; unresolved, they are absent. */
export type HarmonicBarsProps = BoundProps<typeof harmonicBarsProps, { spectra: Partial<PowerQualityAnswer['spectra']> }>;
