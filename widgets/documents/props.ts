import type { FromSchema } from 'json-schema-to-ts';

export const documentLibraryProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Documents per page of the list. */
    pageSize: { type: 'integer', minimum: 5, maximum: 200 },
  },
} as const;

export type DocumentLibraryProps = FromSchema<typeof documentLibraryProps>;
