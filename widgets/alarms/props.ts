import type { FromSchema } from 'json-schema-to-ts';
import type { AnswerOf, DataOf } from '../../shared/contracts/common';
import type { eventCount, eventList } from '../../shared/contracts/alarms';

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
/** The bound counts take their type from the `/event/count` contract; unresolved, they are absent. */
export type AlarmFilterProps = Omit<FromSchema<typeof alarmFilterProps>, 'counts'> & {
  counts?: Partial<DataOf<typeof eventCount>> | null;
};
/** The bound page of events takes its type from the `/event/list` contract; unresolved, it is absent. */
export type AlarmTableProps = Omit<FromSchema<typeof alarmTableProps>, 'rows' | 'total'> & {
  rows?: AnswerOf<typeof eventList>['rows'] | null;
  total?: AnswerOf<typeof eventList>['total'] | null;
};
