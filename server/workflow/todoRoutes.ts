import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Tables } from '../db/tables';
import type { Principal } from '../auth/principal';
import { departmentPath } from '../auth/sessions';
import { ApiError, ok, page } from '../http/envelope';
import { callerOf, registerRoutes, route } from '../http/route';
import { translatorFor } from '../http/language';
import { domainPlugin } from '../http/domainPlugin';
import { visibleStation, visibleStations } from '../monitor/stationAccess';
import { arrayOf, envelope, integer, nullable, object, pageEnvelope, string } from '../http/responseSchemas';
import { SYSTEM_USER, TODO_STATE } from './todoService';
import { eventText } from '../events/eventText';

const idProperty = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const note = { type: 'string', maxLength: 500 } as const;

const todoRowSchema = object({
  todoId: integer,
  title: string,
  content: nullable('string'),
  psId: nullable('integer'),
  psName: nullable('string'),
  /** The station's zone (its times are on its clock); null for an item of no station. */
  timeZone: nullable('string'),
  level: nullable('integer'),
  eventId: nullable('integer'),
  assigneeId: nullable('integer'),
  assigneeName: nullable('string'),
  creatorName: string,
  createdAt: integer,
  updatedAt: integer,
  isHandle: integer,
});

interface ListBody {
  pageNum?: number;
  pageSize?: number;
  isHandle?: number;
  mine?: number;
  psId?: number;
}

type StepBody = { todoId: number; note?: string };

/** Which step may follow which state: handled from open, closed from open or handled, reopened once handled or closed. */
const STEPS = {
  handle: { from: [TODO_STATE.open], to: TODO_STATE.handled, name: 'handled' },
  close: { from: [TODO_STATE.open, TODO_STATE.handled], to: TODO_STATE.closed, name: 'closed' },
  reopen: { from: [TODO_STATE.handled, TODO_STATE.closed], to: TODO_STATE.open, name: 'reopened' },
} as const;

