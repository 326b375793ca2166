/** What a button or a row does, as data (engine/actions.ts carries it out). */
export const actionSchema = {
  type: 'object',
  required: ['action'],
  oneOf: [
    {
      properties: { action: { const: 'navigate' }, to: { type: 'string' } },
      required: ['action', 'to'],
      additionalProperties: false,
    },
    {
      properties: { action: { const: 'dialog' }, dialog: { type: 'string' } },
      required: ['action', 'dialog'],
      additionalProperties: false,
    },
    {
      properties: {
        action: { const: 'api' },
        api: { type: 'string', pattern: '^(GET|POST|PUT|DELETE) /' },
        body: {},
        confirm: { type: 'string' },
        refresh: { type: 'array', items: { type: 'string' } },
      },
      required: ['action', 'api'],
      additionalProperties: false,
    },
    {
      properties: { action: { const: 'setState' }, key: { type: 'string' }, value: {} },
      required: ['action', 'key'],
      additionalProperties: false,
    },
    {
      properties: { action: { const: 'download' }, url: { type: 'string' } },
      required: ['action', 'url'],
      additionalProperties: false,
    },
  ],
} as const;

export type Action =
  | { action: 'navigate'; to: string }
  | { action: 'dialog'; dialog: string }
  | { action: 'api'; api: string; body?: unknown; confirm?: string; refresh?: string[] }
  | { action: 'setState'; key: string; value?: unknown }
  | { action: 'download'; url: string };
