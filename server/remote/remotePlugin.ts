import { SelectReservations } from '../../shared/selectReservations';
import { domainPlugin, servicePlugin } from '../http/domainPlugin';
import { registerRemoteRoutes } from './remoteRoutes';
import { registerOperationPasswordRoutes } from './operationPasswordRoutes';

/** What the remote-control plugin keeps: the select reservations of this server process. */
export interface RemoteControl {
  reservations: SelectReservations;
}

declare module 'fastify' {
  interface FastifyInstance {
    remote: RemoteControl;
  }
}

/**
 * The select reservations, one set per server process. A service on the root rather than inside the remote
 * routes, so that whoever holds the app (tests moving the clock) reaches the same reservations.
 */
export const remoteReservations = servicePlugin('remote-reservations', { plugins: [], decorators: [] }, async (app) => {
  app.decorate('remote', { reservations: new SelectReservations() });
});

/** Safe remote control (issue 5): select-before-operate, set-points, start/stop, operation passwords, audit. */
export const remoteControl = domainPlugin(
  'remote-control',
  { plugins: ['storage', 'telemetry', 'remote-reservations'], decorators: ['db', 'telemetry', 'remote'] },
  (app) => {
    registerRemoteRoutes(app);
    registerOperationPasswordRoutes(app);
  },
);
