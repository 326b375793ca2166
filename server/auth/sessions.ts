import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Principal } from './principal';
import { ALL_PERMISSIONS } from '../../shared/permissions';
import type { ClusterLink } from '../cluster/clusterLink';

/** How long a looked-up session is trusted before the row is read again. */
const CACHE_MS = 5000;
/**
 * How long a revocation stays marked in Redis for the other API nodes: past it, each of their caches has read
 * the store again and found the session gone.
 */
const MARK_MS = 2 * CACHE_MS;
/** last_seen is written at most this often, so a busy session does not write on every request. */
const TOUCH_MS = 60_000;

/** Sessions that ended: one, or every one of a user but perhaps the one that asked. */
export type EndedSessions = { sessionId: string } | { userId: number; except?: string };

/** Told when sessions end; `elsewhere` when another API node ended them (sessionsPlugin.ts relays them). */
export type EndedListener = (ended: EndedSessions, elsewhere: boolean) => void;

interface Cached {
  principal: Principal;
  lastSeen: number;
  checkedAt: number;
}

/**
 * Server-side sessions behind signed bearer tokens: `sessionId.signature`.
 * A token is valid while its row exists and it was used within the idle limit; logout deletes the row.
 */
export class SessionStore {
  /**
   * By the whole token, entered only once its signature checked out: a cached token needs no second check,
   * which cost a fresh HMAC on every request of a poll.
   */
  private readonly cache = new Map<string, Cached>();
  private readonly endedListeners: EndedListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly secret: Buffer,
    private readonly idleMs: number,
    private readonly cluster: ClusterLink | null = null,
  ) {}

  /** Calls `listener` whenever sessions end here, or on another node as `endedElsewhere` reports. */
  onEnded(listener: EndedListener): void {
    this.endedListeners.push(listener);
  }

  /**
   * Sessions another API node ended: dropped from this node's cache at once and told to its listeners (an
   * open alarm stream closes). The mark in Redis still refuses them should this message be lost.
   */
  endedElsewhere(ended: EndedSessions): void {
    for (const [token, entry] of this.cache) if (endedBy(ended, entry.principal)) this.cache.delete(token);
    this.tell(ended, true);
  }

  private tell(ended: EndedSessions, elsewhere: boolean): void {
    for (const listener of this.endedListeners) listener(ended, elsewhere);
  }

  private sign(sessionId: string): string {
    return crypto.createHmac('sha256', this.secret).update(sessionId).digest('base64url');
  }

  /** The anti-forgery token of a session, for cookie-borne writes (see sessionCookie.ts). */
  csrfTokenOf(token: string): string {
    const [sessionId = ''] = token.split('.');
    return crypto.createHmac('sha256', this.secret).update(`csrf:${sessionId}`).digest('base64url');
  }

  csrfMatches(token: string, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(this.csrfTokenOf(token));
    const actual = Buffer.from(given);
    return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
  }

  async create(userId: number, clientIp: string | null): Promise<string> {
    const sessionId = crypto.randomBytes(24).toString('base64url');
    const now = Date.now();
    await this.db
      .insertInto('sys_session')
      .values({ session_id: sessionId, user_id: userId, created_at: now, last_seen: now, client_ip: clientIp })
      .execute();
    return `${sessionId}.${this.sign(sessionId)}`;
  }

  /** The caller behind a token, or null when the token is forged, revoked or idle too long. */
  async resolve(token: string): Promise<Principal | null> {
    const now = Date.now();
    let entry = this.cache.get(token);
    if (entry && (now - entry.checkedAt > CACHE_MS || (await this.revokedElsewhere(entry)))) entry = undefined;
    if (!entry) {
      const sessionId = this.signedSession(token);
      const loaded = sessionId ? await this.load(sessionId, now) : null;
      if (!loaded) {
        this.cache.delete(token);
        return null;
      }
      entry = loaded;
      this.cache.set(token, entry);
    }
    if (now - entry.lastSeen > this.idleMs) {
      await this.revoke(token);
      return null;
    }
    if (now - entry.lastSeen > TOUCH_MS) {
      entry.lastSeen = now;
      await this.db
        .updateTable('sys_session')
        .set({ last_seen: now })
        .where('session_id', '=', entry.principal.sessionId)
        .execute();
    }
    return entry.principal;
  }

  /**
   * Whether another API node ended a cached session since it was read (docs/scale-out.md): one look-up of
   * the marks `revoke` and `revokeUser` leave, so a sign-out on one node is refused by the next request to any.
   */
  private async revokedElsewhere({ principal, checkedAt }: Cached): Promise<boolean> {
    if (!this.cluster) return false;
    const [session, user] = await this.cluster.redis.mget(
      this.cluster.key(`revoked:session:${principal.sessionId}`),
      this.cluster.key(`revoked:user:${principal.userId}`),
    );
    return session !== null || (user !== null && Number(user) >= checkedAt);
  }

  private async mark(what: string, value: string): Promise<void> {
    await this.cluster?.redis.set(this.cluster.key(`revoked:${what}`), value, 'PX', MARK_MS);
  }

  /** The session id of a token whose signature is the portal's, else null. */
  private signedSession(token: string): string | null {
    const [sessionId, signature] = token.split('.');
    if (!sessionId || !signature) return null;
    const expected = Buffer.from(this.sign(sessionId));
    const given = Buffer.from(signature);
    return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? sessionId : null;
  }

  async revoke(token: string): Promise<void> {
    const [sessionId] = token.split('.');
    if (!sessionId) return;
    this.cache.delete(token);
    await this.db.deleteFrom('sys_session').where('session_id', '=', sessionId).execute();
    await this.mark(`session:${sessionId}`, '1');
    this.tell({ sessionId }, false);
  }

  /** Ends every session of a user (a changed password or role, a disabled or deleted account). */
  async revokeUser(userId: number): Promise<void> {
    for (const [id, entry] of this.cache) if (entry.principal.userId === userId) this.cache.delete(id);
    await this.db.deleteFrom('sys_session').where('user_id', '=', userId).execute();
    await this.mark(`user:${userId}`, String(Date.now()));
    this.tell({ userId }, false);
  }

  /** Ends every other session of a user, keeping the one that asked (a password changed in the personal centre). */
  async revokeOthers(userId: number, keepSessionId: string): Promise<void> {
    for (const [id, entry] of this.cache)
      if (entry.principal.userId === userId && entry.principal.sessionId !== keepSessionId) this.cache.delete(id);
    await this.db.deleteFrom('sys_session').where('user_id', '=', userId).where('session_id', '!=', keepSessionId).execute();
    // The kept session reads the store again too, and is still there.
    await this.mark(`user:${userId}`, String(Date.now()));
    this.tell({ userId, except: keepSessionId }, false);
  }

  private async load(sessionId: string, now: number): Promise<Cached | null> {
    const row = await this.db
      .selectFrom('sys_session')
      .innerJoin('sys_user', 'sys_user.user_id', 'sys_session.user_id')
      .select(['sys_session.last_seen', 'sys_user.user_id', 'sys_user.user_name', 'sys_user.dept_id', 'sys_user.status'])
      .where('sys_session.session_id', '=', sessionId)
      .executeTakeFirst();
    if (!row || row.status !== '0') return null;
    const principal = await loadPrincipal(this.db, row.user_id, row.user_name, row.dept_id, sessionId);
    return { principal, lastSeen: row.last_seen, checkedAt: now };
  }
}

