import type { DictEntry, Label, Station, StationLive } from '../../api/types';
import type { PageEnvelope } from '../../shared/envelope';
import type { BoundProps } from '../boundProps';

const stateKey = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' } as const;

/**
 * What the plant navigator reads from its page's sources and writes to its page state: every call it makes is
 * a source of the page (schemas/pages/plant-drawer.json, fleet-map.json). The map navigation takes the same.
 */
export const navigatorProperties = {
  /**
   * Page-state key that receives the search: `{filter, pageNum, pageSize}`, the filter apart from the paging
   * so a source that follows the search but not the scrolling (the map's markers) binds to `filter` alone.
   */
  query: stateKey,
  /** Binding to the whole answer of `GET /info/powerStation/psAdvanceSearch` for that query (rows, total, pages). */
  list: {},
  /**
   * The source of the list (the node's `source`), asked again by the same search: Enter, a star set while only
   * followed stations are listed. Without it the same search asks every source of the page again.
   */
  source: { type: 'string' },
  /** Page-state key that receives the listed stations, `{psIds}`, or null while none is listed. */
  listed: stateKey,
  /** Binding to their live values (`POST /monitor/psLiveData` with that body), polled while they are listed. */
  live: {},
  /** Bindings to the filter's choices: the dictionaries `ps_type` and `pv_type`, and the caller's labels. */
  stationTypes: {},
  pvTypes: {},
  labels: {},
} as const;

/** The props that the navigator's sources answer: it shows their failure itself, keeping the list it holds. */
export const NAVIGATOR_DATA_PROPS = ['list', 'live', 'stationTypes', 'pvTypes', 'labels'];

export const stationNavigatorProps = {
  type: 'object',
  required: ['query', 'list', 'listed', 'live', 'stationTypes', 'pvTypes', 'labels'],
  additionalProperties: false,
  properties: {
    ...navigatorProperties,
    /** Binding to the station shown as chosen (`${plant.psId}`). */
    selected: {},
  },
} as const;

/** What the navigator's calls answer, by the prop bound to each. */
export interface NavigatorBindings {
  list: PageEnvelope<Station>;
  live: Record<number, StationLive>;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
}

/** The navigator's part of a node's props (the map navigation's too), for the types derived from it. */
type NavigatorNode = {
  type: 'object';
  required: readonly ['query', 'listed'];
  additionalProperties: false;
  properties: typeof navigatorProperties;
};

export type NavigatorNodeProps = BoundProps<NavigatorNode, NavigatorBindings>;
/** The bound data take their types from what the navigator's calls answer; unresolved, they are absent. */
export type StationNavigatorNodeProps = BoundProps<typeof stationNavigatorProps, NavigatorBindings & { selected: number }>;
