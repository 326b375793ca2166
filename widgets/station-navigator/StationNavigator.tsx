import { useEffect, useState, type UIEvent } from 'react';
import { Button, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Label, Station } from '../../api/types';
import type { StationSearchStore } from '../../stores/stationSearchStore';
import { StationEntry } from './StationEntry';
import { StationFilterDrawer } from './StationFilterDrawer';

/** Load the next page when the list is scrolled this close to its end (spec 000 §9). */
export const SCROLL_DISTANCE_PX = 20;

export interface StationNavigatorProps {
  store: StationSearchStore;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
  selectedPsId?: number | null;
  onSelect(station: Station): void;
}

/** The plant navigator: search, advanced filter and an infinite list of stations with live values. */
export const StationNavigator = observer(function StationNavigator(props: StationNavigatorProps) {
  const { t } = useTranslation();
  const { store } = props;
  const [filterOpen, setFilterOpen] = useState(false);

  useEffect(() => {
    void store.search();
    store.startLive();
    return () => store.stopLive();
  }, [store]);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < SCROLL_DISTANCE_PX) void store.loadMore();
  }

  return (
    <div className="portal-navigator">
      <div className="portal-navigator-search">
        <InputGroup
          leftIcon="search"
          placeholder={t('navigator.searchPlaceholder')}
          value={store.psName}
          onChange={(e) => store.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void store.search();
          }}
          rightElement={
            store.psName ? (
              <Button variant="minimal" icon="cross" aria-label={t('navigator.clear')} onClick={() => void store.clearName()} />
            ) : undefined
          }
          data-testid="navigator-search"
        />
        <Button icon="search" aria-label={t('navigator.search')} onClick={() => void store.search()} />
        <Button
          icon="filter"
          onClick={() => setFilterOpen(true)}
          text={t('navigator.filterButton')}
          data-testid="navigator-filter"
        >
          {store.activeFilterCount > 0 && (
            <Tag round intent="primary">
              {store.activeFilterCount}
            </Tag>
          )}
        </Button>
      </div>
      <div className="portal-muted portal-navigator-count" data-testid="navigator-total">
        {t('navigator.total', { count: store.total })}
      </div>
      <div className="portal-navigator-list" onScroll={onScroll} data-testid="navigator-list">
        {store.rows.map((station) => (
          <StationEntry
            key={station.psId}
            station={station}
            live={store.live[station.psId]}
            selected={station.psId === props.selectedPsId}
            onClick={props.onSelect}
          />
        ))}
        {store.loading && <Spinner size={24} className="portal-navigator-spinner" />}
        {!store.loading && store.rows.length === 0 && <NonIdealState icon="search" description={t('navigator.empty')} />}
        {!store.loading && store.rows.length > 0 && !store.hasMore && store.pageNum > 1 && (
          <div className="portal-muted portal-navigator-end">{t('navigator.end')}</div>
        )}
      </div>
      <StationFilterDrawer
        isOpen={filterOpen}
        value={store.filter}
        stationTypes={props.stationTypes}
        pvTypes={props.pvTypes}
        labels={props.labels}
        onClose={() => setFilterOpen(false)}
        onApply={(filter) => {
          setFilterOpen(false);
          void store.applyFilter(filter);
        }}
      />
    </div>
  );
});
