import type { FastifyInstance } from 'fastify';
import { SelectReservations } from '../../shared/selectReservations';
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

/** Safe remote control (issue 5): select-before-operate, set-points, start/stop, operation passwords, audit. */
export function registerRemote(app: FastifyInstance): void {
  app.decorate('remote', { reservations: new SelectReservations() });
  registerRemoteRoutes(app);
  registerOperationPasswordRoutes(app);
}
