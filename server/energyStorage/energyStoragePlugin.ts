import { domainPlugin } from '../http/domainPlugin';
import { registerRunSettingsRoutes } from './runSettingsRoutes';
import { registerStorageRoutes } from './storageRoutes';

/** Storage stations: the overview, the battery cells, and the run settings of their energy management (issue 14). */
export const energyStorageRoutes = domainPlugin(
  'energy-storage-routes',
  {
    plugins: ['store', 'telemetry', 'remote-reservations', 'quotas'],
    decorators: ['db', 'telemetry', 'remote', 'quotas'],
  },
  (app) => {
    registerStorageRoutes(app);
    registerRunSettingsRoutes(app);
  },
);
