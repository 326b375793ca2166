import { sql } from 'kysely';
import type { Db } from '../db/database';

/** A count of wrong passwords on sys_user and the lock it leads to: the sign-in one and the operation-password one. */
export interface Lockout {
  failed: 'failed_logins' | 'op_failed';
  lockedUntil: 'locked_until' | 'op_locked_until';
  /** Guesses checked per lock window; the one that reaches it and fails locks the account. */
  max: number;
  lockMs: number;
}

/** Whose password is guessed: the sign-in knows a name, remote control the signed-in user's id. */
export type Guessed = { user_id: number } | { user_name: string };

/** The columns a reservation answers with, so the password can be checked without a second read. */
export interface ReservedUser {
  user_id: number;
  status: string;
  password_hash: string;
  operation_password_hash: string | null;
}

/**
 * Reserves one guess BEFORE the password is checked: a single conditional UPDATE raises the count only
 * while the account is not locked and fewer than `max` guesses are counted. Parallel requests, on one
 * API node or several, therefore never get more than `max` passwords checked per lock window.
 * Answers the user with the count including this guess, or null when no guess may be checked now
 * (locked, all guesses of the window taken, or no such user).
 */
export async function reserveGuess(
  db: Db,
  lockout: Lockout,
  who: Guessed,
  now: number,
): Promise<(ReservedUser & { count: number }) | null> {
  const [column, value] = 'user_id' in who ? (['user_id', who.user_id] as const) : (['user_name', who.user_name] as const);
  const row = await db
    .updateTable('sys_user')
    .set({ [lockout.failed]: sql<number>`${sql.ref(lockout.failed)} + 1` })
    .where(column, '=', value)
    .where(lockout.lockedUntil, '<=', now)
    .where(lockout.failed, '<', lockout.max)
    .returning(['user_id', 'status', 'password_hash', 'operation_password_hash', `${lockout.failed} as count`])
    .executeTakeFirst();
  return row ? { ...row, count: Number(row.count) } : null;
}

/** A right password: the count starts again (the guess it reserved is given back with the others). */
export async function guessRight(db: Db, lockout: Lockout, userId: number): Promise<void> {
  await db
    .updateTable('sys_user')
    .set({ [lockout.failed]: 0 })
    .where('user_id', '=', userId)
    .execute();
}

/**
 * A wrong password on the reserved guess `count`: the guess stays counted, and the one that reaches `max`
 * locks the account for `lockMs` (the count starts again for the window after the lock). Answers whether
 * it locked.
 */
export async function guessWrong(db: Db, lockout: Lockout, userId: number, count: number, now: number): Promise<boolean> {
  if (count < lockout.max) return false;
  await db
    .updateTable('sys_user')
    .set({ [lockout.failed]: 0, [lockout.lockedUntil]: now + lockout.lockMs })
    .where('user_id', '=', userId)
    .execute();
  return true;
}

/** When the account's lock ends (0 or past: not locked), or null for no such user. */
export async function lockedUntil(db: Db, lockout: Lockout, who: Guessed): Promise<number | null> {
  const [column, value] = 'user_id' in who ? (['user_id', who.user_id] as const) : (['user_name', who.user_name] as const);
  const row = await db
    .selectFrom('sys_user')
    .select(`${lockout.lockedUntil} as until`)
    .where(column, '=', value)
    .executeTakeFirst();
  return row ? Number(row.until) : null;
}

/** Minutes until the lock of the account ends; a window whose guesses are all taken counts as a full lock. */
export async function lockMinutes(db: Db, lockout: Lockout, who: Guessed, now: number): Promise<number | null> {
  const until = await lockedUntil(db, lockout, who);
  if (until === null) return null;
  return Math.max(1, Math.ceil(((until > now ? until : now + lockout.lockMs) - now) / 60_000));
}
