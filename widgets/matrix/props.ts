import type { MatrixStation } from '../../shared/fleetMap';
import type { BoundProps } from '../boundProps';

/** Props schema of the real-time monitoring matrix; its TypeScript type is derived from it, so the two agree. */
export const stationMatrixProps = {
  type: 'object',
  required: ['stations'],
  additionalProperties: false,
  properties: {
    /** i18n key of the heading. */
    title: { type: 'string' },
    /** Binding to the cards: `POST /monitor/matrixRealData` `stations` (kW, kWh). */
    stations: {},
    /** Binding to when the server read the figures (ms). */
    updated: {},
    /** Narrowest card in px; the grid fits as many columns as the width allows. */
    cardWidth: { type: 'integer', minimum: 160, maximum: 480 },
  },
} as const;

/** The bound cards take their type from the `/monitor/matrixRealData` contract; unresolved, they are absent. */
export type StationMatrixProps = BoundProps<typeof stationMatrixProps, { stations: MatrixStation[] }>;
