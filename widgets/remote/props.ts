import type { FromSchema } from 'json-schema-to-ts';

/** Props schema of the remote-control widget (spec-digest 001 §2.3, §2.4); its TypeScript type is derived from it. */
export const deviceControlProps = {
  type: 'object',
  required: ['psId', 'equipName', 'points'],
  additionalProperties: false,
  properties: {
    /** Binding to the plant of the device: the `psId` every remote call carries. */
    psId: {},
    /** Binding to the device id, for the status route (a per-device setting overrides the plant's). */
    equipId: {},
    /** Binding to the device name: the dialogs' titles. */
    equipName: {},
    /** Binding to the realData answer of the device, `{YK: [...], YT: [...]}`. */
    points: {},
    /** "METHOD /path" answering `{allowed}` for `{psId, equipId}`; default "GET /remote/status". */
    statusApi: { type: 'string', pattern: '^(GET|POST) /\\S+$' },
  },
} as const;

export type DeviceControlProps = FromSchema<typeof deviceControlProps>;
