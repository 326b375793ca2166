import { Button, ButtonGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { CONDITIONS, type StationCondition } from '../map/stationState';
import { MATRIX_SORTS, type MatrixFilter, type MatrixSort } from './matrixOrder';

export interface MatrixToolbarProps {
  filter: MatrixFilter;
  sort: MatrixSort;
  descending: boolean;
  /** Station types present in the fleet, in the order to offer them. */
  types: string[];
  /** Stations in each state, and all of them, before the state filter. */
  counts: Record<StationCondition, number> & { all: number };
  onFilter(filter: MatrixFilter): void;
  onSort(sort: MatrixSort, descending: boolean): void;
}

/** Search, type, state (with counts) and order of the matrix. */
export function MatrixToolbar({ filter, sort, descending, types, counts, onFilter, onSort }: MatrixToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-matrix-toolbar">
      <InputGroup
        leftIcon="search"
        placeholder={t('matrix.searchPlaceholder')}
        value={filter.text}
        onChange={(e) => onFilter({ ...filter, text: e.target.value })}
        rightElement={
          filter.text ? (
            <Button
              variant="minimal"
              icon="cross"
              aria-label={t('matrix.clear')}
              onClick={() => onFilter({ ...filter, text: '' })}
            />
          ) : undefined
        }
        data-testid="matrix-search"
      />
      <HTMLSelect
        aria-label={t('matrix.type')}
        value={filter.psType ?? ''}
        onChange={(e) => onFilter({ ...filter, psType: e.target.value || null })}
        data-testid="matrix-type"
      >
        <option value="">{t('matrix.allTypes')}</option>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`dict.ps_type.${type}`)}
          </option>
        ))}
      </HTMLSelect>
      <ButtonGroup className="portal-matrix-states" data-testid="matrix-states">
        <Button
          active={filter.condition === null}
          text={t('matrix.allStates', { total: counts.all })}
          onClick={() => onFilter({ ...filter, condition: null })}
        />
        {CONDITIONS.map((c) => (
          <Button
            key={c}
            active={filter.condition === c}
            className={`portal-matrix-state-${c}`}
            text={`${t(`navigator.state.${c}`)} ${counts[c]}`}
            onClick={() => onFilter({ ...filter, condition: filter.condition === c ? null : c })}
          />
        ))}
      </ButtonGroup>
      <div className="portal-matrix-sort">
        <HTMLSelect
          aria-label={t('matrix.sortBy')}
          value={sort}
          onChange={(e) => onSort(e.target.value as MatrixSort, descending)}
          data-testid="matrix-sort"
        >
          {MATRIX_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`matrix.sort.${s}`)}
            </option>
          ))}
        </HTMLSelect>
        <Button
          icon={descending ? 'sort-desc' : 'sort-asc'}
          aria-label={t(descending ? 'matrix.descending' : 'matrix.ascending')}
          title={t(descending ? 'matrix.descending' : 'matrix.ascending')}
          onClick={() => onSort(sort, !descending)}
          data-testid="matrix-direction"
        />
      </div>
    </div>
  );
}
