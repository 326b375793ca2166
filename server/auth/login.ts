import type { Db } from '../db/database';
import { ApiError } from '../http/envelope';
import { decoyHash, verifyPassword } from './password';

const MAX_FAILURES = 5;
const LOCK_MS = 10 * 60_000;

/**
 * Checks a user name and password. Five wrong passwords in a row lock the account for ten minutes;
 * a correct one resets the count. Unknown names and wrong passwords get the same answer.
 */
export async function checkCredentials(db: Db, userName: string, password: string): Promise<number> {
  const user = await db
    .selectFrom('sys_user')
    .select(['user_id', 'password_hash', 'status', 'failed_logins', 'locked_until'])
    .where('user_name', '=', userName)
    .executeTakeFirst();
  const now = Date.now();
  if (!user) {
    await verifyPassword(password, decoyHash);
    throw new ApiError(400, 'server.login.badCredentials', {}, 'password');
  }
  if (user.locked_until > now) {
    throw new ApiError(423, 'server.login.locked', { minutes: Math.ceil((user.locked_until - now) / 60_000) });
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    const failures = user.failed_logins + 1;
    const locked = failures >= MAX_FAILURES;
    await db
      .updateTable('sys_user')
      .set({ failed_logins: locked ? 0 : failures, locked_until: locked ? now + LOCK_MS : 0 })
      .where('user_id', '=', user.user_id)
      .execute();
    if (locked) throw new ApiError(423, 'server.login.locked', { minutes: LOCK_MS / 60_000 });
    throw new ApiError(400, 'server.login.badCredentials', {}, 'password');
  }
  if (user.status !== '0') throw new ApiError(403, 'server.login.disabled');
  if (user.failed_logins > 0) {
    await db.updateTable('sys_user').set({ failed_logins: 0, locked_until: 0 }).where('user_id', '=', user.user_id).execute();
  }
  return user.user_id;
}
