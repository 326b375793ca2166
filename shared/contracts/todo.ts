/**
 * Contracts of to-do work (spec-digest 000 §7 `/todoitem/count`; docs/alarms.md): the count waiting, the list,
 * an item's history and assignees; making an item, giving it to someone, handling, closing and reopening it.
 */
import { Type, type Static } from 'typebox';
import {
  contract,
  emptyEnvelope,
  envelope,
  id,
  nullable,
  nullableId,
  pageEnvelope,
  pagingProperties,
  type PageLimits,
} from './common';

/** The to-do list: up to 200 items a page, 20 unless asked. */
export const TODO_PAGES: PageLimits = { maxPageSize: 200, defaultPageSize: 20 };

/** An item's state (`isHandle`): 0 open, 1 handled (waits to be closed), 2 closed. */
const state = Type.Unsafe<0 | 1 | 2>({ type: 'integer', enum: [0, 1, 2] });
export type TodoState = Static<typeof state>;
/** What was done, or why; at most 500 characters. */
const note = Type.String({ maxLength: 500 });

/** How many items wait for the caller: the caller's own and the unassigned items of the caller's stations. */
export const todoCount = contract({
  method: 'POST',
  url: '/todoitem/count',
  querystring: Type.Object({ isHandle: Type.Optional(Type.Unsafe<TodoState>({ ...state, default: 0 })) }),
  response: envelope(Type.Integer()),
});

/** One row of the to-do list, in the reader's language. */
export const todoRow = Type.Object({
  todoId: Type.Integer(),
  /** An alarm's item is titled by its event, in the reader's language. */
  title: Type.String(),
  content: nullable('string'),
  psId: nullable('integer'),
  psName: nullable('string'),
  /** The station's zone (its times are on its clock, docs/formats.md); null for an item of no station. */
  timeZone: nullable('string'),
  /** The alarm's level (0 normal … 3 serious); null for an item made by hand. */
  level: nullable('integer'),
  eventId: nullable('integer'),
  /** null: nobody in particular, the station's team. */
  assigneeId: nullable('integer'),
  assigneeName: nullable('string'),
  creatorName: Type.String(),
  /** Epoch milliseconds. */
  createdAt: Type.Integer(),
  updatedAt: Type.Integer(),
  isHandle: state,
});

/** The items the caller sees that match the filter, open first, latest change first; a filter left out is not applied. */
export const todoList = contract({
  method: 'POST',
  url: '/todoitem/list',
  body: Type.Object(
    {
      ...pagingProperties(TODO_PAGES),
      isHandle: Type.Optional(state),
      /** 1: only items assigned to the caller. */
      mine: Type.Optional(Type.Integer({ enum: [0, 1] })),
      psId: Type.Optional(id),
    },
    { additionalProperties: false },
  ),
  response: pageEnvelope(todoRow),
});

/** An item's steps, oldest first, in the reader's language. */
export const todoHistory = contract({
  method: 'GET',
  url: '/todoitem/history',
  querystring: Type.Object({ todoId: id }),
  response: envelope(
    Type.Array(
      Type.Object({
        at: Type.Integer(),
        userName: Type.String(),
        /** created, raised, recurred, assigned, handled, closed or reopened. */
        step: Type.String(),
        note: nullable('string'),
      }),
    ),
  ),
});

/** Whom an item of a station (or, without `psId`, of none) may be given to. */
export const todoAssignees = contract({
  method: 'GET',
  url: '/todoitem/assignees',
  querystring: Type.Object({ psId: Type.Optional(id) }),
  response: envelope(Type.Array(Type.Object({ userId: Type.Integer(), userName: Type.String(), nickName: Type.String() }))),
});

export const createTodo = contract({
  method: 'POST',
  url: '/todoitem',
  body: Type.Object(
    {
      title: Type.String({ minLength: 1, maxLength: 100 }),
      content: Type.Optional(note),
      psId: Type.Optional(nullableId),
      assigneeId: Type.Optional(nullableId),
    },
    { additionalProperties: false },
  ),
  response: envelope(Type.Object({ todoId: Type.Integer() })),
});

/** Gives the item to a user, or back to the station's team (null). */
export const assignTodo = contract({
  method: 'PUT',
  url: '/todoitem/assign',
  body: Type.Object({ todoId: id, assigneeId: nullableId, note: Type.Optional(note) }, { additionalProperties: false }),
  response: emptyEnvelope,
});

/** Marks an open item handled; the note (what was done) is required. */
export const handleTodo = contract({
  method: 'PUT',
  url: '/todoitem/handle',
  body: Type.Object({ todoId: id, note: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
  response: emptyEnvelope,
});

const optionalNoteStep = <U extends string>(url: U) =>
  contract({
    method: 'PUT',
    url,
    body: Type.Object({ todoId: id, note: Type.Optional(note) }, { additionalProperties: false }),
    response: emptyEnvelope,
  });

/** Closes an open or handled item. */
export const closeTodo = optionalNoteStep('/todoitem/close');
/** Opens a handled or closed item again. */
export const reopenTodo = optionalNoteStep('/todoitem/reopen');
