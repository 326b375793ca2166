/** The three station states of spec-digest 000 §4 (0 abnormal, 5 interrupt, anything else normal). */
export type StationCondition = 'normal' | 'abnormal' | 'interrupt';

export function conditionOf(state: number | null | undefined): StationCondition {
  if (state === 0) return 'abnormal';
  if (state === 5) return 'interrupt';
  return 'normal';
}

/** Marker colours: normal green, abnormal red, interrupt grey (Blueprint's palette, as the state tags use). */
export const CONDITION_COLORS: Record<StationCondition, string> = {
  normal: '#238551',
  abnormal: '#CD4246',
  interrupt: '#8F99A8',
};

export const CONDITIONS: StationCondition[] = ['normal', 'abnormal', 'interrupt'];

/** How many stations are in each state. */
export function countConditions(states: readonly (number | null | undefined)[]): Record<StationCondition, number> {
  const counts: Record<StationCondition, number> = { normal: 0, abnormal: 0, interrupt: 0 };
  for (const s of states) counts[conditionOf(s)]++;
  return counts;
}
