import { domainPlugin } from '../http/domainPlugin';
import { registerHomeRoutes } from './homeRoutes';
import { registerInverterRoutes } from './inverterRoutes';
import { registerFleetOverviewRoutes } from './fleetOverviewRoutes';
import { registerFleetMapRoutes } from './fleetMapRoutes';
import { registerStationHomeRoutes } from './stationHomeRoutes';
import { registerPointRoutes } from './pointRoutes';
import { registerDiagramRoutes } from './diagramRoutes';
import { registerDeviceRoutes } from './deviceRoutes';
import { registerPowerQualityRoutes } from './powerQualityRoutes';

/** What the monitoring screens read: homes, inverters, device families, the fleet overview and map, points, diagrams and power quality. */
export const monitorRoutes = domainPlugin(
  'monitor-routes',
  { plugins: ['store', 'telemetry', 'file-store'], decorators: ['db', 'telemetry', 'liveStore', 'files'] },
  (app) => {
    registerHomeRoutes(app);
    registerInverterRoutes(app);
    registerFleetOverviewRoutes(app);
    registerFleetMapRoutes(app);
    registerStationHomeRoutes(app);
    registerPointRoutes(app);
    registerDiagramRoutes(app);
    registerDeviceRoutes(app);
    registerPowerQualityRoutes(app);
  },
);
