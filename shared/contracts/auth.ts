/** Contracts of the session: sign-in, the current user, sign-out and the captcha (spec-digest 000 §7, Session). */
import { Type } from 'typebox';
import { contract, emptyEnvelope, envelope, namedGroup, nullable } from './common';

/** A captcha to solve when the portal asks for one. */
export const captchaImage = contract({
  method: 'GET',
  url: '/captchaImage',
  response: envelope(
    Type.Object({ captchaEnabled: Type.Boolean(), uuid: Type.Optional(Type.String()), img: Type.Optional(Type.String()) }),
  ),
});

/** Signs in; the session rides on a cookie, and writes prove with the anti-forgery token they come from a portal page. */
export const signIn = contract({
  method: 'POST',
  url: '/reception/login',
  // Every field is optional for the schema: a missing one is refused by name, in the caller's language.
  body: Type.Object({
    username: Type.Optional(Type.String({ maxLength: 64 })),
    password: Type.Optional(Type.String({ maxLength: 128 })),
    code: Type.Optional(Type.String({ maxLength: 16 })),
    uuid: Type.Optional(Type.String({ maxLength: 64 })),
  }),
  response: envelope(Type.Object({ csrfToken: Type.String() })),
});

/** The user, their roles and permissions. */
export const userInfo = contract({
  method: 'GET',
  url: '/reception/getInfo',
  response: envelope(
    Type.Object({
      user: Type.Object({
        userId: Type.Integer(),
        userName: Type.String(),
        nickName: Type.String(),
        avatar: Type.String(),
        email: Type.String(),
        phonenumber: Type.String(),
        sex: nullable('string'),
        deptId: Type.Integer(),
        dept: Type.Object({ ...namedGroup, logo: Type.String() }),
        params: Type.Object({ hasOperationPassword: Type.Boolean() }),
      }),
      roles: Type.Array(Type.String()),
      permissions: Type.Array(Type.String()),
    }),
  ),
});

export const signOut = contract({ method: 'POST', url: '/logout', response: emptyEnvelope });
