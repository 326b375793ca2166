import type { FromSchema } from 'json-schema-to-ts';

export const alarmFilterProps = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: {
    /** Page-state key that receives the list's request: the filter, its station, page and page size. */
    state: { type: 'string' },
    /** Binding to the station chosen in the plant navigator: the list starts with it. */
    psId: {},
    /** Binding to the counts of the filter (`GET /event/count`): confirm-all says how many it acknowledges. */
    counts: {},
    /** Sources to read again after confirm-all. */
    refresh: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const alarmTableProps = {
  type: 'object',
  required: ['rows', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the page of events (`POST /event/list`: rows and total). */
    rows: {},
    total: {},
    /** Page-state key of the request, whose pageNum and pageSize the pagination writes. */
    state: { type: 'string' },
    /** Sources to read again after an acknowledgement, a shelf or a removal. */
    refresh: { type: 'array', items: { type: 'string' } },
  },
} as const;

/** The user's alarm mail: levels, stations, daily digest and language (no props: it is the caller's own). */
export const alarmSubscriptionProps = { type: 'object', additionalProperties: false, properties: {} } as const;

export type AlarmSubscriptionProps = FromSchema<typeof alarmSubscriptionProps>;
export type AlarmFilterProps = FromSchema<typeof alarmFilterProps>;
export type AlarmTableProps = FromSchema<typeof alarmTableProps>;
