import { useState } from 'react';
import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Label } from '../../api/types';
import type { StationSearchStore } from '../../stores/stationSearchStore';
import { StationFilterDrawer } from './StationFilterDrawer';

export interface NavigatorSearchProps {
  store: StationSearchStore;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
}

/**
 * The navigator's search field, search button and advanced filter. Apart from the list, so the list's live
 * values, renewed every 3 s, do not draw the field again (it measures itself each time it is drawn).
 */
export const NavigatorSearch = observer(function NavigatorSearch({ store, stationTypes, pvTypes, labels }: NavigatorSearchProps) {
  const { t } = useTranslation();
  const [filterOpen, setFilterOpen] = useState(false);
  return (
    <div className="portal-navigator-search">
      <InputGroup
        leftIcon="search"
        placeholder={t('navigator.searchPlaceholder')}
        value={store.psName}
        onChange={(e) => store.type(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') store.search();
        }}
        rightElement={
          store.psName ? (
            <Button variant="minimal" icon="cross" aria-label={t('navigator.clear')} onClick={() => store.clearName()} />
          ) : undefined
        }
        data-testid="navigator-search"
      />
      <Button icon="search" aria-label={t('navigator.search')} onClick={() => store.search()} />
      <Button icon="filter" onClick={() => setFilterOpen(true)} text={t('navigator.filterButton')} data-testid="navigator-filter">
        {store.activeFilterCount > 0 && (
          <Tag round intent="primary">
            {store.activeFilterCount}
          </Tag>
        )}
      </Button>
      <StationFilterDrawer
        isOpen={filterOpen}
        value={store.filter}
        stationTypes={stationTypes}
        pvTypes={pvTypes}
        labels={labels}
        onClose={() => setFilterOpen(false)}
        onApply={(filter) => {
          setFilterOpen(false);
          store.applyFilter(filter);
        }}
      />
    </div>
  );
});
