/**
 * Contracts of station registration (docs/registration.md): the wizard's time zone and device template, and the
 * registration itself. shared/registration.ts types its body and answer from them.
 */
import { Type } from 'typebox';
import { MAX_REGISTERED_DEVICES, type FeedProtocol, type TemplateDevice } from '../registration';
import { contract, envelope, id, nullable, oneOf } from './common';
import { stationType } from './stations';

/** The station time zone at a place. */
export const registrationTimeZone = contract({
  method: 'GET',
  url: '/info/register/timeZone',
  querystring: Type.Object({
    latitude: Type.Number({ minimum: -90, maximum: 90 }),
    longitude: Type.Number({ minimum: -180, maximum: 180 }),
  }),
  response: envelope(Type.Object({ timeZone: Type.String() })),
});

/** One device of the template (`TemplateDevice` of shared/registration.ts). */
const templateDevice = Type.Object({
  equipType: Type.String(),
  equipName: Type.String(),
  collectId: Type.Integer(),
  place: nullable('string'),
  model: nullable('string'),
  peakPower: nullable('number'),
  parent: nullable('integer'),
});

/** The devices a station of this type and size starts with; its fields are checked by the entity definitions. */
export const deviceTemplate = contract({
  method: 'POST',
  url: '/info/register/devices',
  body: Type.Object(
    {
      psType: stationType,
      pvType: Type.Optional(oneOf(['', '1', '2', '3', '4'])),
      capacity: Type.Number({ exclusiveMinimum: 0, maximum: 100_000_000 }),
      batteryCapacity: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000_000 })),
    },
    { additionalProperties: false },
  ),
  response: envelope(Type.Array(templateDevice)),
});

/** Registers a station with its devices, feed and labels at once. */
export const registerStation = contract({
  method: 'POST',
  url: '/info/register',
  body: Type.Object(
    {
      /** Plant fields of schemas/entities/powerStation.json, checked by its definition. */
      station: Type.Unsafe<Record<string, unknown>>({ type: 'object' }),
      // Device fields are left to the equipment definition, whose messages name them in the caller's language.
      devices: Type.Unsafe<TemplateDevice[]>({
        type: 'array',
        maxItems: MAX_REGISTERED_DEVICES,
        items: { type: 'object', properties: { parent: { type: ['integer', 'null'], minimum: 0 } } },
      }),
      feed: Type.Unsafe<FeedProtocol>({ type: 'string', enum: ['simulator', 'modbus-tcp', 'mqtt'] }),
      /** Channel fields of schemas/entities/channel.json; only with the Modbus TCP feed. */
      channel: Type.Optional(Type.Unsafe<Record<string, unknown>>({ type: 'object' })),
      /** Existing labels the station joins, by id. */
      labelIds: Type.Array(id, { maxItems: 100 }),
      /** Labels made for it, private or shared with the registering user's group. */
      newLabels: Type.Array(
        Type.Object(
          {
            tagName: Type.String({ maxLength: 200 }),
            shared: Type.Optional(Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1] })),
          },
          { additionalProperties: false },
        ),
        { maxItems: 20 },
      ),
    },
    { additionalProperties: false },
  ),
  response: envelope(
    Type.Object({
      psId: Type.Integer(),
      psType: Type.String(),
      equipment: Type.Integer(),
      channelId: nullable('integer'),
      labelIds: Type.Array(Type.Integer()),
    }),
  ),
});
