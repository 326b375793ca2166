import type { PointTable, PointTemplate } from './pointTables';
import { FREQUENCY_BAND, THD_VOLTAGE_LEVEL, VOLTAGE_UNBALANCE_LEVEL } from '../../../shared/harmonicLimits';
import type { HarmonicQuantity, Phase } from '../../../shared/powerQuality';
import { POWER_QUALITY_ANALYSER } from './deviceModels';
import { EQUIP } from '../../../shared/deviceTypes';

const H = 5;

/** THD points by quantity and phase: each is the root-sum-square of the spectrum of the same phase. */
export const THD_CODES: Record<HarmonicQuantity, Record<Phase, string>> = {
  voltage: { a: 'THDua', b: 'THDub', c: 'THDuc' },
  current: { a: 'THDia', b: 'THDib', c: 'THDic' },
};

/**
 * The array-valued readings (telemetry/vectorStore.ts) by quantity and phase: harmonic orders 2 to 50 in % of
 * the fundamental, keyed like points (`psId_PQ_collectId_HUa`). Live only: the THD points keep the history.
 */
export const SPECTRUM_CODES: Record<HarmonicQuantity, Record<Phase, string>> = {
  voltage: { a: 'HUa', b: 'HUb', c: 'HUc' },
  current: { a: 'HIa', b: 'HIb', c: 'HIc' },
};

const phaseWord = { a: 'A', b: 'B', c: 'C' } as const;
const byPhase = (make: (phase: Phase, letter: string) => PointTemplate): PointTemplate[] =>
  (['a', 'b', 'c'] as const).map((p) => make(p, phaseWord[p]));

/**
 * Points of the analyser. Alarm limits where the standards give them: voltage THD 8 % and voltage unbalance
 * 2 % (IEC 61000-2-2, EN 50160), frequency 50 Hz ± 1 % (EN 50160). Phase voltage limits depend on the
 * network's declared voltage and are left to each plant's point table.
 */
export const POWER_QUALITY_TABLE: PointTable = {
  equipType: EQUIP.powerQualityAnalyser,
  model: POWER_QUALITY_ANALYSER,
  points: [
    ...byPhase((p, l) => ({ code: `U${p}`, name: `Phase ${l} voltage`, type: 'YC', unit: 'V', history: H })),
    { code: 'Uab', name: 'Line voltage AB', type: 'YC', unit: 'V' },
    { code: 'Ubc', name: 'Line voltage BC', type: 'YC', unit: 'V' },
    { code: 'Uca', name: 'Line voltage CA', type: 'YC', unit: 'V' },
    ...byPhase((p, l) => ({ code: `I${p}`, name: `Phase ${l} current`, type: 'YC', unit: 'A' })),
    {
      code: 'Uunb',
      name: 'Voltage unbalance',
      type: 'YC',
      unit: '%',
      history: H,
      upper: VOLTAGE_UNBALANCE_LEVEL,
      alarm: 1,
    },
    { code: 'Iunb', name: 'Current unbalance', type: 'YC', unit: '%', history: H },
    { code: 'P', name: 'Active power (export +)', type: 'YC', unit: 'kW', history: H, card: true },
    { code: 'Q', name: 'Reactive power', type: 'YC', unit: 'kvar', history: H },
    { code: 'S', name: 'Apparent power', type: 'YC', unit: 'kVA' },
    { code: 'PF', name: 'Power factor', type: 'YC', history: H },
    {
      code: 'F',
      name: 'Frequency',
      type: 'YC',
      unit: 'Hz',
      history: H,
      upper: FREQUENCY_BAND.upper,
      lower: FREQUENCY_BAND.lower,
      alarm: 1,
    },
    ...byPhase((p, l) => ({
      code: THD_CODES.voltage[p],
      name: `Voltage THD phase ${l}`,
      type: 'YC',
      unit: '%',
      history: H,
      upper: THD_VOLTAGE_LEVEL,
      alarm: 1,
      card: p === 'a',
    })),
    ...byPhase((p, l) => ({ code: THD_CODES.current[p], name: `Current THD phase ${l}`, type: 'YC', unit: '%', history: H })),
  ],
};
