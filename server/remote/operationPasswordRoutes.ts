import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { hashPassword, PASSWORD_RULE } from '../auth/password';
import { confirmOwnPassword } from '../auth/login';
import { setOperationPassword } from '../../shared/contracts/remote';

/**
 * Personal centre: a signed-in user sets their own operation password after re-entering the sign-in
 * password. The sign-in password goes through the sign-in check, so guessing it here counts towards the
 * same lockout as at sign-in. Administrators set operation passwords through the user entity instead.
 */
export function registerOperationPasswordRoutes(app: FastifyInstance): void {
  registerRoutes(app, [
    route(setOperationPassword, {
      access: 'signed-in',
      rateLimit: 20,
      handler: async (request) => {
        const caller = callerOf(request);
        const { password, operationPassword } = request.body;
        if (!PASSWORD_RULE.test(operationPassword)) throw new ApiError(400, 'validation.password', {}, 'operationPassword');
        if (!password) throw new ApiError(400, 'server.login.passwordRequired', {}, 'password');
        await confirmOwnPassword(app.db, caller.userName, password, 'password', 'server.remote.loginPasswordWrong');
        await app.db
          .updateTable('sys_user')
          .set({ operation_password_hash: await hashPassword(operationPassword) })
          .where('user_id', '=', caller.userId)
          .execute();
        return ok(true, translatorFor(request)('server.remote.operationPasswordSaved'));
      },
    }),
  ]);
}
