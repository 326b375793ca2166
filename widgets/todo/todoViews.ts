import type { TodoQuery, TodoState } from '../../api/todo';

/** The board's tabs: one per state, and the caller's own items. */
export const TODO_VIEWS = ['open', 'handled', 'closed', 'mine'] as const;
export type TodoView = (typeof TODO_VIEWS)[number];

const STATE_OF: Record<Exclude<TodoView, 'mine'>, TodoState> = { open: 0, handled: 1, closed: 2 };

/** The first page of a tab; "mine" takes every state, and the server lists open items first. */
export function viewQuery(view: TodoView, pageSize: number): TodoQuery {
  return view === 'mine' ? { pageNum: 1, pageSize, mine: 1 } : { pageNum: 1, pageSize, isHandle: STATE_OF[view] };
}

/** The tab a request belongs to. */
export function viewOf(query: TodoQuery): TodoView {
  if (query.mine === 1) return 'mine';
  return query.isHandle === 1 ? 'handled' : query.isHandle === 2 ? 'closed' : 'open';
}

/** What a row offers: the server's steps (handle from open; close from open or handled; reopen once handled or closed). */
export type TodoAction = 'assign' | 'handle' | 'close' | 'reopen' | 'history';

export function actionsFor(state: TodoState): TodoAction[] {
  if (state === 0) return ['assign', 'handle', 'close', 'history'];
  if (state === 1) return ['assign', 'close', 'reopen', 'history'];
  return ['reopen', 'history'];
}
