import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import type { Principal } from '../auth/principal';
import { departmentPath } from '../auth/sessions';
import { ApiError } from '../http/envelope';
import { callerOf } from '../http/route';
import { visibleStations } from '../monitor/stationAccess';

/** What the to-do list is filtered by. */
export interface TodoFilter {
  isHandle?: number;
  /** 1: only the items assigned to the caller. */
  mine?: number;
  psId?: number;
}

/**
 * Items the caller may see: those of stations in scope, and station-less items the caller made or holds
 * (an administrator sees all).
 */
export function visibleTodos(app: FastifyInstance, caller: Principal) {
  const psIds = visibleStations(app, caller).map((s) => s.psId);
  return (eb: ExpressionBuilder<Tables, 'todo_item'>) =>
    caller.deptScope === null
      ? eb('todo_item.todo_id', 'is not', null)
      : eb.or([
          eb('todo_item.ps_id', 'in', psIds.length ? psIds : [-1]),
          eb.and([
            eb('todo_item.ps_id', 'is', null),
            eb.or([eb('todo_item.user_id', '=', caller.userId), eb('todo_item.assignee_id', '=', caller.userId)]),
          ]),
        ]);
}

/** The caller's items that match the filter, unordered and unpaged. */
export function todosMatching(app: FastifyInstance, caller: Principal, f: TodoFilter) {
  let q = app.db.selectFrom('todo_item').where(visibleTodos(app, caller));
  if (f.isHandle !== undefined) q = q.where('todo_item.is_handle', '=', f.isHandle);
  if (f.psId !== undefined) q = q.where('todo_item.ps_id', '=', f.psId);
  if (f.mine === 1) q = q.where('todo_item.assignee_id', '=', caller.userId);
  return q;
}

/** One item the caller sees, or 404. */
export async function findTodo(app: FastifyInstance, request: FastifyRequest, todoId: number) {
  const row = await app.db
    .selectFrom('todo_item')
    .selectAll()
    .where('todo_id', '=', todoId)
    .where(visibleTodos(app, callerOf(request)))
    .executeTakeFirst();
  if (!row) throw new ApiError(404, 'server.todo.notFound', { todoId });
  return row;
}

/** Users an item may be given to: those who see its station (for a station-less item, those in the caller's scope). */
export async function assignees(app: FastifyInstance, caller: Principal, psId: number | null) {
  const { db } = app;
  let q = db
    .selectFrom('sys_user')
    .select(['sys_user.user_id', 'sys_user.user_name', 'sys_user.nick_name', 'sys_user.dept_id'])
    .where('sys_user.status', '=', '0');
  const admins = db
    .selectFrom('sys_user_role')
    .innerJoin('sys_role', 'sys_role.role_id', 'sys_user_role.role_id')
    .select('sys_user_role.user_id')
    .where('sys_role.role_key', '=', 'admin');
  if (psId !== null) {
    const station = app.telemetry.registry.stations.get(psId)!;
    // Whoever sits in the station's department or one above it sees the station.
    const path = await departmentPath(db, station.deptId);
    q = q.where((eb) => eb.or([eb('sys_user.dept_id', 'in', path), eb('sys_user.user_id', 'in', admins)]));
  } else if (caller.deptScope !== null) {
    q = q.where('sys_user.dept_id', 'in', caller.deptScope.length ? caller.deptScope : [-1]);
  }
  return q.orderBy('sys_user.user_name').execute();
}

/** Refuses an assignee who may not be given the item (400 naming `assigneeId`); nobody (null) is always allowed. */
export async function checkAssignee(app: FastifyInstance, caller: Principal, psId: number | null, assigneeId: number | null) {
  if (assigneeId === null) return;
  if (!(await assignees(app, caller, psId)).some((u) => u.user_id === assigneeId))
    throw new ApiError(400, 'server.todo.assigneeOutOfScope', {}, 'assigneeId');
}

/** A user's display name for the history, or the id when the user is gone. */
export async function userName(app: FastifyInstance, userId: number): Promise<string> {
  const row = await app.db.selectFrom('sys_user').select('nick_name').where('user_id', '=', userId).executeTakeFirst();
  return row?.nick_name ?? String(userId);
}

/** The list's columns: the item, the names of its assignee and creator, and its alarm's text parameters. */
export function withNames(q: ReturnType<typeof todosMatching>) {
  return q
    .leftJoin('sys_user as assignee', 'assignee.user_id', 'todo_item.assignee_id')
    .leftJoin('sys_user as creator', 'creator.user_id', 'todo_item.user_id')
    .leftJoin('event', 'event.event_id', 'todo_item.event_id')
    .selectAll('todo_item')
    .select([
      'assignee.nick_name as assignee_name',
      'creator.nick_name as creator_name',
      'event.content_key',
      'event.content_params',
      'event.equip_type',
      'event.point_code',
    ]);
}

export type TodoListRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number];
