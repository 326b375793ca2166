import { useEffect, useRef, useState } from 'react';
import { reaction } from 'mobx';
import type { PageRuntime } from '../../engine/pageRuntime';
import { StationSearchStore } from '../../stores/stationSearchStore';
import type { DictEntry, Label } from '../../api/types';
import type { NavigatorNodeProps } from './props';

export interface Navigator {
  store: StationSearchStore;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
  /** Asks the list's failed source again; absent while the list's source answers. */
  retry?(): void;
}

const listOf = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/**
 * The navigator on a page: its store writes each search to page state (`query`) and the listed stations to
 * `listed`, and takes in what the page's sources answer for them, so the page's JSON names every call it makes.
 */
export function useNavigator(props: NavigatorNodeProps, runtime: PageRuntime, list: unknown): Navigator {
  const keys = useRef(props);
  keys.current = props;
  const [store] = useState(
    () =>
      new StationSearchStore({
        query: (query) => runtime.setState(keys.current.query, query),
        again: () => void runtime.refresh(keys.current.source ? [keys.current.source] : undefined),
      }),
  );
  // The answer is paired with the query in page state when it was resolved, so it extends the right search.
  const asked = runtime.state[props.query];
  useEffect(() => store.receive(asked, props.list), [store, asked, props.list]);
  useEffect(() => store.receiveLive(props.live), [store, props.live]);
  useEffect(
    () =>
      reaction(
        () => store.listed,
        (listed) => runtime.setState(keys.current.listed, listed),
        { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
      ),
    [store, runtime],
  );
  useEffect(() => {
    store.search();
    return () => store.stop();
  }, [store]);
  const failed = runtime.unanswered(list);
  return {
    store,
    stationTypes: listOf(props.stationTypes),
    pvTypes: listOf(props.pvTypes),
    labels: listOf(props.labels),
    retry: failed.length ? () => void runtime.refresh(failed) : undefined,
  };
}
