import { callData } from './request';
import { saveDownload } from './download';
import type { EventFilter } from '../shared/eventFilter';
import type { QualityRanges } from '../shared/slotQuality';

export type { EventFilter };

/** One event as the list shows it (server/events/eventRows.ts). */
export interface EventRow {
  eventId: number;
  psId: number;
  psName: string;
  timeZone: string;
  equipId: number | null;
  equipType: string;
  equipName: string | null;
  pointCode: string | null;
  level: number;
  eventTime: number;
  eventType: number;
  action: number;
  content: string;
  confirmed: number;
  active: number;
  clearedAt: number | null;
  confirmedBy: string | null;
  confirmedAt: number | null;
  confirmComment: string | null;
  repeats: number;
  lastTime: number | null;
  user: string | null;
  shelved: boolean;
}

export interface EventCurve {
  name: string;
  unit: string;
  eventTime: number;
  times: number[];
  values: (number | null)[];
  /** How each slot came by its value: shared/slotQuality.ts ranges. */
  slotQuality: QualityRanges;
}

export const confirmEvents = (eventIds: number[], comment?: string) =>
  callData<{ confirmed: number }>({ method: 'POST', url: '/event/confirm', data: { eventIds, comment } });

export const confirmAllEvents = (filter: EventFilter, comment?: string) =>
  callData<{ confirmed: number }>({ method: 'POST', url: '/event/confirmAll', data: { ...filter, comment } });

export const commentEvent = (eventId: number, comment: string) =>
  callData<EventRow>({ method: 'PUT', url: '/event', data: { eventId, comment } });

export const removeEvents = (eventIds: number[]) =>
  callData<{ removed: number }>({ method: 'DELETE', url: '/event/remove', data: { eventIds } });

export const shelveEvent = (eventId: number, minutes: number, reason: string) =>
  callData<{ shelvedUntil: number }>({ method: 'POST', url: '/event/shelve', data: { eventId, minutes, reason } });

export const unshelveEvent = (eventId: number) => callData<void>({ method: 'POST', url: '/event/unshelve', data: { eventId } });

export const fetchEventCurve = (eventId: number) => callData<EventCurve>({ url: '/event/curve', params: { eventId } });

/** The filtered events as an .xlsx the browser saves. */
export const exportEvents = (filter: EventFilter, fileName: string) =>
  saveDownload({ method: 'POST', url: '/event/export', data: filter }, fileName);
