import type { HarmonicResonance } from './powerQuality';

/**
 * The faults the demo fleet carries, so every screen has something to show an operator: a branch with no
 * current, a weak branch, an unconnected input, an inverter in alarm, a station whose link is down, a
 * battery cell drifting away from the others of its cluster, and a grid connection whose 13th harmonic voltage
 * exceeds its compatibility level while the converters run.
 * Stations are found by their code; the times count from the first start of the store.
 */
export interface FaultPlan {
  zeroBranch?: { box: number; branch: number; fromMs: number };
  lowBranch?: { box: number; branch: number; share: number };
  /** This input of the box is not wired: it reports nothing. */
  absentBranch?: { box: number; branch: number };
  inverterAlarm?: { inverter: number; fromMs: number };
  /** No data at all from this instant on. */
  silentFromMs?: number;
  /** A cell of this battery cluster (1-based among the station's) losing capacity from this instant on. */
  weakCell?: { cluster: number; pack: number; cell: number; fromMs: number; lossAtStart: number; lossPerDay: number };
  /** The grid connection resonates near this harmonic order (the power-quality analyser sees it). */
  harmonicResonance?: HarmonicResonance;
}

const DAY = 86_400_000;

/** Fault plans by station code; `firstStart` is when the store was created. */
export function faultPlans(firstStart: number): Record<string, FaultPlan> {
  return {
    'CN-PV-001': { zeroBranch: { box: 2, branch: 3, fromMs: firstStart - 12 * DAY } },
    'DE-PV-011': { lowBranch: { box: 4, branch: 5, share: 0.55 } },
    'PL-PV-025': { absentBranch: { box: 1, branch: 12 } },
    'DK-PV-016': { inverterAlarm: { inverter: 5, fromMs: firstStart - 2 * DAY } },
    'DK-WP-017': { silentFromMs: firstStart - 3 * 3_600_000 },
    'CN-ES-008': {
      weakCell: { cluster: 1, pack: 3, cell: 17, fromMs: firstStart - 20 * DAY, lossAtStart: 0.1, lossPerDay: 0.004 },
    },
    'DE-ES-014': { harmonicResonance: { order: 13, gain: 5 } },
  };
}
