import { StationSearchStore } from '../../stores/stationSearchStore';
import { FIXTURE_LIVE, FIXTURE_STATIONS } from '../../tests/fixtures/stations';
import type { Station } from '../../api/types';

/**
 * For stories: a navigator whose searches are answered in memory from the given stations, as the page's search
 * source would answer them, with the fixture live values (the entries read only their own).
 */
export function fixtureNavigatorStore(stations: Station[] = FIXTURE_STATIONS): StationSearchStore {
  const store: StationSearchStore = new StationSearchStore({
    query: (query) => {
      const name = query.filter.psName?.toLowerCase();
      const rows = stations.filter((s) => !name || s.psName.toLowerCase().includes(name));
      queueMicrotask(() => {
        store.receive(query, { code: 200, msg: 'ok', rows, total: rows.length, pages: 1 });
        store.receiveLive(FIXTURE_LIVE);
      });
    },
    again: () => undefined,
  });
  store.search();
  return store;
}
