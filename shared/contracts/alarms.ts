/**
 * Contracts of alarms and events (docs/alarms.md; spec-digest 000 §7, Events): the list a page at a time, the
 * counts above it, one event's curve, the push stream, acknowledging, commenting, removing, shelving a point's
 * alarms and the export.
 */
import { Type, type Static } from 'typebox';
import {
  contract,
  day,
  emptyEnvelope,
  envelope,
  equipType,
  FILE,
  id,
  idList,
  namedStation,
  nullable,
  nullableId,
  oneOf,
  pageEnvelope,
  type PageLimits,
  pagingProperties,
  recordOf,
  slotQuality,
} from './common';
import { languages } from '../languages';

/** The event list: up to 500 events a page, 20 unless asked. */
export const EVENT_PAGES: PageLimits = { maxPageSize: 500, defaultPageSize: 20 };

const time = Type.Integer({ minimum: 0, maximum: 8_640_000_000_000 });

/** What the list, its counts, confirm-all and the export select by; a filter left out is not applied. */
export const eventFilterProperties = {
  /** null: every station the caller sees. */
  psId: Type.Optional(nullableId),
  level: Type.Optional(Type.Integer({ enum: [0, 1, 2, 3] })),
  equipType: Type.Optional(equipType),
  eventType: Type.Optional(Type.Integer({ enum: [1, 2, 3, 4, 5] })),
  action: Type.Optional(Type.Integer({ enum: [1, 2] })),
  confirmed: Type.Optional(Type.Integer({ enum: [0, 1] })),
  /** Occurrences whose condition stands (active) or has cleared. */
  state: Type.Optional(oneOf(['active', 'cleared'])),
  /** 1: only the points shelved now; otherwise their events are hidden. */
  shelved: Type.Optional(Type.Integer({ enum: [0, 1] })),
  beginTime: Type.Optional(time),
  endTime: Type.Optional(time),
  /** Station-local days, each station's own midnight: a day is its day wherever it lies. */
  beginDay: Type.Optional(day),
  endDay: Type.Optional(day),
};

const eventFilterSchema = Type.Object(eventFilterProperties, { additionalProperties: false });
export type EventFilter = Static<typeof eventFilterSchema>;

/** One row of the event list, as the list, the push stream and the export show it. */
export const eventRow = Type.Object({
  eventId: Type.Integer(),
  ...namedStation,
  /** The station's zone: times are shown as its local time. */
  timeZone: Type.String(),
  equipId: nullable('integer'),
  equipType: Type.String(),
  equipName: nullable('string'),
  collectId: Type.Integer(),
  pointCode: nullable('string'),
  level: Type.Integer(),
  eventTime: Type.Integer(),
  eventType: Type.Integer(),
  action: Type.Integer(),
  content: Type.String(),
  confirmed: Type.Integer(),
  active: Type.Integer(),
  clearedAt: nullable('integer'),
  confirmedBy: nullable('string'),
  confirmedAt: nullable('integer'),
  confirmComment: nullable('string'),
  repeats: Type.Integer(),
  lastTime: nullable('integer'),
  /** Who sent a remote command (remote control and adjustment events). */
  user: nullable('string'),
  shelved: Type.Boolean(),
});

export const eventList = contract({
  method: 'POST',
  url: '/event/list',
  body: Type.Object({ ...pagingProperties(EVENT_PAGES), ...eventFilterProperties }),
  response: pageEnvelope(eventRow),
});

const counts = envelope(
  Type.Object({
    total: Type.Integer(),
    /** Events by level, keyed `0` to `3`. */
    byLevel: recordOf(Type.Integer()),
    unconfirmed: Type.Integer(),
    active: Type.Integer(),
  }),
);

export const eventCount = contract({
  method: 'GET',
  url: '/event/count',
  querystring: Type.Object(eventFilterProperties),
  response: counts,
});

