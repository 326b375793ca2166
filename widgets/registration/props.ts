import type { FromSchema } from 'json-schema-to-ts';

/** Props schema of the station registration wizard. */
export const stationRegistrationProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Group preselected for a new station; the user's own group when absent. */
    deptId: { type: 'integer', minimum: 1 },
  },
} as const;

export type StationRegistrationProps = FromSchema<typeof stationRegistrationProps>;
