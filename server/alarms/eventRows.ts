import type { TFunction } from 'i18next';
import type { StoredEvent } from '../telemetry/eventLog';
import { eventText } from './eventText';
import { SYSTEM_STATION } from '../telemetry/storeFullAlarm';

export type EventRow = ReturnType<typeof eventRow>;

/** The device is named from the event's own parameters (null for station events); the text in the reader's language. */
export function eventRow(
  e: StoredEvent,
  station: { psName: string; timeZone: string } | undefined,
  t: TFunction,
  shelved: boolean,
) {
  const params = JSON.parse(e.content_params) as { device?: string; user?: string };
  return {
    eventId: e.event_id,
    psId: e.ps_id,
    psName: station?.psName ?? (e.ps_id === SYSTEM_STATION ? t('event.systemStation') : String(e.ps_id)),
    timeZone: station?.timeZone ?? 'UTC',
    equipId: e.equip_id,
    equipType: e.equip_type,
    equipName: params.device ?? null,
    collectId: e.collect_id,
    pointCode: e.point_code,
    level: e.level,
    eventTime: e.event_time,
    eventType: e.event_type,
    action: e.action,
    content: eventText(t, e),
    confirmed: e.confirmed,
    active: e.active,
    clearedAt: e.cleared_at,
    confirmedBy: e.confirmed_by,
    confirmedAt: e.confirmed_at,
    confirmComment: e.confirm_comment,
    repeats: e.repeats,
    lastTime: e.last_time,
    user: params.user ?? null,
    shelved,
  };
}
