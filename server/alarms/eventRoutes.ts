import type { FastifyInstance } from 'fastify';
import { registerRoutes } from '../http/route';
import { domainPlugin } from '../http/domainPlugin';
import { eventReader } from './eventReader';
import { eventListRoutes } from './eventListRoutes';
import { eventCommandRoutes } from './eventCommandRoutes';
import { shelfRoutes } from './shelfRoutes';
import { eventExportRoute } from './eventExport';

/** Events the alarm rules raised and remote control wrote: list, counts, acknowledgement, shelving, export. */
function registerEventRoutes(app: FastifyInstance): void {
  const events = eventReader(app);
  registerRoutes(app, [
    ...eventListRoutes(app, events),
    ...eventCommandRoutes(app, events),
    eventExportRoute(app, events),
    ...shelfRoutes(app, events),
  ]);
}

/** Alarms and events. */
export const eventRoutes = domainPlugin(
  'event-routes',
  { plugins: ['store', 'telemetry', 'alarms'], decorators: ['db', 'telemetry', 'alarms'] },
  registerEventRoutes,
);
