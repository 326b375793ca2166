/**
 * Contracts of the monitor domain (`/monitor/...`): what the monitoring screens read, one file per screen
 * family.
 */
export * from './monitor/powerQuality';
export * from './monitor/points';
export * from './monitor/devices';
export * from './monitor/diagram';
export * from './monitor/inverters';
export * from './monitor/homes';
export * from './monitor/stationHome';
export * from './monitor/fleet';
export * from './monitor/fleetMap';
