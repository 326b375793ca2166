import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { decoyHash, verifyPassword } from './password';
import { guessRight, guessWrong, lockedUntil, reserveGuess, type Lockout } from './passwordLockout';

/** Five wrong passwords lock the account for ten minutes. */
export const SIGN_IN_LOCKOUT: Lockout = { failed: 'failed_logins', lockedUntil: 'locked_until', max: 5, lockMs: 10 * 60_000 };

/**
 * Checks a user name and password. Five wrong passwords lock the account for ten minutes; a correct one
 * resets the count. Each guess is reserved in the store before the password is checked, so no more than
 * five are ever checked per lock window, however many arrive at once. Unknown names and wrong passwords get
 * the same answer.
 */
export async function checkCredentials(db: Db, userName: string, password: string): Promise<number> {
  const now = Date.now();
  const user = await reserveGuess(db, SIGN_IN_LOCKOUT, { user_name: userName }, now);
  if (!user) {
    const until = await lockedUntil(db, SIGN_IN_LOCKOUT, { user_name: userName });
    if (until !== null && until > now)
      throw new ApiError(423, 'server.login.locked', { minutes: Math.ceil((until - now) / 60_000) });
    // Not locked, but every guess of the window is being checked right now: the next one may be let in.
    if (until !== null) throw new ApiError(429, 'server.login.busy');
    await verifyPassword(password, decoyHash);
    throw new ApiError(400, 'server.login.badCredentials', {}, 'password');
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    if (await guessWrong(db, SIGN_IN_LOCKOUT, user.user_id, user.count, now))
      throw new ApiError(423, 'server.login.locked', { minutes: SIGN_IN_LOCKOUT.lockMs / 60_000 });
    throw new ApiError(400, 'server.login.badCredentials', {}, 'password');
  }
  await guessRight(db, SIGN_IN_LOCKOUT, user.user_id);
  if (user.status !== '0') throw new ApiError(403, 'server.login.disabled');
  return user.user_id;
}

/**
 * The signed-in user proves himself again with his sign-in password before changing a password of his own.
 * It goes through the sign-in check, so guessing it here counts towards the same lockout; a wrong one is
 * refused at `field` with `wrongKey`.
 */
export async function confirmOwnPassword(db: Db, userName: string, password: string, field: string, wrongKey: string) {
  try {
    await checkCredentials(db, userName, password);
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'server.login.badCredentials')
      throw new ApiError(400, wrongKey, {}, field);
    throw error;
  }
}
