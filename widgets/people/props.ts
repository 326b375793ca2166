import type { FromSchema } from 'json-schema-to-ts';

/** Props of the personal centre's profile card. */
export const profileCardProps = {
  type: 'object',
  required: ['profile'],
  additionalProperties: false,
  properties: {
    /** Binding to GET /system/user/profile. */
    profile: {},
    /** The page source to load again after the avatar changed. */
    refresh: { type: 'string' },
  },
} as const;

export type ProfileCardProps = FromSchema<typeof profileCardProps>;