/** To-do items (spec-digest 000 §7 `/todoitem/count`; docs/alarms.md): list, make, assign, handle, close, history. */
function registerTodoRoutes(app: FastifyInstance): void {
  const { db } = app;
  const { todos, hub } = app.alarms;

  /**
   * Items the caller may see: those of stations in scope, and station-less items the caller made or holds
   * (an administrator sees all).
   */
  function visible(caller: Principal) {
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

  async function item(request: FastifyRequest, todoId: number) {
    const row = await db
      .selectFrom('todo_item')
      .selectAll()
      .where('todo_id', '=', todoId)
      .where(visible(callerOf(request)))
      .executeTakeFirst();
    if (!row) throw new ApiError(404, 'server.todo.notFound', { todoId });
    return row;
  }

  /** Users an item may be given to: those who see its station (for a station-less item, those in the caller's scope). */
  async function assignees(caller: Principal, psId: number | null) {
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

  async function checkAssignee(caller: Principal, psId: number | null, assigneeId: number | null) {
    if (assigneeId === null) return;
    if (!(await assignees(caller, psId)).some((u) => u.user_id === assigneeId))
      throw new ApiError(400, 'server.todo.assigneeOutOfScope', {}, 'assigneeId');
  }

  async function changed(psId: number | null) {
    hub.publish({ kind: 'todo', psId });
  }

  registerRoutes(app, [
    route<{ Querystring: { isHandle?: number } }>({
      method: 'POST',
      url: '/todoitem/count',
      access: 'signed-in',
      response: envelope(integer),
      schema: { querystring: { type: 'object', properties: { isHandle: { type: 'integer', enum: [0, 1, 2], default: 0 } } } },
      handler: async (request) => {
        const caller = callerOf(request);
        // The caller's own items and the unassigned items of the caller's stations: the work waiting for them.
        const { count } = await db
          .selectFrom('todo_item')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('is_handle', '=', request.query.isHandle ?? 0)
          .where(visible(caller))
          .where((eb) => eb.or([eb('assignee_id', '=', caller.userId), eb('assignee_id', 'is', null)]))
          .executeTakeFirstOrThrow();
        return ok(Number(count));
      },
    }),

    route<{ Body: ListBody }>({
      method: 'POST',
      url: '/todoitem/list',
      access: 'workflow:todo:list',
      response: pageEnvelope(todoRowSchema),
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
            isHandle: { type: 'integer', enum: [0, 1, 2] },
            mine: { type: 'integer', enum: [0, 1] },
            psId: idProperty,
          },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const f = request.body ?? {};
        const pageSize = f.pageSize ?? 20;
        if (f.psId !== undefined) visibleStation(app, request, f.psId);
        let q = db.selectFrom('todo_item').where(visible(caller));
        if (f.isHandle !== undefined) q = q.where('todo_item.is_handle', '=', f.isHandle);
        if (f.psId !== undefined) q = q.where('todo_item.ps_id', '=', f.psId);
        if (f.mine === 1) q = q.where('todo_item.assignee_id', '=', caller.userId);
        const { total } = await q.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
        const rows = await q
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
          ])
          .orderBy('todo_item.is_handle')
          .orderBy('todo_item.updated_at', 'desc')
          .orderBy('todo_item.todo_id', 'desc')
          .limit(pageSize)
          .offset(((f.pageNum ?? 1) - 1) * pageSize)
          .execute();
        const t = translatorFor(request);
        const { stations } = app.telemetry.registry;
        return page(
          rows.map((r) => {
            // An alarm's item is titled by its event, in the reader's language; its stored English text stays for a removed event.
            const alarm = r.content_key
              ? eventText(t, {
                  content_key: r.content_key,
                  content_params: r.content_params!,
                  equip_type: r.equip_type!,
                  point_code: r.point_code,
                })
              : null;
            return {
              todoId: r.todo_id,
              title: r.title || alarm || r.content || '',
              content: r.title ? r.content : null,
              psId: r.ps_id,
              psName: r.ps_id === null ? null : (stations.get(r.ps_id)?.psName ?? null),
              timeZone: r.ps_id === null ? null : (stations.get(r.ps_id)?.timeZone ?? null),
              level: r.level,
              eventId: r.event_id,
              assigneeId: r.assignee_id,
              assigneeName: r.assignee_name,
              creatorName: r.user_id === SYSTEM_USER.id ? String(t('todo.system')) : (r.creator_name ?? ''),
              createdAt: r.created_at,
              updatedAt: r.updated_at ?? r.created_at,
              isHandle: r.is_handle,
            };
          }),
          Number(total),
          pageSize,
        );
      },
    }),

    route<{ Body: { title: string; content?: string; psId?: number | null; assigneeId?: number | null } }>({
      method: 'POST',
      url: '/todoitem',
      access: 'workflow:todo:add',
      response: envelope(object({ todoId: integer })),
      schema: {
        body: {
          type: 'object',
          required: ['title'],
          additionalProperties: false,
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 100 },
            content: note,
            psId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
            assigneeId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 },
          },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const { content, psId = null, assigneeId = null } = request.body;
        const title = request.body.title.trim();
        if (!title) throw new ApiError(400, 'server.todo.titleRequired', {}, 'title');
        if (psId !== null) visibleStation(app, request, psId);
        await checkAssignee(caller, psId, assigneeId);
        const now = Date.now();
        const { todo_id } = await db
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
        if (assigneeId !== null) await todos.step(todo_id, caller.userName, 'assigned', await userName(assigneeId), now);
        await changed(psId);
        return ok({ todoId: todo_id });
      },
    }),

    route<{ Body: { todoId: number; assigneeId: number | null; note?: string } }>({
      method: 'PUT',
      url: '/todoitem/assign',
      access: 'workflow:todo:edit',
      response: envelope(),
      schema: {
        body: {
          type: 'object',
          required: ['todoId', 'assigneeId'],
          additionalProperties: false,
          properties: { todoId: idProperty, assigneeId: { type: ['integer', 'null'], minimum: 1, maximum: 2_147_483_647 }, note },
        },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        const row = await item(request, request.body.todoId);
        if (row.is_handle === TODO_STATE.closed) throw new ApiError(400, 'server.todo.closed', {}, 'todoId');
        await checkAssignee(caller, row.ps_id, request.body.assigneeId);
        await db
          .updateTable('todo_item')
          .set({ assignee_id: request.body.assigneeId, updated_at: Date.now() })
          .where('todo_id', '=', row.todo_id)
          .execute();
        const to = request.body.assigneeId === null ? null : await userName(request.body.assigneeId);
        await todos.step(
          row.todo_id,
          caller.userName,
          'assigned',
          [to, request.body.note?.trim()].filter(Boolean).join(': ') || null,
        );
        await changed(row.ps_id);
        return ok();
      },
    }),

    ...(Object.keys(STEPS) as (keyof typeof STEPS)[]).map((name) =>
      route<{ Body: StepBody }>({
        method: 'PUT',
        url: `/todoitem/${name}`,
        access: 'workflow:todo:edit',
        response: envelope(),
        schema: {
          body: {
            type: 'object',
            required: name === 'handle' ? ['todoId', 'note'] : ['todoId'],
            additionalProperties: false,
            properties: { todoId: idProperty, note: name === 'handle' ? { ...note, minLength: 1 } : note },
          },
        },
        handler: async (request) => {
          const caller = callerOf(request);
          const step = STEPS[name];
          const row = await item(request, request.body.todoId);
          const text = request.body.note?.trim() || null;
          if (name === 'handle' && !text) throw new ApiError(400, 'server.todo.noteRequired', {}, 'note');
          if (!(step.from as readonly number[]).includes(row.is_handle))
            throw new ApiError(400, `server.todo.not.${name}`, {}, 'todoId');
          await db
            .updateTable('todo_item')
            .set({ is_handle: step.to, updated_at: Date.now() })
            .where('todo_id', '=', row.todo_id)
            .execute();
          await todos.step(row.todo_id, caller.userName, step.name, text);
          await changed(row.ps_id);
          return ok();
        },
      }),
    ),

    route<{ Querystring: { todoId: number } }>({
      method: 'GET',
      url: '/todoitem/history',
      access: 'workflow:todo:list',
      response: envelope(arrayOf(object({ at: integer, userName: string, step: string, note: nullable('string') }))),
      schema: { querystring: { type: 'object', required: ['todoId'], properties: { todoId: idProperty } } },
      handler: async (request) => {
        const row = await item(request, request.query.todoId);
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
            note: s.content_key
              ? eventText(t, {
                  content_key: s.content_key,
                  content_params: s.content_params!,
                  equip_type: s.equip_type!,
                  point_code: s.point_code,
                })
              : s.note,
          })),
        );
      },
    }),

    route<{ Querystring: { psId?: number } }>({
      method: 'GET',
      url: '/todoitem/assignees',
      access: 'workflow:todo:list',
      response: envelope(arrayOf(object({ userId: integer, userName: string, nickName: string }))),
      schema: { querystring: { type: 'object', properties: { psId: idProperty } } },
      handler: async (request) => {
        const psId = request.query.psId ?? null;
        if (psId !== null) visibleStation(app, request, psId);
        const users = await assignees(callerOf(request), psId);
        return ok(users.map((u) => ({ userId: u.user_id, userName: u.user_name, nickName: u.nick_name })));
      },
    }),
  ]);

  async function userName(userId: number): Promise<string> {
    const row = await db.selectFrom('sys_user').select('nick_name').where('user_id', '=', userId).executeTakeFirst();
    return row?.nick_name ?? String(userId);
  }
}

/** To-do work. */
export const todoRoutes = domainPlugin(
  'todo-routes',
  { plugins: ['storage', 'telemetry', 'alarms'], decorators: ['db', 'telemetry', 'alarms'] },
  registerTodoRoutes,
);
