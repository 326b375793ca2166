import type { TodoItem, TodoStep } from '../../api/todo';
import type { AnswerOf } from '../../shared/contracts/common';
import type { todoList } from '../../shared/contracts/todo';
import type { BoundProps } from '../boundProps';

export const todoBoardProps = {
  type: 'object',
  required: ['list', 'state', 'history'],
  additionalProperties: false,
  properties: {
    /** Binding to the whole answer of POST /todoitem/list, rows and total (a source with `dataPath: "none"`). */
    list: {},
    /** Page-state key that receives the list's request (`TodoQuery` of api/todo.ts): the tab and the page. */
    state: { type: 'string' },
    /** The source to read again after an action. */
    source: { type: 'string' },
    /** Page-state key that receives the item whose history a row opens (the `todo-history` shows it). */
    history: { type: 'string' },
  },
} as const;

export const todoHistoryProps = {
  type: 'object',
  required: ['item', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the item whose history is open (the page state the `todo-board` writes); null while none is. */
    item: {},
    /** Binding to its steps (`GET /todoitem/history`). */
    steps: {},
    /** Page-state key of the open item, cleared when the history closes. */
    state: { type: 'string' },
  },
} as const;

/** The bound list takes its type from the `/todoitem/list` contract; unresolved, it is absent. */
export type TodoBoardProps = BoundProps<typeof todoBoardProps, { list: AnswerOf<typeof todoList> }>;
/** The item and its steps take their types from what the to-do calls answer; unresolved, they are absent. */
export type TodoHistoryProps = BoundProps<typeof todoHistoryProps, { item: TodoItem; steps: TodoStep[] }>;
