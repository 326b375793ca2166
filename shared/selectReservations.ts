/** How long a select holds its point for the execute that must follow. */
export const SELECT_HOLD_MS = 30_000;

interface Reservation {
  userId: number;
  value: number;
  expiresAt: number;
}

/**
 * The point a reservation holds, as resolved from the caller's text (the device's own type and collector
 * id, the point table's code), never the text itself: two spellings of one switch must meet in one
 * reservation.
 */
export interface ReservedPoint {
  psId: number;
  equipType: string;
  collectId: number;
  code: string;
}

/** One key per point: numbers printed by the runtime, so "03" and "3" cannot give two. */
export function reservationKey(point: ReservedPoint): string {
  return `${point.psId}_${point.equipType}_${point.collectId}_${point.code}`;
}

/** What an execute finds: its own live select, none, another user's, or its own that ran out. */
export type ExecuteVerdict = 'ok' | 'noSelect' | 'reserved' | 'expired';

/** The message (i18n key) of each refused execute, the same from the server and from the stories' fake. */
export const EXECUTE_REFUSALS = {
  noSelect: 'server.remote.selectFirst',
  reserved: 'server.remote.reserved',
  expired: 'server.remote.selectionExpired',
} as const satisfies Record<Exclude<ExecuteVerdict, 'ok'>, string>;

/** Expired reservations linger this long, so a late execute hears "expired" rather than "select first". */
export const FORGET_AFTER_MS = 10 * 60_000;

/**
 * Select-before-operate (spec-digest 001 §2.4): a select reserves a switch point for one user and one value for
 * 30 s; only that user's execute of that value within the time operates it, and operating consumes the
 * reservation. A single server keeps them in memory here; several API nodes keep them in Redis by the same
 * rules (server/cluster/sharedReservations.ts); the Storybook fake of the remote routes runs these too. The clock is injectable so the expiry can be tested without waiting.
 */
export class SelectReservations {
  private readonly byPoint = new Map<string, Reservation>();

  constructor(
    readonly holdMs = SELECT_HOLD_MS,
    public now: () => number = Date.now,
  ) {}

  /** Reserves `point` for the user and value; false when another user holds a live reservation of it. */
  select(reserved: ReservedPoint, userId: number, value: number): boolean {
    const point = reservationKey(reserved);
    const now = this.now();
    this.forgetOld(now);
    const current = this.byPoint.get(point);
    if (current && current.userId !== userId && current.expiresAt > now) return false;
    this.byPoint.set(point, { userId, value, expiresAt: now + this.holdMs });
    return true;
  }

  /** Checks an execute against the reservation; a successful check consumes it. */
  execute(reserved: ReservedPoint, userId: number, value: number): ExecuteVerdict {
    const point = reservationKey(reserved);
    const now = this.now();
    const current = this.byPoint.get(point);
    if (!current) return 'noSelect';
    if (current.userId !== userId) return current.expiresAt > now ? 'reserved' : 'noSelect';
    if (current.expiresAt <= now) {
      this.byPoint.delete(point);
      return 'expired';
    }
    if (current.value !== value) return 'noSelect';
    this.byPoint.delete(point);
    return 'ok';
  }

  private forgetOld(now: number): void {
    for (const [point, r] of this.byPoint) if (r.expiresAt + FORGET_AFTER_MS < now) this.byPoint.delete(point);
  }
}
