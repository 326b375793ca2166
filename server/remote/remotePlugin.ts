import { SelectReservations, type ExecuteVerdict, type ReservedPoint } from '../../shared/selectReservations';
import { SharedReservations } from '../cluster/sharedReservations';
import { domainPlugin, servicePlugin } from '../http/domainPlugin';
import { registerRemoteRoutes } from './remoteRoutes';
import { registerOperationPasswordRoutes } from './operationPasswordRoutes';

/** Select-before-operate reservations: in this process, or shared by every API node through Redis. */
export interface Reservations {
  /** The clock the reservations' 30 s run on (tests move it). */
  now: () => number;
  select(point: ReservedPoint, userId: number, value: number): boolean | Promise<boolean>;
  execute(point: ReservedPoint, userId: number, value: number): ExecuteVerdict | Promise<ExecuteVerdict>;
}

/** What the remote-control plugin keeps: the select reservations. */
export interface RemoteControl {
  reservations: Reservations;
}

declare module 'fastify' {
  interface FastifyInstance {
    remote: RemoteControl;
  }
}

/**
 * The select reservations: in this process, or in Redis when several API nodes run (`REDIS_URL`). A service
 * on the root rather than inside the remote routes, so that whoever holds the app (tests moving the clock)
 * reaches the same reservations.
 */
export const remoteReservations = servicePlugin('remote-reservations', { plugins: [], decorators: ['cluster'] }, async (app) => {
  const reservations = app.cluster ? new SharedReservations(app.cluster) : new SelectReservations();
  app.decorate('remote', { reservations });
});

/** Safe remote control (issue 5): select-before-operate, set-points, start/stop, operation passwords, audit. */
export const remoteControl = domainPlugin(
  'remote-control',
  { plugins: ['store', 'telemetry', 'remote-reservations'], decorators: ['db', 'telemetry', 'remote'] },
  (app) => {
    registerRemoteRoutes(app);
    registerOperationPasswordRoutes(app);
  },
);
