import type { FromSchema } from 'json-schema-to-ts';

export const crudProps = {
  type: 'object',
  required: ['entity'],
  additionalProperties: false,
  properties: { entity: { type: 'string', pattern: '^[a-z][A-Za-z0-9]{1,40}$' } },
} as const;

export type CrudProps = FromSchema<typeof crudProps>;
