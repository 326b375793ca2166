import type { DataOf } from '../../shared/contracts/common';
import type { readProfile } from '../../shared/contracts/people';
import type { BoundProps } from '../boundProps';

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

/** The bound profile takes its type from the `GET /system/user/profile` contract; unresolved, it is absent. */
export type ProfileCardProps = BoundProps<typeof profileCardProps, { profile: DataOf<typeof readProfile> }>;
