import { useContext, useEffect, useRef, useState, type UIEvent } from 'react';
import { reaction } from 'mobx';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Label, Station } from '../../api/types';
import type { StationSearchStore } from '../../stores/stationSearchStore';
import { StationEntry } from './StationEntry';
import { NavigatorSearch } from './NavigatorSearch';
import { FollowStar } from '../follow/FollowStar';
import { StoreContext } from '../../stores/rootStore';
import { LoadFailed } from '../../engine/LoadFailed';

/** Load the next page when the list is scrolled this close to its end (spec-digest 000 §9). */
export const SCROLL_DISTANCE_PX = 20;

export interface StationNavigatorProps {
  store: StationSearchStore;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
  selectedPsId?: number | null;
  onSelect(station: Station): void;
  /** Asks the list's failed source again; absent while it answers. */
  retry?(): void;
}

/** The plant navigator: search, advanced filter and an infinite list of stations with live values. */
export const StationNavigator = observer(function StationNavigator(props: StationNavigatorProps) {
  const { store } = props;
  // A star set or cleared while "only stations I follow" is on changes which stations the list holds.
  const follow = useContext(StoreContext)?.follow;
  useEffect(
    () =>
      follow &&
      reaction(
        () => follow.version,
        () => {
          if (store.filter.follow) store.search();
        },
      ),
    [follow, store],
  );
  // One function for the entries whatever the caller passes, so an entry renders again only for its own values.
  const latest = useRef(props.onSelect);
  latest.current = props.onSelect;
  const [onSelect] = useState(() => (station: Station) => latest.current(station));
  return (
    <div className="portal-navigator">
      <NavigatorSearch store={store} stationTypes={props.stationTypes} pvTypes={props.pvTypes} labels={props.labels} />
      <NavigatorList store={store} selectedPsId={props.selectedPsId} onSelect={onSelect} retry={props.retry} />
    </div>
  );
});

interface NavigatorListProps {
  store: StationSearchStore;
  selectedPsId?: number | null;
  onSelect(station: Station): void;
  retry?(): void;
}

/** The count and the list; each live poll renders it again, and of its entries those whose values changed. */
const NavigatorList = observer(function NavigatorList({ store, selectedPsId, onSelect, retry }: NavigatorListProps) {
  const { t } = useTranslation();
  function onScroll(event: UIEvent<HTMLDivElement>) {
    const el = event.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < SCROLL_DISTANCE_PX) store.loadMore();
  }
  return (
    <>
      <div className="portal-muted portal-navigator-count" data-testid="navigator-total">
        {t('navigator.total', { count: store.total })}
      </div>
      <div className="portal-navigator-list" onScroll={onScroll} data-testid="navigator-list">
        {store.rows.map((station) => (
          <div className="portal-follow-host" key={station.psId}>
            <StationEntry
              station={station}
              live={store.live[station.psId]}
              selected={station.psId === selectedPsId}
              onClick={onSelect}
            />
            <FollowStar psId={station.psId} psName={station.psName} />
          </div>
        ))}
        {retry && <LoadFailed onRetry={retry} />}
        {!retry && store.loading && <Spinner size={24} className="portal-navigator-spinner" />}
        {!store.loading && store.rows.length === 0 && <NonIdealState icon="search" description={t('navigator.empty')} />}
        {!store.loading && store.rows.length > 0 && !store.hasMore && store.pageNum > 1 && (
          <div className="portal-muted portal-navigator-end">{t('navigator.end')}</div>
        )}
      </div>
    </>
  );
});
