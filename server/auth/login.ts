import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { decoyHash, verifyPassword } from './password';
import { guessRight, guessWrong, lockedUntil, reserveGuess, type Lockout } from './passwordLockout';
import type { DecoyLockout } from './decoyLockout';

/** Five wrong passwords lock the account for ten minutes. */
export const SIGN_IN_LOCKOUT: Lockout = { failed: 'failed_logins', lockedUntil: 'locked_until', max: 5, lockMs: 10 * 60_000 };

const locked = (until: number, now: number) =>
  new ApiError(423, 'server.login.locked', { minutes: Math.ceil((until - now) / 60_000) });
const badCredentials = () => new ApiError(400, 'server.login.badCredentials', {}, 'password');

/**
 * Checks a user name and password. Five wrong passwords lock the account for ten minutes; a correct one
 * resets the count. Each guess is reserved in the store before the password is checked, so no more than
 * five are ever checked per lock window, however many arrive at once. A name without an account is
 * answered as an account would be, a password checked against a decoy hash and locked after as many
 * guesses (`decoys`), so neither the answer nor its time tells which accounts exist.
 */
export async function checkCredentials(db: Db, userName: string, password: string, decoys: DecoyLockout | null): Promise<number> {
  const now = Date.now();
  const user = await reserveGuess(db, SIGN_IN_LOCKOUT, { user_name: userName }, now);
  if (!user) {
    const until = await lockedUntil(db, SIGN_IN_LOCKOUT, { user_name: userName });
    if (until === null) return refuseUnknown(decoys, userName, password, now);
    if (until > now) throw locked(until, now);
    // Not locked, but every guess of the window is being checked right now: the next one may be let in.
    throw new ApiError(429, 'server.login.busy');
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    if (await guessWrong(db, SIGN_IN_LOCKOUT, user.user_id, user.count, now)) throw locked(now + SIGN_IN_LOCKOUT.lockMs, now);
    throw badCredentials();
  }
  await guessRight(db, SIGN_IN_LOCKOUT, user.user_id);
  if (user.status !== '0') throw new ApiError(403, 'server.login.disabled');
  return user.user_id;
}

/** The same steps and answers as for an account, on the decoy hash and the decoy lockout. */
async function refuseUnknown(decoys: DecoyLockout | null, userName: string, password: string, now: number): Promise<never> {
  const guess = decoys ? await decoys.reserve(userName, now) : { count: 1 };
  if ('locked' in guess) throw locked(guess.locked, now);
  if ('busy' in guess) throw new ApiError(429, 'server.login.busy');
  await verifyPassword(password, decoyHash);
  if (decoys && guess.count >= SIGN_IN_LOCKOUT.max) {
    await decoys.lock(userName, now);
    throw locked(now + SIGN_IN_LOCKOUT.lockMs, now);
  }
  throw badCredentials();
}

/**
 * The signed-in user proves himself again with his sign-in password before changing a password of his own.
 * It goes through the sign-in check, so guessing it here counts towards the same lockout; a wrong one is
 * refused at `field` with `wrongKey`.
 */
export async function confirmOwnPassword(db: Db, userName: string, password: string, field: string, wrongKey: string) {
  try {
    // His own name: an account, so no decoy is needed.
    await checkCredentials(db, userName, password, null);
  } catch (error) {
    if (error instanceof ApiError && error.messageKey === 'server.login.badCredentials')
      throw new ApiError(400, wrongKey, {}, field);
    throw error;
  }
}
