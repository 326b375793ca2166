import { callData, callPage } from './request';

/** An item's state (`isHandle`): open, handled (waits to be closed), closed. */
export type TodoState = 0 | 1 | 2;

/** A row of POST /todoitem/list (server/workflow/todoRows.ts). */
export interface TodoItem {
  todoId: number;
  /** An alarm's item is titled by its event, in the reader's language. */
  title: string;
  content: string | null;
  psId: number | null;
  psName: string | null;
  /** The station's zone: the item's times are on its clock (docs/formats.md); null for an item of no station. */
  timeZone: string | null;
  /** The alarm's level (0 normal … 3 serious); null for an item made by hand. */
  level: number | null;
  eventId: number | null;
  /** null: nobody in particular, the station's team. */
  assigneeId: number | null;
  assigneeName: string | null;
  creatorName: string;
  /** Epoch milliseconds. */
  createdAt: number;
  updatedAt: number;
  isHandle: TodoState;
}

/** The body of POST /todoitem/list; a filter left out is not applied. */
export interface TodoQuery {
  pageNum?: number;
  pageSize?: number;
  isHandle?: TodoState;
  /** 1: only items assigned to the caller. */
  mine?: 0 | 1;
  psId?: number;
}

export type TodoStepName = 'created' | 'raised' | 'recurred' | 'assigned' | 'handled' | 'closed' | 'reopened';

/** One line of an item's history. */
export interface TodoStep {
  at: number;
  userName: string;
  step: TodoStepName;
  note: string | null;
}

/** A user an item may be given to. */
export interface TodoAssignee {
  userId: number;
  userName: string;
  nickName: string;
}

export interface NewTodo {
  /** 1 to 100 characters. */
  title: string;
  /** At most 500 characters. */
  content?: string;
  psId: number | null;
  assigneeId: number | null;
}

export const listTodos = (query: TodoQuery) => callPage<TodoItem>({ method: 'POST', url: '/todoitem/list', data: query });

export const createTodo = (item: NewTodo) => callData<{ todoId: number }>({ method: 'POST', url: '/todoitem', data: item });

/** Gives the item to a user, or back to the station's team (null). */
export const assignTodo = (todoId: number, assigneeId: number | null, note?: string) =>
  callData<void>({ method: 'PUT', url: '/todoitem/assign', data: { todoId, assigneeId, note } });

/** Marks an open item handled; the note (what was done) is required. */
export const handleTodo = (todoId: number, note: string) =>
  callData<void>({ method: 'PUT', url: '/todoitem/handle', data: { todoId, note } });

export const closeTodo = (todoId: number, note?: string) =>
  callData<void>({ method: 'PUT', url: '/todoitem/close', data: { todoId, note } });

export const reopenTodo = (todoId: number, note?: string) =>
  callData<void>({ method: 'PUT', url: '/todoitem/reopen', data: { todoId, note } });

export const todoHistory = (todoId: number) => callData<TodoStep[]>({ url: '/todoitem/history', params: { todoId } });

/** Users who see the station (for a station-less item, psId null: users in the caller's scope). */
export const todoAssignees = (psId: number | null) =>
  callData<TodoAssignee[]>({ url: '/todoitem/assignees', params: psId === null ? {} : { psId } });
