/**
 * Contracts of remote control (spec-digest 001 §2.3, §2.4, §7): the operation password, switches by
 * select-before-operate, set-points, the API start/stop switch and the status the dialog opens with. Every
 * command answers true once the device (or the reservation) took it.
 */
import { Type } from 'typebox';
import { contract, envelope, id, nullable } from './common';

const passwd = Type.String({ maxLength: 64 });
/** A point key, `psId_equipType_collectId_code`. */
const point = Type.String({ minLength: 1, maxLength: 120 });
/** A command value as the dialog sends it: a number, or its text. */
const value = Type.Unsafe<number | string>({ type: ['number', 'string'], maxLength: 32 });
const accepted = envelope(Type.Boolean());

export const checkPassword = contract({
  method: 'POST',
  url: '/remote/checkPassword',
  body: Type.Object({ passwd }),
  response: accepted,
});

/** Select (type 0) or execute (type 1) a switch command. */
export const switchCommand = contract({
  method: 'POST',
  url: '/remote/yk',
  body: Type.Object({ psId: id, point, value, type: Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] }), passwd }),
  response: accepted,
});

export const setPointCommand = contract({
  method: 'POST',
  url: '/remote/yt',
  body: Type.Object({ psId: id, point, value, passwd }),
  response: accepted,
});

/** Start or stop through the device's API: the point carries the suffix `_run` or `_stop`. */
export const startStopCommand = contract({
  method: 'POST',
  url: '/remote/ykApi',
  body: Type.Object({ psId: id, point, passwd }),
  response: accepted,
});

/** Whether the caller may operate the plant (or the device) now. */
export const remoteStatus = contract({
  method: 'GET',
  url: '/remote/status',
  querystring: Type.Object({ psId: id, equipId: Type.Optional(id) }),
  response: envelope(
    Type.Object({
      allowed: Type.Boolean(),
      plantEnabled: Type.Boolean(),
      deviceMode: nullable('string'),
      hasOperationPassword: Type.Boolean(),
      /** Epoch ms; 0 when not locked. */
      lockedUntil: Type.Number(),
    }),
  ),
});

/** A user sets their own operation password after re-entering the sign-in password. */
export const setOperationPassword = contract({
  method: 'PUT',
  url: '/system/user/profile/operationPassword',
  body: Type.Object({ password: Type.String({ maxLength: 128 }), operationPassword: passwd }),
  response: accepted,
});
