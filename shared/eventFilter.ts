/** What the event list, its counts, confirm-all and the export select by (spec 000 §7, Events; docs/api.md). */
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
