import type { FromSchema } from 'json-schema-to-ts';

export const crudProps = {
  type: 'object',
  required: ['entity'],
  additionalProperties: false,
  properties: {
    entity: { type: 'string', pattern: '^[a-z][A-Za-z0-9]{1,40}$' },
    /** Filters always applied, usually bound to a route parameter: `{ "channelId": "${route.commId}" }`. */
    fixed: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

export type CrudProps = FromSchema<typeof crudProps>;
