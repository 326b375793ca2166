import type { Db } from '../db/database';
import { EVENT_ACTION, EVENT_TYPE } from '../telemetry/eventLog';
import type { Principal } from '../auth/principal';
import { describeValue, type ControlTarget } from './controlPoint';

/**
 * How a remote call ended, as its audit event says: `event.remote.<outcome>` is the event text.
 * Success: selected, executed, set. Refused: passwordEmpty, noPassword, passwordWrong, locked, disabled,
 * badValue, reserved, noSelect, expired. The device failed: timeout, failed, readOnly, unsupported, noChannel,
 * notManual, emergencyStop.
 */
export type RemoteOutcome =
  | 'selected'
  | 'executed'
  | 'set'
  | 'passwordEmpty'
  | 'noPassword'
  | 'passwordWrong'
  | 'locked'
  | 'disabled'
  | 'badValue'
  | 'reserved'
  | 'noSelect'
  | 'expired'
  | 'timeout'
  | 'failed'
  | 'readOnly'
  | 'unsupported'
  | 'noChannel'
  | 'notManual'
  | 'emergencyStop';

export interface RemoteAttempt {
  psId: number;
  target: ControlTarget;
  caller: Principal;
  /** Remote control (switches, start/stop) or remote adjustment (set-points). */
  kind: 'control' | 'adjust';
  /** The value as sent; null when it was not a number. */
  value: number | null;
  /** What was sent, as the caller gave it, when it was not a number. */
  rawValue?: string;
}

/**
 * Writes one event per remote attempt that reached a device's point, whatever its outcome: remote control
 * (type 2) or remote adjustment (type 3), level 0, with the user, point, value and outcome as the
 * parameters of its text. Written at once rather than with the buffered telemetry events, so the trail
 * survives a crash right after the command.
 */
export async function auditRemote(db: Db, attempt: RemoteAttempt, outcome: RemoteOutcome, now = Date.now()): Promise<void> {
  const { target, caller } = attempt;
  const value = attempt.value === null ? (attempt.rawValue ?? '') : describeValue(target.def, attempt.value);
  await db
    .insertInto('event')
    .values({
      ps_id: attempt.psId,
      equip_id: target.device.equipId,
      equip_type: target.device.equipType,
      collect_id: target.device.collectId,
      point_code: target.def.code,
      level: 0,
      event_time: now,
      event_type: attempt.kind === 'adjust' ? EVENT_TYPE.adjust : EVENT_TYPE.control,
      action: EVENT_ACTION.occur,
      content_key: `event.remote.${outcome}`,
      content_params: JSON.stringify({
        device: target.device.name,
        user: caller.userName,
        point: target.def.name,
        code: target.def.code,
        value,
        outcome,
      }),
      confirmed: 0,
    })
    .execute();
}
