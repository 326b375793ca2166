import type { FromSchema } from 'json-schema-to-ts';

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

export type TodoBoardProps = FromSchema<typeof todoBoardProps>;
