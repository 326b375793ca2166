import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import type { Principal } from '../auth/principal';

type NoticeExpression = ExpressionBuilder<Tables, 'notice'>;

/**
 * Notices addressed to the caller: to everyone, or to a group on the caller's department path (the caller's
 * group or one above it, so a notice to a region reaches its partners' groups too).
 */
export function addressedTo(caller: Principal) {
  return (eb: NoticeExpression) =>
    eb.or([
      eb('notice.to_all', '=', 1),
      eb.exists(
        eb
          .selectFrom('notice_group')
          .select('notice_group.dept_id')
          .whereRef('notice_group.notice_id', '=', 'notice.notice_id')
          .where('notice_group.dept_id', 'in', caller.deptPath.length ? caller.deptPath : [-1]),
      ),
    ]);
}

/**
 * Notices the caller may open: those addressed to it and those it published; an administrator sees every
 * notice. Any other notice is answered like a missing one.
 */
export function visibleTo(caller: Principal) {
  return (eb: NoticeExpression) =>
    caller.deptScope === null
      ? eb('notice.notice_id', 'is not', null)
      : eb.or([addressedTo(caller)(eb), eb('notice.publisher_id', '=', caller.userId)]);
}

/**
 * Notices waiting for the caller: addressed to it, not published by it, and not opened yet. A notice the caller
 * only oversees (an administrator looking at another group's notice) never waits.
 */
export function unreadBy(caller: Principal) {
  return (eb: NoticeExpression) =>
    eb.and([
      addressedTo(caller)(eb),
      eb('notice.publisher_id', '!=', caller.userId),
      eb.not(
        eb.exists(
          eb
            .selectFrom('notice_read')
            .select('notice_read.notice_id')
            .whereRef('notice_read.notice_id', '=', 'notice.notice_id')
            .where('notice_read.user_id', '=', caller.userId),
        ),
      ),
    ]);
}

/** Whether the caller may edit or withdraw a notice: its publisher, or an administrator. */
export function mayChange(caller: Principal, publisherId: number): boolean {
  return caller.deptScope === null || publisherId === caller.userId;
}
