import type { FromSchema } from 'json-schema-to-ts';

/** Props schemas of the camera widgets; their TypeScript types are derived from them, so the two agree. */
export const videoPlayerProps = {
  type: 'object',
  required: ['cameras'],
  additionalProperties: false,
  properties: {
    /** Binding to the station's cameras (`GET /video/cameras`: `cameras`). */
    cameras: {},
    /** Binding to the station's time zone: snapshots are named with its local time. */
    timeZone: {},
  },
} as const;

export const thermalFrameProps = {
  type: 'object',
  required: ['cameras', 'picture', 'cameraState'],
  additionalProperties: false,
  properties: {
    /** Binding to the station's cameras (`GET /video/cameras`: `cameras`); the thermal ones can be chosen. */
    cameras: {},
    /** Binding to the chosen camera's radiometric picture (`GET /video/thermal/{equipId}`). */
    picture: {},
    /** Page-state key that receives the chosen thermal camera's id, which the picture's source reads. */
    cameraState: { type: 'string' },
  },
} as const;

export type VideoPlayerProps = FromSchema<typeof videoPlayerProps>;
export type ThermalFrameProps = FromSchema<typeof thermalFrameProps>;
