import type { PointHandle } from './pointRegistry';
import { EVENT_ACTION, EVENT_TYPE, type EventLog } from './eventLog';

/** Share of the limit band a value must come back by before a limit alarm clears (no chatter). */
const HYSTERESIS = 0.02;

function raise(
  events: EventLog | null,
  h: PointHandle,
  time: number,
  level: number,
  type: number,
  action: number,
  key: string,
  params: object,
) {
  events?.raise({
    ps_id: h.station.psId,
    equip_id: h.device?.equipId ?? null,
    equip_type: h.equipType,
    collect_id: h.collectId,
    point_code: h.pointCode,
    level,
    event_time: time,
    event_type: type,
    action,
    content_key: key,
    content_params: JSON.stringify({ device: h.device?.name ?? h.station.psName, point: h.def?.name ?? h.pointCode, ...params }),
    confirmed: 0,
  });
}

/**
 * Alarm rules on ingest (issue: telemetry core): a YX point with the alarm flag gives an event when it
 * sets and when it clears, at the point's level; a YC point crossing its upper or lower limit likewise.
 * Without `events` the rule only follows the value: another process took it and raised what it caused.
 */
export function checkAlarm(events: EventLog | null, h: PointHandle, value: number, time: number): void {
  const def = h.def;
  if (!def || def.alarmLevel === null) return;
  if (def.type === 'YX') {
    const active = value !== 0 ? 1 : 0;
    if (active === (h.alarmState ?? 0)) {
      h.alarmState = active;
      return;
    }
    h.alarmState = active;
    raise(
      events,
      h,
      time,
      def.alarmLevel,
      EVENT_TYPE.signal,
      active ? EVENT_ACTION.occur : EVENT_ACTION.vanish,
      active ? 'event.signalOn' : 'event.signalOff',
      {},
    );
    return;
  }
  if (def.type !== 'YC' || (def.upper === null && def.lower === null)) return;
  const band = Math.abs((def.upper ?? def.lower ?? 0) - (def.lower ?? def.upper ?? 0)) || Math.abs(def.upper ?? def.lower ?? 1);
  const margin = band * HYSTERESIS;
  const state = h.alarmState ?? 0;
  let next = state;
  if (def.upper !== null && value > def.upper) next = 1;
  else if (def.lower !== null && value < def.lower) next = -1;
  else if (state === 1 && value < def.upper! - margin) next = 0;
  else if (state === -1 && value > def.lower! + margin) next = 0;
  if (next === state) return;
  h.alarmState = next;
  const limit = next === 1 ? def.upper : next === -1 ? def.lower : state === 1 ? def.upper : def.lower;
  const params = { value: Math.round(value * 100) / 100, limit, unit: def.unit ?? '' };
  if (state !== 0)
    raise(
      events,
      h,
      time,
      def.alarmLevel,
      EVENT_TYPE.limit,
      EVENT_ACTION.vanish,
      state === 1 ? 'event.aboveLimitCleared' : 'event.belowLimitCleared',
      params,
    );
  if (next !== 0)
    raise(
      events,
      h,
      time,
      def.alarmLevel,
      EVENT_TYPE.limit,
      EVENT_ACTION.occur,
      next === 1 ? 'event.aboveLimit' : 'event.belowLimit',
      params,
    );
}
