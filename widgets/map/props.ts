import type { FromSchema } from 'json-schema-to-ts';
import type { FleetMapStation } from '../../shared/fleetMap';

/** Props schema of the map navigation; its TypeScript type is derived from it, so the two agree. */
export const fleetMapProps = {
  type: 'object',
  required: ['stations', 'filterState'],
  additionalProperties: false,
  properties: {
    /** Binding to the markers: `POST /monitor/fleetMapStations` (every station the navigator filter reaches). */
    stations: {},
    /**
     * Page-state key the widget writes the navigator's search and filter to, so the markers' source (whose body
     * binds to it) follows the list beside the map.
     */
    filterState: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
    /** Zoom of the map on a highlighted station, relative to the whole world (1). */
    focusZoom: { type: 'number', minimum: 1, maximum: 60 },
  },
} as const;

/** The bound markers take their type from the `/monitor/fleetMapStations` contract; unresolved, they are absent. */
export type FleetMapProps = Omit<FromSchema<typeof fleetMapProps>, 'stations'> & { stations?: FleetMapStation[] | null };
