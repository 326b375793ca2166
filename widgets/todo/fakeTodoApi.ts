import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import i18n from 'i18next';
import type { PageEnvelope } from '../../shared/envelope';
import type { TodoAssignee, TodoItem, TodoQuery, TodoState, TodoStep, TodoStepName } from '../../api/todo';

export interface FakeTodoOptions {
  items: TodoItem[];
  history?: Record<number, TodoStep[]>;
  /** Who may take an item of a station, by psId; `none` for station-less items. */
  assignees: Record<string, TodoAssignee[]>;
  /** The signed-in user: "assigned to me", and the author of new steps. */
  me: TodoAssignee;
  /** Station names, for new items. */
  stations: { psId: number; psName: string; timeZone?: string }[];
}

export interface FakeTodoApi {
  adapter: AxiosAdapter;
  /** What POST /todoitem/list answers for a body: for the page source of a preview. */
  list(query: TodoQuery): PageEnvelope<TodoItem>;
  /** What GET /todoitem/history answers for an item: for the page source of a preview. */
  history(todoId: number): { code: number; msg: string; data: TodoStep[] };
  /** The items as the fake server holds them; a test may change one behind the screen's back. */
  items: TodoItem[];
  /** Every body the list was asked with. */
  listed: TodoQuery[];
}

/** The server's steps: from which states each may be taken, and the state it leaves. */
const STEPS: Record<'handle' | 'close' | 'reopen', { from: TodoState[]; to: TodoState; name: TodoStepName }> = {
  handle: { from: [0], to: 1, name: 'handled' },
  close: { from: [0, 1], to: 2, name: 'closed' },
  reopen: { from: [1, 2], to: 0, name: 'reopened' },
};

/**
 * An axios adapter standing in for the /todoitem routes, with items and their history in memory, the
 * server's step rules and its refusals in the reader's language. For stories and component tests.
 */
export function fakeTodoApi(options: FakeTodoOptions): FakeTodoApi {
  const items = options.items.map((i) => ({ ...i }));
  const history: Record<number, TodoStep[]> = structuredClone(options.history ?? {});
  const listed: TodoQuery[] = [];
  let next = Math.max(0, ...items.map((i) => i.todoId)) + 1;
  const usersOf = (psId: number | null) => options.assignees[psId === null ? 'none' : String(psId)] ?? [];
  const step = (todoId: number, name: TodoStepName, note: string | null) =>
    (history[todoId] ??= []).push({ at: Date.now(), userName: options.me.userName, step: name, note });

  const list = (query: TodoQuery): PageEnvelope<TodoItem> => {
    listed.push(query);
    const found = items
      .filter((i) => query.isHandle === undefined || i.isHandle === query.isHandle)
      .filter((i) => query.mine !== 1 || i.assigneeId === options.me.userId)
      .filter((i) => query.psId === undefined || i.psId === query.psId)
      .sort((a, b) => a.isHandle - b.isHandle || b.updatedAt - a.updatedAt || b.todoId - a.todoId);
    const size = query.pageSize ?? 20;
    const start = ((query.pageNum ?? 1) - 1) * size;
    return { code: 200, msg: 'ok', rows: found.slice(start, start + size), total: found.length };
  };

  const adapter: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const body = (typeof config.data === 'string' ? JSON.parse(config.data) : {}) as Record<string, unknown>;
    const params = (config.params ?? {}) as Record<string, unknown>;
    const answer = (data: unknown) => Promise.resolve({ data, status: 200, statusText: 'OK', headers: {}, config });
    const ok = (data?: unknown) => answer({ code: 200, msg: 'ok', data });
    const refuse = (key: string, values: Record<string, unknown> = {}) => answer({ code: 400, msg: i18n.t(key, values) });
    const note = typeof body.note === 'string' ? body.note.trim() || null : null;
    const item = items.find((i) => i.todoId === Number(body.todoId ?? params.todoId));

    if (method === 'POST' && url === '/todoitem/list') return answer(list(body as TodoQuery));
    if (method === 'GET' && url === '/todoitem/assignees')
      return ok(usersOf(params.psId === undefined ? null : Number(params.psId)));
    if (method === 'POST' && url === '/todoitem') {
      const title = String(body.title ?? '').trim();
      const psId = (body.psId as number | null | undefined) ?? null;
      const assignee = usersOf(psId).find((u) => u.userId === body.assigneeId);
      if (!title) return refuse('server.todo.titleRequired');
      if (body.assigneeId != null && !assignee) return refuse('server.todo.assigneeOutOfScope');
      const now = Date.now();
      const todoId = next++;
      items.push({
        todoId,
        title,
        content: typeof body.content === 'string' ? body.content : null,
        psId,
        psName: options.stations.find((s) => s.psId === psId)?.psName ?? null,
        timeZone: options.stations.find((s) => s.psId === psId)?.timeZone ?? null,
        level: null,
        eventId: null,
        assigneeId: assignee?.userId ?? null,
        assigneeName: assignee?.nickName ?? null,
        creatorName: options.me.nickName,
        createdAt: now,
        updatedAt: now,
        isHandle: 0,
      });
      step(todoId, 'created', null);
      if (assignee) step(todoId, 'assigned', assignee.nickName);
      return ok({ todoId });
    }
    if (!item) return refuse('server.todo.notFound', { todoId: body.todoId ?? params.todoId });
    if (method === 'GET' && url === '/todoitem/history') return ok(history[item.todoId] ?? []);
    if (method === 'PUT' && url === '/todoitem/assign') {
      if (item.isHandle === 2) return refuse('server.todo.closed');
      const assignee = usersOf(item.psId).find((u) => u.userId === body.assigneeId);
      if (body.assigneeId !== null && !assignee) return refuse('server.todo.assigneeOutOfScope');
      Object.assign(item, {
        assigneeId: assignee?.userId ?? null,
        assigneeName: assignee?.nickName ?? null,
        updatedAt: Date.now(),
      });
      step(item.todoId, 'assigned', [assignee?.nickName, note].filter(Boolean).join(': ') || null);
      return ok();
    }
    const name = /^\/todoitem\/(handle|close|reopen)$/.exec(url)?.[1] as keyof typeof STEPS | undefined;
    if (method === 'PUT' && name) {
      if (name === 'handle' && !note) return refuse('server.todo.noteRequired');
      if (!STEPS[name].from.includes(item.isHandle)) return refuse(`server.todo.not.${name}`);
      Object.assign(item, { isHandle: STEPS[name].to, updatedAt: Date.now() });
      step(item.todoId, STEPS[name].name, note);
      return ok();
    }
    return answer({ code: 404, msg: `no fixture for ${method} ${url}` });
  };
  return { adapter, list, history: (todoId) => ({ code: 200, msg: 'ok', data: history[todoId] ?? [] }), items, listed };
}