/** Whether the caller's session is among those that ended. */
export function endedBy(ended: EndedSessions, caller: Principal): boolean {
  if ('sessionId' in ended) return ended.sessionId === caller.sessionId;
  return ended.userId === caller.userId && ended.except !== caller.sessionId;
}

export async function loadPrincipal(
  db: Db,
  userId: number,
  userName: string,
  deptId: number,
  sessionId: string,
): Promise<Principal> {
  const roleRows = await db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
    .select(['sys_role.role_key', 'sys_role.permissions'])
    .where('sys_user_role.user_id', '=', userId)
    .execute();
  const roles = roleRows.map((r) => r.role_key);
  const permissions = [...new Set(roleRows.flatMap((r) => r.permissions.split(',').filter(Boolean)))];
  const seesAll = roles.includes('admin') || permissions.includes(ALL_PERMISSIONS);
  const deptScope = seesAll ? null : await departmentSubtree(db, deptId);
  const plantScope = seesAll ? null : await chosenPlants(db, userId);
  return {
    sessionId,
    userId,
    userName,
    deptId,
    roles,
    permissions,
    deptScope,
    plantScope,
    deptPath: await departmentPath(db, deptId),
  };
}

/** The plants a user is limited to, or null when staff management chose none (every plant of his groups). */
async function chosenPlants(db: Db, userId: number): Promise<number[] | null> {
  const rows = await db.selectFrom('sys_user_station').select('ps_id').where('user_id', '=', userId).execute();
  return rows.length ? rows.map((r) => r.ps_id) : null;
}

/** A department and those above it, from its ancestors column ("0,1,4": the root's parent is 0). */
export async function departmentPath(db: Db, deptId: number): Promise<number[]> {
  const row = await db.selectFrom('sys_dept').select('ancestors').where('dept_id', '=', deptId).executeTakeFirst();
  const above = (row?.ancestors ?? '')
    .split(',')
    .map(Number)
    .filter((id) => id > 0);
  return [...above, deptId];
}

/** A department and all below it, from the comma-joined ancestors column. */
export async function departmentSubtree(db: Db, deptId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('sys_dept')
    .select('dept_id')
    .where((eb) => eb.or([eb('dept_id', '=', deptId), eb(sql<string>`',' || ancestors || ','`, 'like', `%,${deptId},%`)]))
    .execute();
  return rows.map((r) => r.dept_id);
}
