/** What the event list, its counts, confirm-all and the export select by: its contract's (shared/contracts/alarms.ts). */
export type { EventFilter } from './contracts/alarms';

/** Event types that record a remote command (2 control, 3 adjust): journal rows, never alarms (docs/alarms.md). */
export const COMMAND_EVENT_TYPES = [2, 3] as const;
/** The action of an occurrence; its vanish (2) is journal only. */
export const OCCURRENCE = 1;

/**
 * An alarm occurrence, the only row that is acknowledged: the list offers the button, the unacknowledged count
 * and confirm-all take the same rows (server/alarms/eventQuery.ts `acknowledgeable`).
 */
export function isAcknowledgeable(e: { action: number; eventType: number }): boolean {
  return e.action === OCCURRENCE && !(COMMAND_EVENT_TYPES as readonly number[]).includes(e.eventType);
}
