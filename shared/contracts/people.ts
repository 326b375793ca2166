/** Contracts of the people domain: staff management beyond the user entity's own routes, and the personal centre. */
import { Type } from 'typebox';
import { contract, envelope, id, nullable } from './common';
import { eventRow } from './alarms';

/** An administrator gives a user a new sign-in password; true once saved (the user's sessions end). */
export const resetPassword = contract({
  method: 'PUT',
  url: '/system/user/resetPwd',
  body: Type.Object({ userId: id, password: Type.String({ maxLength: 128 }) }),
  response: envelope(Type.Boolean()),
});

/** The signed-in user as the personal centre shows him (spec-digest 000 §2, /user/profile). */
const profile = Type.Object({
  userId: Type.Integer(),
  userName: Type.String(),
  nickName: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  sex: nullable('string'),
  avatar: Type.String(),
  deptName: Type.String(),
  roleKey: nullable('string'),
  createdAt: nullable('integer'),
  lastSignIn: nullable('integer'),
  lastSignInIp: nullable('string'),
  hasOperationPassword: Type.Boolean(),
});

/** The caller's own profile. */
export const readProfile = contract({ method: 'GET', url: '/system/user/profile', response: envelope(profile) });

/** Saves the fields a user edits on himself, checked by the user definition; answers the profile again. */
export const saveProfile = contract({
  method: 'PUT',
  url: '/system/user/profile',
  body: Type.Unsafe<Record<string, unknown>>({ type: 'object' }),
  response: envelope(profile),
});

const password = Type.String({ maxLength: 128 });

/** Changes the caller's sign-in password; his other sessions end. */
export const changePassword = contract({
  method: 'PUT',
  url: '/system/user/profile/updatePwd',
  body: Type.Object({ oldPassword: password, newPassword: password, confirmPassword: Type.Optional(password) }),
  response: envelope(Type.Boolean()),
});

/** Stores the uploaded picture (multipart) as the caller's avatar; answers its URL. */
export const uploadAvatar = contract({
  method: 'POST',
  url: '/system/user/profile/avatar',
  response: envelope(Type.Object({ imgUrl: Type.String() })),
});

/** The caller's latest sign-ins, successful or not. */
export const ownSignIns = contract({
  method: 'GET',
  url: '/system/user/profile/signIns',
  response: envelope(
    Type.Array(
      Type.Object({
        at: Type.Integer(),
        clientIp: nullable('string'),
        userAgent: nullable('string'),
        outcome: Type.String(),
      }),
    ),
  ),
});

/** The caller's latest remote-control actions, as rows of the event list. */
export const ownRemoteActions = contract({
  method: 'GET',
  url: '/system/user/profile/remoteActions',
  response: envelope(Type.Array(eventRow)),
});
