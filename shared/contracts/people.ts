/** Contracts of the people domain: staff management beyond the user entity's own routes. */
import { Type } from 'typebox';
import { contract, envelope, id } from './common';

/** An administrator gives a user a new sign-in password; true once saved (the user's sessions end). */
export const resetPassword = contract({
  method: 'PUT',
  url: '/system/user/resetPwd',
  body: Type.Object({ userId: id, password: Type.String({ maxLength: 128 }) }),
  response: envelope(Type.Boolean()),
});
