import type { AlarmSubscription } from '../../api/alarmMail';
import type { EventCurve, EventRow } from '../../api/alarms';
import type { Station } from '../../api/types';
import type { AnswerOf, DataOf } from '../../shared/contracts/common';
import type { eventCount, eventList } from '../../shared/contracts/alarms';
import type { BoundProps } from '../boundProps';

export const alarmFilterProps = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: {
    /** Page-state key that receives the list's request: the filter, its station, page and page size. */
    state: { type: 'string' },
    /** Binding to the station chosen in the plant navigator: the list starts with it. */
    psId: {},
    /** Binding to the caller's stations (`POST /info/powerStation/psListByUser`), the choices of the station filter. */
    stations: {},
    /** Binding to the counts of the filter (`GET /event/count`): confirm-all says how many it acknowledges. */
    counts: {},
    /** Sources to read again after confirm-all. */
    refresh: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const alarmTableProps = {
  type: 'object',
  required: ['rows', 'state', 'detail'],
  additionalProperties: false,
  properties: {
    /** Binding to the page of events (`POST /event/list`: rows and total). */
    rows: {},
    total: {},
    /** Page-state key of the request, whose pageNum and pageSize the pagination writes. */
    state: { type: 'string' },
    /** Page-state key that receives the event a click opens (the `alarm-detail` shows it). */
    detail: { type: 'string' },
    /** Sources to read again after an acknowledgement, a shelf or a removal. */
    refresh: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const alarmDetailProps = {
  type: 'object',
  required: ['event', 'state'],
  additionalProperties: false,
  properties: {
    /** Binding to the opened event (the page state the `alarm-table` writes); null while none is open. */
    event: {},
    /** Binding to its point's curve (`GET /event/curve`), asked only for an event of a point. */
    curve: {},
    /** Page-state key of the opened event, cleared when the detail closes. */
    state: { type: 'string' },
  },
} as const;

/** The user's alarm mail: levels, stations, daily digest and language (the caller's own). */
export const alarmSubscriptionProps = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Binding to the stored subscription (`GET /alarm/subscription`), the form's first values. */
    subscription: {},
    /** Binding to the caller's stations (`POST /info/powerStation/psListByUser`), the stations to choose. */
    stations: {},
  },
} as const;

/** The subscription and the stations take their types from what their calls answer; unresolved, they are absent. */
export type AlarmSubscriptionProps = BoundProps<
  typeof alarmSubscriptionProps,
  { subscription: AlarmSubscription; stations: Station[] }
>;
/** The bound counts take their type from the `/event/count` contract, the station choices from the stations call. */
export type AlarmFilterProps = BoundProps<
  typeof alarmFilterProps,
  { counts: Partial<DataOf<typeof eventCount>>; stations: Station[] }
>;
/** The bound page of events takes its type from the `/event/list` contract; unresolved, it is absent. */
export type AlarmTableProps = BoundProps<
  typeof alarmTableProps,
  { rows: AnswerOf<typeof eventList>['rows']; total: AnswerOf<typeof eventList>['total'] }
>;
/** The event and its curve take their types from what the event calls answer; unresolved, they are absent. */
export type AlarmDetailProps = BoundProps<typeof alarmDetailProps, { event: EventRow; curve: EventCurve }>;
