import type { MatrixStation } from '../../shared/fleetMap';
import { conditionOf, type StationCondition } from '../map/stationState';

export type MatrixSort = 'name' | 'power' | 'energy' | 'state';
export const MATRIX_SORTS: MatrixSort[] = ['name', 'power', 'energy', 'state'];

export interface MatrixFilter {
  /** Part of the name, any case. */
  text: string;
  psType: string | null;
  condition: StationCondition | null;
}

export const NO_FILTER: MatrixFilter = { text: '', psType: null, condition: null };

/** The energy a card shows for today: a storage station's is what it discharged, the others' what they generated. */
export function dayEnergyOf(s: Pick<MatrixStation, 'psType' | 'dayCap' | 'dayDischarge'>): number | null {
  return s.psType === 'ES' ? s.dayDischarge : s.dayCap;
}

/** Worst first when sorting by state: abnormal, then interrupted, then normal. */
const CONDITION_RANK: Record<StationCondition, number> = { abnormal: 0, interrupt: 1, normal: 2 };

/** A figure for sorting: unknown values always go last, whatever the direction. */
function figure(value: number | null, descending: boolean): number {
  if (value === null) return Number.POSITIVE_INFINITY;
  return descending ? -value : value;
}

/** The cards to show: filtered by name, type and state, then sorted; ties keep the name order. */
export function matrixCards(
  stations: readonly MatrixStation[],
  filter: MatrixFilter,
  sort: MatrixSort,
  descending: boolean,
  locale: string,
): MatrixStation[] {
  const text = filter.text.trim().toLocaleLowerCase(locale);
  const shown = stations.filter(
    (s) =>
      (!text || s.psName.toLocaleLowerCase(locale).includes(text)) &&
      (!filter.psType || s.psType === filter.psType) &&
      (!filter.condition || conditionOf(s.pstate) === filter.condition),
  );
  const collator = new Intl.Collator(locale);
  const byName = (a: MatrixStation, b: MatrixStation) => collator.compare(a.psName, b.psName);
  const key = (s: MatrixStation): number => {
    if (sort === 'power') return figure(s.acPower, descending);
    if (sort === 'energy') return figure(dayEnergyOf(s), descending);
    const rank = CONDITION_RANK[conditionOf(s.pstate)];
    return descending ? -rank : rank;
  };
  return shown.sort((a, b) => {
    if (sort === 'name') return descending ? byName(b, a) : byName(a, b);
    return key(a) - key(b) || byName(a, b);
  });
}
