import type { FastifyInstance } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { domainPlugin } from '../http/domainPlugin';
import { callerOf, registerRoutes, route } from '../http/route';
import {
  changePassword,
  ownRemoteActions,
  ownSignIns,
  readProfile,
  saveProfile,
  uploadAvatar,
} from '../../shared/contracts/people';
import { translatorFor } from '../http/language';
import { validateFields } from '../entities/entityValidation';
import { confirmOwnPassword } from '../auth/login';
import { hashPassword, PASSWORD_RULE } from '../auth/password';
import { recentSignIns } from './signInLog';
import { storeAvatar } from './avatarStore';
import { recentRemoteActions } from './remoteActions';

/** The fields a user edits on himself; group, role, status and plants are staff management's. */
const OWN_FIELDS = ['nickName', 'phone', 'email', 'sex'];
const HISTORY = 20;

/**
 * The personal centre (spec-digest 000 §2, /user/profile): the signed-in user reads and edits his own profile,
 * changes his sign-in password (his other sessions end), uploads an avatar, and reads his own sign-ins and
 * remote-control actions. Everything here is about the caller only; no id is taken from the request.
 */
function registerProfileRoutes(app: FastifyInstance): void {
  const users = app.entities.access('user').def;

  async function profile(userId: number) {
    const user = await app.db
      .selectFrom('sys_user')
      .innerJoin('sys_dept', 'sys_dept.dept_id', 'sys_user.dept_id')
      .select([
        'sys_user.user_id',
        'sys_user.user_name',
        'sys_user.nick_name',
        'sys_user.phone',
        'sys_user.email',
        'sys_user.sex',
        'sys_user.avatar',
        'sys_user.created_at',
        'sys_user.operation_password_hash',
        'sys_dept.dept_name',
      ])
      .where('sys_user.user_id', '=', userId)
      .executeTakeFirstOrThrow();
    const role = await app.db
      .selectFrom('sys_user_role')
      .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
      .select('sys_role.role_key')
      .where('sys_user_role.user_id', '=', userId)
      .executeTakeFirst();
    // The latest sign-in before this session's own.
    const [, previous] = await recentSignIns(app.db, userId, 2).then((rows) => rows.filter((r) => r.outcome === 'ok'));
    return {
      userId: user.user_id,
      userName: user.user_name,
      nickName: user.nick_name,
      phone: user.phone ?? '',
      email: user.email ?? '',
      sex: user.sex,
      avatar: user.avatar ?? '',
      deptName: user.dept_name,
      roleKey: role?.role_key ?? null,
      createdAt: user.created_at,
      lastSignIn: previous?.at ?? null,
      lastSignInIp: previous?.client_ip ?? null,
      hasOperationPassword: Boolean(user.operation_password_hash),
    };
  }

  registerRoutes(app, [
    route(readProfile, {
      access: 'signed-in',
      handler: async (request) => ok(await profile(callerOf(request).userId)),
    }),

    route(saveProfile, {
      access: 'signed-in',
      handler: async (request) => {
        const t = translatorFor(request);
        // A field the form left empty is no value, not a malformed one.
        const given = Object.entries(request.body ?? {}).map(([k, v]) => [k, v === '' && k !== 'nickName' ? null : v]);
        const body = validateFields(users, OWN_FIELDS, Object.fromEntries(given), t);
        if (!String(body.nickName ?? '').trim())
          throw new ApiError(400, 'validation.required', { field: t('entity.user.nickName') }, 'nickName');
        const userId = callerOf(request).userId;
        await app.db
          .updateTable('sys_user')
          .set({
            nick_name: String(body.nickName).trim(),
            phone: (body.phone as string | null | undefined) || null,
            email: (body.email as string | null | undefined) || null,
            sex: (body.sex as string | null | undefined) ?? '2',
          })
          .where('user_id', '=', userId)
          .execute();
        return ok(await profile(userId), t('crud.saved'));
      },
    }),

    route(changePassword, {
      access: 'signed-in',
      rateLimit: 20,
      handler: async (request) => {
        const caller = callerOf(request);
        const t = translatorFor(request);
        const { oldPassword, newPassword, confirmPassword } = request.body;
        if (!oldPassword) throw new ApiError(400, 'server.login.passwordRequired', {}, 'oldPassword');
        if (!PASSWORD_RULE.test(newPassword)) throw new ApiError(400, 'validation.password', {}, 'newPassword');
        if (confirmPassword !== undefined && confirmPassword !== newPassword)
          throw new ApiError(400, 'validation.passwordsDiffer', {}, 'confirmPassword');
        if (newPassword === oldPassword) throw new ApiError(400, 'validation.passwordUnchanged', {}, 'newPassword');
        await confirmOwnPassword(app.db, caller.userName, oldPassword, 'oldPassword', 'server.profile.oldPasswordWrong');
        await app.db
          .updateTable('sys_user')
          .set({ password_hash: await hashPassword(newPassword) })
          .where('user_id', '=', caller.userId)
          .execute();
        await app.sessions.revokeOthers(caller.userId, caller.sessionId);
        return ok(true, t('server.profile.passwordChanged'));
      },
    }),

    route(uploadAvatar, {
      access: 'signed-in',
      rateLimit: 30,
      handler: async (request) => {
        const imgUrl = await storeAvatar(app, request);
        return ok({ imgUrl }, translatorFor(request)('server.profile.avatarSaved'));
      },
    }),

    route(ownSignIns, {
      access: 'signed-in',
      handler: async (request) => {
        const rows = await recentSignIns(app.db, callerOf(request).userId, HISTORY);
        return ok(rows.map((r) => ({ at: r.at, clientIp: r.client_ip, userAgent: r.user_agent, outcome: r.outcome })));
      },
    }),

    route(ownRemoteActions, {
      access: 'signed-in',
      handler: async (request) => ok(await recentRemoteActions(app, request, HISTORY)),
    }),
  ]);
}

/** The personal centre's routes. */
export const profileRoutes = domainPlugin(
  'profile-routes',
  { plugins: ['store', 'entity-registry', 'telemetry', 'file-store'], decorators: ['db', 'entities', 'telemetry', 'files'] },
  registerProfileRoutes,
);
