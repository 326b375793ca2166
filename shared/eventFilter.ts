/** What the event list, its counts, confirm-all and the export select by (spec-digest 000 §7, Events; docs/api.md). */
export interface EventFilter {
  psId?: number | null;
  level?: number;
  equipType?: string;
  eventType?: number;
  action?: number;
  confirmed?: number;
  /** Occurrences whose condition stands (active) or has cleared. */
  state?: 'active' | 'cleared';
  /** 1: only the points shelved now; otherwise their events are hidden. */
  shelved?: number;
  beginTime?: number;
  endTime?: number;
  /** Station-local days (yyyy-MM-dd), each station's own midnight: a day is its day wherever it lies. */
  beginDay?: string;
  endDay?: string;
}

/** Event types that record a remote command (2 control, 3 adjust): journal rows, never alarms (docs/alarms.md). */
export const COMMAND_EVENT_TYPES = [2, 3] as const;
/** The action of an occurrence; its vanish (2) is journal only. */
export const OCCURRENCE = 1;

/**
 * An alarm occurrence, the only row that is acknowledged: the list offers the button, the unacknowledged count
 * and confirm-all take the same rows (server/events/eventQuery.ts `acknowledgeable`).
 */
export function isAcknowledgeable(e: { action: number; eventType: number }): boolean {
  return e.action === OCCURRENCE && !(COMMAND_EVENT_TYPES as readonly number[]).includes(e.eventType);
}
