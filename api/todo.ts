import { callContract, callContractPage } from './contractCall';
import type { BodyOf, DataOf, RowOf } from '../shared/contracts/common';
import type * as todo from '../shared/contracts/todo';

/** An item's state (`isHandle`): open, handled (waits to be closed), closed. */
export type { TodoState } from '../shared/contracts/todo';

/** A row of the to-do list. */
export type TodoItem = RowOf<typeof todo.todoList>;

/** The body of POST /todoitem/list; a filter left out is not applied. */
export type TodoQuery = BodyOf<typeof todo.todoList>;

export type TodoStepName = 'created' | 'raised' | 'recurred' | 'assigned' | 'handled' | 'closed' | 'reopened';

/** One line of an item's history. */
export type TodoStep = DataOf<typeof todo.todoHistory>[number];

/** A user an item may be given to. */
export type TodoAssignee = DataOf<typeof todo.todoAssignees>[number];

export type NewTodo = BodyOf<typeof todo.createTodo>;

export const listTodos = (query: TodoQuery) =>
  callContractPage<typeof todo.todoList>({ method: 'POST', url: '/todoitem/list' }, { body: query });

export const createTodo = (item: NewTodo) =>
  callContract<typeof todo.createTodo>({ method: 'POST', url: '/todoitem' }, { body: item });

/** Gives the item to a user, or back to the station's team (null). */
export const assignTodo = (todoId: number, assigneeId: number | null, note?: string) =>
  callContract<typeof todo.assignTodo>({ method: 'PUT', url: '/todoitem/assign' }, { body: { todoId, assigneeId, note } });

/** Marks an open item handled; the note (what was done) is required. */
export const handleTodo = (todoId: number, note: string) =>
  callContract<typeof todo.handleTodo>({ method: 'PUT', url: '/todoitem/handle' }, { body: { todoId, note } });

export const closeTodo = (todoId: number, note?: string) =>
  callContract<typeof todo.closeTodo>({ method: 'PUT', url: '/todoitem/close' }, { body: { todoId, note } });

export const reopenTodo = (todoId: number, note?: string) =>
  callContract<typeof todo.reopenTodo>({ method: 'PUT', url: '/todoitem/reopen' }, { body: { todoId, note } });

/** Users who see the station (for a station-less item, psId null: users in the caller's scope). */
export const todoAssignees = (psId: number | null) =>
  callContract<typeof todo.todoAssignees>(
    { method: 'GET', url: '/todoitem/assignees' },
    { query: psId === null ? {} : { psId } },
  );
