import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { PERMISSIONS } from '../auth/roles';
import type { Permission } from '../../shared/permissions';
import { deviceOf, visibleStation } from '../monitor/stationAccess';
import { checkOperationPassword, operationPasswordState } from './operationPassword';
import { remoteSetting } from './remoteSetting';
import { parseControlOptions, reservedPoint, resolveControlPoint, resolveStartStop } from './controlPoint';
import { guardAttempt, numericValue, refuse, sendCommand } from './commandDispatch';
import { auditRemote, type RemoteAttempt } from './remoteAudit';
import { EXECUTE_REFUSALS } from '../../shared/selectReservations';
import { checkPassword, remoteStatus, setPointCommand, startStopCommand, switchCommand } from '../../shared/contracts/remote';

/** The permission every remote route needs. */
export const REMOTE_CONTROL: Permission = PERMISSIONS.remoteControl[0];

/** Highest set-point when the point names no maximum (spec-digest 001 §2.4). */
export const DEFAULT_SET_POINT_MAX = 99999;

/**
 * Remote control (spec-digest 001 §2.3, §2.4, §7): the operation password check, switches by select-before-operate,
 * set-points, the API start/stop switch and the status the dialog opens with. Every command re-checks the
 * operation password and the plant's remote setting, and is audited as an event.
 */
export function registerRemoteRoutes(app: FastifyInstance): void {
  const { db } = app;
  const { registry } = app.telemetry;

  registerRoutes(app, [
    route(checkPassword, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        await checkOperationPassword(db, callerOf(request).userId, request.body.passwd);
        return ok(true, translatorFor(request)('server.remote.passwordAccepted'));
      },
    }),

    route(switchCommand, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const body = request.body;
        const caller = callerOf(request);
        const station = visibleStation(app, request, body.psId);
        const target = resolveControlPoint(registry, station, body.point, 'YK');
        const number = numericValue(body.value);
        const attempt: RemoteAttempt = {
          psId: station.psId,
          target,
          caller,
          kind: 'control',
          value: number,
          rawValue: String(body.value),
        };
        await guardAttempt(app, attempt, body.passwd);
        const options = parseControlOptions(target.def.options);
        if (number === null || !options.some((o) => o.value === number)) {
          const choices = options.map((o) => o.value).join(', ');
          return refuse(app, attempt, 'badValue', new ApiError(400, 'server.remote.badValue', { choices }, 'value'));
        }
        const { reservations } = app.remote;
        if (body.type === 0) {
          if (!(await reservations.select(reservedPoint(target), caller.userId, number)))
            return refuse(app, attempt, 'reserved', new ApiError(409, 'server.remote.reserved'));
          await auditRemote(db, attempt, 'selected');
          return ok(true, translatorFor(request)('server.remote.selected'));
        }
        const verdict = await reservations.execute(reservedPoint(target), caller.userId, number);
        if (verdict !== 'ok') return refuse(app, attempt, verdict, new ApiError(409, EXECUTE_REFUSALS[verdict]));
        return sendCommand(app, request, attempt, number);
      },
    }),

    route(setPointCommand, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const body = request.body;
        const station = visibleStation(app, request, body.psId);
        const target = resolveControlPoint(registry, station, body.point, 'YT');
        const number = numericValue(body.value);
        const attempt: RemoteAttempt = {
          psId: station.psId,
          target,
          caller: callerOf(request),
          kind: 'adjust',
          value: number,
          rawValue: String(body.value),
        };
        await guardAttempt(app, attempt, body.passwd);
        if (number === null) return refuse(app, attempt, 'badValue', new ApiError(400, 'server.remote.notANumber', {}, 'value'));
        const min = target.def.min;
        const max = target.def.max ?? DEFAULT_SET_POINT_MAX;
        if (number > max || (min !== null && number < min)) {
          const error =
            min === null
              ? new ApiError(400, 'server.remote.aboveMax', { max }, 'value')
              : new ApiError(400, 'server.remote.outOfRange', { min, max }, 'value');
          return refuse(app, attempt, 'badValue', error);
        }
        return sendCommand(app, request, attempt, number);
      },
    }),

    route(startStopCommand, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const body = request.body;
        const station = visibleStation(app, request, body.psId);
        const { target, value: command } = resolveStartStop(registry, station, body.point);
        const attempt: RemoteAttempt = { psId: station.psId, target, caller: callerOf(request), kind: 'control', value: command };
        await guardAttempt(app, attempt, body.passwd);
        if (!parseControlOptions(target.def.options).some((o) => o.value === command))
          return refuse(app, attempt, 'badValue', new ApiError(400, 'server.remote.notStartStop', {}, 'point'));
        return sendCommand(app, request, attempt, command);
      },
    }),

    route(remoteStatus, {
      access: REMOTE_CONTROL,
      handler: async (request) => {
        const { psId, equipId } = request.query;
        const station = visibleStation(app, request, psId);
        if (equipId !== undefined) deviceOf(app, station, { equipId });
        const setting = await remoteSetting(db, psId, equipId);
        return ok({ ...setting, ...(await operationPasswordState(db, callerOf(request).userId)) });
      },
    }),
  ]);
}
