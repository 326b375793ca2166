/** Contracts of alarm mail (docs/alarm-mail.md): what a user gets by mail, from which stations, in which language. */
import { Type } from 'typebox';
import { languages } from '../languages';
import { contract, envelope, id, nullableArrayOf, oneOf } from './common';

/** A user's subscription; `stations` null: every station the user may see, now and later. */
const subscription = envelope(
  Type.Object({
    enabled: Type.Boolean(),
    /** The least level mailed, 0 normal … 3 serious. */
    minLevel: Type.Integer(),
    stations: nullableArrayOf(Type.Integer()),
    /** One mail a day instead of one an alarm. */
    digest: Type.Boolean(),
    language: oneOf(languages),
  }),
);

/** The caller's subscription (not subscribed: disabled, with the caller's language). */
export const alarmSubscription = contract({
  method: 'GET',
  url: '/alarm/subscription',
  response: subscription,
});

/** Subscribes the caller (`enabled`), or ends the subscription; answers it as stored. */
export const saveAlarmSubscription = contract({
  method: 'PUT',
  url: '/alarm/subscription',
  body: Type.Object(
    {
      enabled: Type.Boolean(),
      minLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
      stations: Type.Optional(Type.Unsafe<number[] | null>({ type: ['array', 'null'], maxItems: 10_000, items: id })),
      digest: Type.Optional(Type.Boolean()),
      language: Type.Optional(oneOf(languages)),
    },
    { additionalProperties: false },
  ),
  response: subscription,
});
