import { domainPlugin } from '../http/domainPlugin';
import { registerEntityRoutes } from './entityRoutes';
import { registerEntityUiRoutes } from './entityUiRoutes';

/** The generic routes of every entity definition, and what the generic CRUD page reads of them. */
export const entityRoutes = domainPlugin(
  'entity-routes',
  {
    plugins: ['store', 'entity-registry', 'file-store', 'station-cache', 'telemetry'],
    decorators: ['db', 'entities', 'files', 'stationCache', 'telemetry'],
  },
  (app) => {
    const { definitions } = app.entities;
    for (const entity of definitions.values()) registerEntityRoutes(app, entity, definitions);
    registerEntityUiRoutes(app, [...definitions.values()]);
  },
);
