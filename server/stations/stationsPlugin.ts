import { domainPlugin } from '../http/domainPlugin';
import { registerStationRoutes } from './stationRoutes';
import { registerCollectionRoutes } from './collectionRoutes';

/** Stations (lists, details, the navigator) and the user's station collections. */
export const stationRoutes = domainPlugin(
  'station-routes',
  { plugins: ['store', 'station-cache', 'entity-registry'], decorators: ['db', 'stationCache', 'entities'] },
  (app) => {
    registerStationRoutes(app);
    registerCollectionRoutes(app);
  },
);
