import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { checkCredentials, SIGN_IN_LOCKOUT } from './login';
import { decoyLockout } from './decoyLockout';
import { recordSignIn, type SignInOutcome } from '../people/signInLog';
import { signInPerAccount } from './signInThrottle';
import { clearSessionCookie, sessionCredential, setSessionCookie } from './sessionCookie';
import { domainPlugin } from '../http/domainPlugin';
import { captchaImage, signIn, signOut, userInfo } from '../../shared/contracts/auth';

/** Refusals of a known account that its owner sees in the personal centre's sign-in history. */
const FAILED_OUTCOMES: Record<string, SignInOutcome> = {
  'server.login.badCredentials': 'badPassword',
  'server.login.locked': 'locked',
  'server.login.disabled': 'disabled',
};

/** Sign-in, the current user, sign-out and the captcha (spec-digest 000 §7, Session). */
function registerSessionRoutes(app: FastifyInstance): void {
  const decoys = decoyLockout(app.cluster, SIGN_IN_LOCKOUT);
  registerRoutes(app, [
    route(captchaImage, {
      access: 'public',
      handler: async () => {
        if (!app.config.captchaEnabled) return ok({ captchaEnabled: false });
        return ok({ captchaEnabled: true, ...(await app.captcha.issue()) });
      },
    }),

    route(signIn, {
      access: 'public',
      rateLimit: app.config.loginRateLimit,
      preHandler: signInPerAccount(app, app.config.loginRateLimit),
      handler: async (request, reply) => {
        const body = request.body ?? {};
        const username = (body.username ?? '').trim();
        const password = body.password ?? '';
        if (!username) throw new ApiError(400, 'server.login.usernameRequired', {}, 'username');
        if (!password) throw new ApiError(400, 'server.login.passwordRequired', {}, 'password');
        if (app.config.captchaEnabled) {
          if (!body.code?.trim()) throw new ApiError(400, 'server.login.captchaRequired', {}, 'code');
          const verdict = await app.captcha.check(body.uuid ?? '', body.code);
          if (verdict === 'expired') throw new ApiError(400, 'server.login.captchaExpired', {}, 'code');
          if (verdict === 'wrong') throw new ApiError(400, 'server.login.captchaWrong', {}, 'code');
        }
        let userId: number;
        try {
          userId = await checkCredentials(app.db, username, password, decoys);
        } catch (error) {
          const outcome = error instanceof ApiError ? FAILED_OUTCOMES[error.messageKey] : undefined;
          if (outcome) await recordSignIn(app.db, username, outcome, request);
          throw error;
        }
        await recordSignIn(app.db, username, 'ok', request);
        const token = await app.sessions.create(userId, request.ip);
        setSessionCookie(request, reply, token);
        return ok({ csrfToken: app.sessions.csrfTokenOf(token) });
      },
    }),

    route(userInfo, {
      access: 'signed-in',
      handler: async (request) => {
        const caller = callerOf(request);
        const user = await app.db
          .selectFrom('sys_user')
          .innerJoin('sys_dept', 'sys_dept.dept_id', 'sys_user.dept_id')
          .select([
            'sys_user.user_id',
            'sys_user.user_name',
            'sys_user.nick_name',
            'sys_user.avatar',
            'sys_user.email',
            'sys_user.phone',
            'sys_user.sex',
            'sys_user.operation_password_hash',
            'sys_dept.dept_id',
            'sys_dept.dept_name',
            'sys_dept.logo',
          ])
          .where('sys_user.user_id', '=', caller.userId)
          .executeTakeFirstOrThrow();
        return ok({
          user: {
            userId: user.user_id,
            userName: user.user_name,
            nickName: user.nick_name,
            avatar: user.avatar ?? '',
            email: user.email ?? '',
            phonenumber: user.phone ?? '',
            sex: user.sex,
            deptId: user.dept_id,
            dept: { deptId: user.dept_id, deptName: user.dept_name, logo: user.logo ?? '' },
            params: { hasOperationPassword: Boolean(user.operation_password_hash) },
          },
          roles: caller.roles.length ? caller.roles : ['ROLE_DEFAULT'],
          permissions: caller.permissions,
        });
      },
    }),

    route(signOut, {
      access: 'public',
      handler: async (request, reply) => {
        const credential = sessionCredential(request);
        if (credential) await app.sessions.revoke(credential.token);
        clearSessionCookie(reply);
        return ok();
      },
    }),
  ]);
}

/** Sign-in, the current user, sign-out and the captcha. */
export const sessionRoutes = domainPlugin(
  'session-routes',
  { plugins: ['store'], decorators: ['db', 'captcha'] },
  registerSessionRoutes,
);
