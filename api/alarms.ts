import { saveDownload } from './download';
import { callContract } from './contractCall';
import type { DataOf, RowOf } from '../shared/contracts/common';
import type * as alarms from '../shared/contracts/alarms';
import type { EventFilter } from '../shared/eventFilter';

export type { EventFilter };

/** One event as the list shows it. */
export type EventRow = RowOf<typeof alarms.eventList>;

/** The point's curve around an event; `slotQuality` says how each slot came by its value. */
export type EventCurve = DataOf<typeof alarms.eventCurve>;

export const confirmEvents = (eventIds: number[], comment?: string) =>
  callContract<typeof alarms.confirmEvents>({ method: 'POST', url: '/event/confirm' }, { body: { eventIds, comment } });

export const confirmAllEvents = (filter: EventFilter, comment?: string) =>
  callContract<typeof alarms.confirmAllEvents>({ method: 'POST', url: '/event/confirmAll' }, { body: { ...filter, comment } });

export const commentEvent = (eventId: number, comment: string) =>
  callContract<typeof alarms.commentEvent>({ method: 'PUT', url: '/event' }, { body: { eventId, comment } });

export const removeEvents = (eventIds: number[]) =>
  callContract<typeof alarms.removeEvents>({ method: 'DELETE', url: '/event/remove' }, { body: { eventIds } });

export const shelveEvent = (eventId: number, minutes: number, reason: string) =>
  callContract<typeof alarms.shelveEvent>({ method: 'POST', url: '/event/shelve' }, { body: { eventId, minutes, reason } });

export const unshelveEvent = (eventId: number) =>
  callContract<typeof alarms.unshelveEvent>({ method: 'POST', url: '/event/unshelve' }, { body: { eventId } });

/** The filtered events as an .xlsx the browser saves. */
export const exportEvents = (filter: EventFilter, fileName: string) =>
  saveDownload({ method: 'POST', url: '/event/export', data: filter }, fileName);
