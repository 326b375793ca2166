import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, ok } from '../http/envelope';
import { callerOf, route } from '../http/route';
import { visibleStation } from '../monitor/stationAccess';
import type { BodyOf } from '../../shared/contracts/common';
import { assignTodo, closeTodo, createTodo, handleTodo, reopenTodo } from '../../shared/contracts/todo';
import { checkAssignee, findTodo, userName } from './todoQuery';
import { TODO_STATE } from './todoService';

/** Which step may follow which state: handled from open, closed from open or handled, reopened once handled or closed. */
const STEPS = {
  handle: { from: [TODO_STATE.open], to: TODO_STATE.handled, name: 'handled' },
  close: { from: [TODO_STATE.open, TODO_STATE.handled], to: TODO_STATE.closed, name: 'closed' },
  reopen: { from: [TODO_STATE.handled, TODO_STATE.closed], to: TODO_STATE.open, name: 'reopened' },
} as const;

/** Changing to-do work: making an item, giving it to someone, and its steps (handle, close, reopen). */
export function todoCommandRoutes(app: FastifyInstance) {
  return [todoCreateRoute(app), todoAssignRoute(app), ...todoStepRoutes(app)];
}

/** Open browsers hear that a station's to-do work changed. */
const changed = (app: FastifyInstance, psId: number | null) => app.alarms.hub.publish({ kind: 'todo', psId });

function todoCreateRoute(app: FastifyInstance) {
  const { todos } = app.alarms;
  return route(createTodo, {
    access: 'workflow:todo:add',
    handler: async (request) => {
      const caller = callerOf(request);
      const { content, psId = null, assigneeId = null } = request.body;
      const title = request.body.title.trim();
      if (!title) throw new ApiError(400, 'server.todo.titleRequired', {}, 'title');
      if (psId !== null) visibleStation(app, request, psId);
      await checkAssignee(app, caller, psId, assigneeId);
      const now = Date.now();
      const { todo_id } = await app.db
        .insertInto('todo_item')
        .values({
          user_id: caller.userId,
          assignee_id: assigneeId,
          title,
          content: content?.trim() || null,
          is_handle: TODO_STATE.open,
          created_at: now,
          updated_at: now,
          ps_id: psId,
          event_id: null,
          point_key: null,
          level: null,
        })
        .returning('todo_id')
        .executeTakeFirstOrThrow();
      await todos.step(todo_id, caller.userName, 'created', null, now);
      if (assigneeId !== null) await todos.step(todo_id, caller.userName, 'assigned', await userName(app, assigneeId), now);
      changed(app, psId);
      return ok({ todoId: todo_id });
    },
  });
}

function todoAssignRoute(app: FastifyInstance) {
  const { todos } = app.alarms;
  return route(assignTodo, {
    access: 'workflow:todo:edit',
    handler: async (request) => {
      const caller = callerOf(request);
      const row = await findTodo(app, request, request.body.todoId);
      if (row.is_handle === TODO_STATE.closed) throw new ApiError(400, 'server.todo.closed', {}, 'todoId');
      await checkAssignee(app, caller, row.ps_id, request.body.assigneeId);
      await app.db
        .updateTable('todo_item')
        .set({ assignee_id: request.body.assigneeId, updated_at: Date.now() })
        .where('todo_id', '=', row.todo_id)
        .execute();
      const to = request.body.assigneeId === null ? null : await userName(app, request.body.assigneeId);
      const text = [to, request.body.note?.trim()].filter(Boolean).join(': ') || null;
      await todos.step(row.todo_id, caller.userName, 'assigned', text);
      changed(app, row.ps_id);
      return ok();
    },
  });
}

/** `PUT /todoitem/handle`, `/close` and `/reopen`: a step from the states STEPS allows; handling needs a note. */
function todoStepRoutes(app: FastifyInstance) {
  const access = 'workflow:todo:edit';
  return [
    route(handleTodo, { access, handler: takeStep(app, 'handle') }),
    route(closeTodo, { access, handler: takeStep(app, 'close') }),
    route(reopenTodo, { access, handler: takeStep(app, 'reopen') }),
  ];
}

/** One step's handler; every step's body is an item and a note (required for handling). */
function takeStep(app: FastifyInstance, name: keyof typeof STEPS) {
  const { todos } = app.alarms;
  const step = STEPS[name];
  return async (request: FastifyRequest & { body: BodyOf<typeof closeTodo> }) => {
    const caller = callerOf(request);
    const row = await findTodo(app, request, request.body.todoId);
    const text = request.body.note?.trim() || null;
    if (name === 'handle' && !text) throw new ApiError(400, 'server.todo.noteRequired', {}, 'note');
    if (!(step.from as readonly number[]).includes(row.is_handle))
      throw new ApiError(400, `server.todo.not.${name}`, {}, 'todoId');
    await app.db
      .updateTable('todo_item')
      .set({ is_handle: step.to, updated_at: Date.now() })
      .where('todo_id', '=', row.todo_id)
      .execute();
    await todos.step(row.todo_id, caller.userName, step.name, text);
    changed(app, row.ps_id);
    return ok();
  };
}
