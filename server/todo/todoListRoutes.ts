import type { FastifyInstance } from 'fastify';
import { ok, page } from '../http/envelope';
import { callerOf, route } from '../http/route';
import { translatorFor } from '../http/language';
import { countRows, onePage, pageOf } from '../http/pagination';
import { visibleStation } from '../monitor/stationAccess';
import { TODO_PAGES, todoAssignees, todoCount, todoHistory, todoList } from '../../shared/contracts/todo';
import { assignees, findTodo, todosMatching, visibleTodos, withNames } from './todoQuery';
import { alarmText, todoRow } from './todoRows';
import { SYSTEM_USER } from './todoService';

/** Reading to-do work: the count waiting, the list, an item's history, and whom an item may be given to. */
export function todoListRoutes(app: FastifyInstance) {
  return [todoCountRoute(app), todoPageRoute(app), todoHistoryRoute(app), assigneesRoute(app)];
}

/** How many items wait for the caller: the caller's own and the unassigned items of the caller's stations. */
function todoCountRoute(app: FastifyInstance) {
  const { db } = app;
  return route(todoCount, {
    access: 'signed-in',
    handler: async (request) => {
      const caller = callerOf(request);
      const waiting = db
        .selectFrom('todo_item')
        .where('is_handle', '=', request.query.isHandle ?? 0)
        .where(visibleTodos(app, caller))
        .where((eb) => eb.or([eb('assignee_id', '=', caller.userId), eb('assignee_id', 'is', null)]));
      return ok(await countRows(waiting));
    },
  });
}

/** The items the caller sees that match the filter, open first, latest change first, a page at a time. */
function todoPageRoute(app: FastifyInstance) {
  return route(todoList, {
    access: 'workflow:todo:list',
    handler: async (request) => {
      const { pageNum, pageSize, ...f } = request.body;
      const paging = pageOf({ pageNum, pageSize }, TODO_PAGES);
      if (f.psId !== undefined) visibleStation(app, request, f.psId);
      const matching = todosMatching(app, callerOf(request), f);
      const total = await countRows(matching);
      const rows = await withNames(matching)
        .orderBy('todo_item.is_handle')
        .orderBy('todo_item.updated_at', 'desc')
        .orderBy('todo_item.todo_id', 'desc')
        .$call(onePage(paging))
        .execute();
      const t = translatorFor(request);
      return page(
        rows.map((r) => todoRow(r, t, app.telemetry.registry.stations)),
        total,
        paging.pageSize,
      );
    },
  });
}

/** An item's steps, oldest first, in the reader's language. */
function todoHistoryRoute(app: FastifyInstance) {
  const { db } = app;
  return route(todoHistory, {
    access: 'workflow:todo:list',
    handler: async (request) => {
      const row = await findTodo(app, request, request.query.todoId);
      const t = translatorFor(request);
      const steps = await db
        .selectFrom('todo_history')
        .leftJoin('event', 'event.event_id', 'todo_history.event_id')
        .selectAll('todo_history')
        .select(['event.content_key', 'event.content_params', 'event.equip_type', 'event.point_code'])
        .where('todo_id', '=', row.todo_id)
        .orderBy('at')
        .orderBy('history_id')
        .execute();
      return ok(
        steps.map((s) => ({
          at: s.at,
          userName: s.user_name === SYSTEM_USER.name ? String(t('todo.system')) : s.user_name,
          step: s.step,
          // An alarm's step reads its event in the reader's language; the stored English note stays for a removed event.
          note: alarmText(t, s) ?? s.note,
        })),
      );
    },
  });
}

/** Whom an item of a station (or of none) may be given to. */
function assigneesRoute(app: FastifyInstance) {
  return route(todoAssignees, {
    access: 'workflow:todo:list',
    handler: async (request) => {
      const psId = request.query.psId ?? null;
      if (psId !== null) visibleStation(app, request, psId);
      const users = await assignees(app, callerOf(request), psId);
      return ok(users.map((u) => ({ userId: u.user_id, userName: u.user_name, nickName: u.nick_name })));
    },
  });
}
