import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { domainPlugin } from '../http/domainPlugin';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { hashPassword, PASSWORD_RULE } from '../auth/password';
import { resetPassword } from '../../shared/contracts/people';
import { requireNotAbove } from './staffRank';

/**
 * Staff management beyond the user entity's own routes: an administrator (or a group administrator, within
 * his groups, to users not above him) gives a user a new sign-in password. The lockout is lifted and the user's sessions end.
 */
function registerStaffRoutes(app: FastifyInstance): void {
  const users = app.entities.access('user');
  registerRoutes(app, [
    route(resetPassword, {
      access: users.can('resetPwd'),
      rateLimit: 30,
      handler: async (request) => {
        const { userId, password } = request.body;
        // A user outside the caller's groups is refused like a missing one.
        await users.find(request, userId);
        // A new password is a way into his account: not for a user who may do more than the caller.
        await requireNotAbove(app.db, callerOf(request), [userId]);
        if (!PASSWORD_RULE.test(password)) throw new ApiError(400, 'validation.password', {}, 'password');
        await app.db
          .updateTable('sys_user')
          .set({ password_hash: await hashPassword(password), failed_logins: 0, locked_until: 0 })
          .where('user_id', '=', userId)
          .execute();
        await app.sessions.revokeUser(userId);
        return ok(true, translatorFor(request)('server.staff.passwordReset'));
      },
    }),
  ]);
}

/** Staff management's password reset. */
export const staffRoutes = domainPlugin(
  'staff-routes',
  { plugins: ['store', 'entity-registry'], decorators: ['db', 'entities'] },
  registerStaffRoutes,
);
