import type { ClusterLink } from '../cluster/clusterLink';
import type { Lockout } from './passwordLockout';

/** What a guess at a name without an account may do, as `reserveGuess` decides it for a real one. */
export type DecoyGuess = { locked: number } | { busy: true } | { count: number };

/**
 * Wrong guesses at user names that have no account, counted as a real account's are (passwordLockout.ts):
 * `max` per window, the one that reaches it locks the name for `lockMs`. So after as many guesses an unknown
 * name gets the very answer a real one gets, and the lockout does not tell which accounts exist.
 */
export interface DecoyLockout {
  /** Reserves a guess, or answers why none may be checked now. */
  reserve(name: string, now: number): Promise<DecoyGuess>;
  /** The guess that reached `max` was wrong too: the name is locked until `now + lockMs`. */
  lock(name: string, now: number): Promise<void>;
}

/** Names with no account are forgotten this long after their last guess; a real account's count stays. */
const FORGET_MS = 24 * 60 * 60_000;
/** A single node keeps at most this many names, the oldest guessed going first. */
const MAX_NAMES = 10_000;

/** Counts in Redis, shared by every API node, so that guesses spread over nodes count together. */
function sharedDecoys(link: ClusterLink, lockout: Lockout): DecoyLockout {
  const key = (name: string) => link.key(`decoy:${name}`);
  // One script, so that parallel guesses on several nodes take at most `max` per window, as the UPDATE does.
  const reserve = `
    local lockEnd = tonumber(redis.call('HGET', KEYS[1], 'until') or '0')
    if lockEnd > tonumber(ARGV[1]) then return {'locked', lockEnd} end
    local failed = tonumber(redis.call('HGET', KEYS[1], 'failed') or '0')
    if failed >= tonumber(ARGV[2]) then return {'busy', 0} end
    failed = redis.call('HINCRBY', KEYS[1], 'failed', 1)
    redis.call('PEXPIRE', KEYS[1], ARGV[3])
    return {'count', failed}`;
  return {
    async reserve(name, now) {
      const [kind, value] = (await link.redis.eval(reserve, 1, key(name), now, lockout.max, FORGET_MS)) as [string, number];
      if (kind === 'locked') return { locked: Number(value) };
      if (kind === 'busy') return { busy: true };
      return { count: Number(value) };
    },
    async lock(name, now) {
      await link.redis.hset(key(name), { failed: 0, until: now + lockout.lockMs });
      await link.redis.pexpire(key(name), FORGET_MS + lockout.lockMs);
    },
  };
}

/** Counts in memory, for a single node. */
function localDecoys(lockout: Lockout): DecoyLockout {
  const names = new Map<string, { failed: number; until: number; at: number }>();
  return {
    async reserve(name, now) {
      let entry = names.get(name);
      if (entry && now - entry.at > FORGET_MS + lockout.lockMs) entry = undefined;
      if (entry && entry.until > now) return { locked: entry.until };
      if (entry && entry.failed >= lockout.max) return { busy: true };
      entry ??= { failed: 0, until: 0, at: now };
      names.delete(name);
      names.set(name, { ...entry, failed: entry.failed + 1, at: now });
      if (names.size > MAX_NAMES) names.delete(names.keys().next().value!);
      return { count: entry.failed + 1 };
    },
    async lock(name, now) {
      names.set(name, { failed: 0, until: now + lockout.lockMs, at: now });
    },
  };
}

export function decoyLockout(link: ClusterLink | null, lockout: Lockout): DecoyLockout {
  return link ? sharedDecoys(link, lockout) : localDecoys(lockout);
}
