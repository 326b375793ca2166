import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { verifyPassword } from '../auth/password';
import { guessRight, guessWrong, lockMinutes, reserveGuess, type Lockout } from '../auth/passwordLockout';

/** Wrong operation passwords in a row that lock remote control, and for how long. */
export const MAX_OPERATION_FAILURES = 5;
export const OPERATION_LOCK_MS = 15 * 60_000;
const OPERATION_LOCKOUT: Lockout = {
  failed: 'op_failed',
  lockedUntil: 'op_locked_until',
  max: MAX_OPERATION_FAILURES,
  lockMs: OPERATION_LOCK_MS,
};

/** What a refused operation password means for the audit trail. */
export type PasswordRefusal = 'passwordEmpty' | 'noPassword' | 'passwordWrong' | 'locked';

/** A refused operation password: the answer to give and the outcome to audit. */
export class OperationPasswordRefused extends ApiError {
  constructor(
    readonly refusal: PasswordRefusal,
    code: 400 | 423,
    key: string,
    params: Record<string, number> = {},
  ) {
    super(code, key, params, code === 400 ? 'passwd' : undefined);
  }
}

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * Checks the caller's operation password for one remote call. Five wrong ones lock remote control for that
 * user for 15 minutes (423 with the minutes left); a right one resets the count. The count lives in the
 * store, so every API node sees the same lockout, and each guess is reserved there before the password is
 * checked, so parallel guesses cannot get more than five checked per lock window. The password itself is
 * only compared, never kept.
 */
export async function checkOperationPassword(db: Db, userId: number, passwd: string, now = Date.now()): Promise<void> {
  const user = await db
    .selectFrom('sys_user')
    .select(['operation_password_hash', 'op_locked_until'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.op_locked_until > now)
    throw new OperationPasswordRefused('locked', 423, 'server.remote.locked', {
      minutes: minutesLeft(user.op_locked_until, now),
    });
  if (!user.operation_password_hash) throw new OperationPasswordRefused('noPassword', 400, 'server.remote.noOperationPassword');
  if (passwd === '') throw new OperationPasswordRefused('passwordEmpty', 400, 'server.remote.passwordRequired');

  const reserved = await reserveGuess(db, OPERATION_LOCKOUT, { user_id: userId }, now);
  if (!reserved) {
    const minutes = (await lockMinutes(db, OPERATION_LOCKOUT, { user_id: userId }, now)) ?? OPERATION_LOCK_MS / 60_000;
    throw new OperationPasswordRefused('locked', 423, 'server.remote.locked', { minutes });
  }
  const hash = reserved.operation_password_hash;
  if (hash && (await verifyPassword(passwd, hash))) {
    await guessRight(db, OPERATION_LOCKOUT, userId);
    return;
  }
  if (await guessWrong(db, OPERATION_LOCKOUT, userId, reserved.count, now))
    throw new OperationPasswordRefused('locked', 423, 'server.remote.locked', { minutes: OPERATION_LOCK_MS / 60_000 });
  throw new OperationPasswordRefused('passwordWrong', 400, 'server.remote.passwordWrong');
}

/** Whether the user has an operation password, and until when remote control is locked (0 when it is not). */
export async function operationPasswordState(
  db: Db,
  userId: number,
  now = Date.now(),
): Promise<{ hasOperationPassword: boolean; lockedUntil: number }> {
  const user = await db
    .selectFrom('sys_user')
    .select(['operation_password_hash', 'op_locked_until'])
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    hasOperationPassword: Boolean(user.operation_password_hash),
    lockedUntil: user.op_locked_until > now ? user.op_locked_until : 0,
  };
}
