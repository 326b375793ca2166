import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';

/** How a sign-in attempt on a known account ended. */
export type SignInOutcome = 'ok' | 'badPassword' | 'locked' | 'disabled';

/** A user's history keeps this many attempts: enough for the personal centre, bounded under guessing. */
const KEPT = 50;

/**
 * Records an attempt on a known account, so its owner sees in the personal centre when and from where it
 * was used, and someone else's guesses. Attempts on unknown names are not recorded: no row to own them.
 */
export async function recordSignIn(db: Db, userName: string, outcome: SignInOutcome, request: FastifyRequest): Promise<void> {
  const user = await db.selectFrom('sys_user').select('user_id').where('user_name', '=', userName).executeTakeFirst();
  if (!user) return;
  await db
    .insertInto('sys_sign_in')
    .values({
      user_id: user.user_id,
      at: Date.now(),
      client_ip: request.ip,
      user_agent: String(request.headers['user-agent'] ?? '').slice(0, 200) || null,
      outcome,
    })
    .execute();
  const oldest = await db
    .selectFrom('sys_sign_in')
    .select('at')
    .where('user_id', '=', user.user_id)
    .orderBy('at', 'desc')
    .offset(KEPT)
    .limit(1)
    .executeTakeFirst();
  if (oldest) await db.deleteFrom('sys_sign_in').where('user_id', '=', user.user_id).where('at', '<=', oldest.at).execute();
}

/** The user's latest attempts, newest first. */
export function recentSignIns(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('sys_sign_in')
    .select(['at', 'client_ip', 'user_agent', 'outcome'])
    .where('user_id', '=', userId)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
}