/** The list's own body (paging included and ignored): the cards above a list count exactly its rows. */
export const eventListCount = contract({
  method: 'POST',
  url: '/event/count',
  body: Type.Object({ ...pagingProperties(EVENT_PAGES), ...eventFilterProperties }),
  response: counts,
});

/** The point's curve around an event, with the event's time to mark on it. */
export const eventCurve = contract({
  method: 'GET',
  url: '/event/curve',
  querystring: Type.Object({ eventId: id }),
  response: envelope(
    Type.Object({
      name: Type.String(),
      unit: Type.String(),
      eventTime: Type.Integer(),
      times: Type.Array(Type.Integer()),
      values: Type.Array(nullable('number')),
      slotQuality,
    }),
  ),
});

/**
 * The push stream of events (server-sent events). EventSource sends no headers of its own: the page's language
 * comes as a parameter.
 */
export const eventStream = contract({
  method: 'GET',
  url: '/event/stream',
  querystring: Type.Object({ lang: Type.Optional(oneOf(languages)) }),
  response: FILE,
});

/** An operator's comment on an acknowledgement. */
const comment = Type.String({ maxLength: 500 });
/** Up to 500 events, each once. */
const eventIds = idList(500);
const confirmed = envelope(Type.Object({ confirmed: Type.Integer() }));

export const confirmEvents = contract({
  method: 'POST',
  url: '/event/confirm',
  body: Type.Object({ eventIds, comment: Type.Optional(comment) }, { additionalProperties: false }),
  response: confirmed,
});

/** Acknowledges every acknowledgeable event the filter selects. */
export const confirmAllEvents = contract({
  method: 'POST',
  url: '/event/confirmAll',
  body: Type.Object({ ...eventFilterProperties, comment: Type.Optional(comment) }, { additionalProperties: false }),
  response: confirmed,
});

/** Comments an acknowledged event; answers the event as the list shows it. */
export const commentEvent = contract({
  method: 'PUT',
  url: '/event',
  body: Type.Object({ eventId: id, comment }, { additionalProperties: false }),
  response: envelope(eventRow),
});

export const removeEvents = contract({
  method: 'DELETE',
  url: '/event/remove',
  body: Type.Object({ eventIds }, { additionalProperties: false }),
  response: envelope(Type.Object({ removed: Type.Integer() })),
});

/** A point's alarms stay shelved at most a week. */
const SHELVE_MAX_MINUTES = 7 * 24 * 60;

/** Shelves the event's point for a while, with a reason; answers until when (epoch ms). */
export const shelveEvent = contract({
  method: 'POST',
  url: '/event/shelve',
  body: Type.Object(
    {
      eventId: id,
      minutes: Type.Integer({ minimum: 5, maximum: SHELVE_MAX_MINUTES }),
      reason: Type.String({ minLength: 1, maxLength: 200 }),
    },
    { additionalProperties: false },
  ),
  response: envelope(Type.Object({ shelvedUntil: Type.Integer() })),
});

/** Takes the shelf of the event's point down early. */
export const unshelveEvent = contract({
  method: 'POST',
  url: '/event/unshelve',
  body: Type.Object({ eventId: id }, { additionalProperties: false }),
  response: emptyEnvelope,
});

/** A standing shelf as the list of shelves shows it. */
export const shelfRow = Type.Object({
  ...namedStation,
  equipType: Type.String(),
  collectId: Type.Integer(),
  pointCode: Type.String(),
  shelvedUntil: Type.Integer(),
  reason: Type.String(),
  shelvedBy: Type.String(),
  shelvedAt: Type.Integer(),
});

/** The shelves standing now, of the stations the caller sees. */
export const eventShelves = contract({
  method: 'GET',
  url: '/event/shelves',
  response: envelope(Type.Array(shelfRow)),
});

/** The events the filter selects as a spreadsheet, newest first. */
export const exportEvents = contract({
  method: 'POST',
  url: '/event/export',
  body: eventFilterSchema,
  response: FILE,
});
