import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerOf } from '../../shared/contracts/common';
import type { todoList } from '../../shared/contracts/todo';

export const todoBoardProps = {
  type: 'object',
  required: ['list', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the whole answer of POST /todoitem/list, rows and total (a source with `dataPath: "none"`). */
    list: {},
    /** Page-state key that receives the list's request (`TodoQuery` of api/todo.ts): the tab and the page. */
    state: { type: 'string' },
    /** The source to read again after an action. */
    source: { type: 'string' },
  },
} as const;

/** The bound list takes its type from the `/todoitem/list` contract; unresolved, it is absent. */
export type TodoBoardProps = Omit<FromSchema<typeof todoBoardProps>, 'list'> & { list?: AnswerOf<typeof todoList> | null };
