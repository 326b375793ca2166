import type { FleetMapStation } from '../../shared/fleetMap';
import { navigatorProperties, type NavigatorBindings } from '../station-navigator/props';
import type { BoundProps } from '../boundProps';

/** Props schema of the map navigation; its TypeScript type is derived from it, so the two agree. */
export const fleetMapProps = {
  type: 'object',
  required: ['stations', 'query', 'list', 'listed', 'live', 'stationTypes', 'pvTypes', 'labels'],
  additionalProperties: false,
  properties: {
    /**
     * Binding to the markers: `POST /monitor/fleetMapStations` with the navigator's filter as its body
     * (`${state.<query>.filter}`), every station the search reaches.
     */
    stations: {},
    /** The navigator beside the map: its query, list, live values and filter choices (station-navigator/props.ts). */
    ...navigatorProperties,
    /** Zoom of the map on a highlighted station, relative to the whole world (1). */
    focusZoom: { type: 'number', minimum: 1, maximum: 60 },
  },
} as const;

/** The bound markers take their type from the `/monitor/fleetMapStations` contract, the navigator's from its calls. */
export type FleetMapProps = BoundProps<typeof fleetMapProps, NavigatorBindings & { stations: FleetMapStation[] }>;
