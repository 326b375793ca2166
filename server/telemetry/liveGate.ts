import type { LiveStore, LiveValue, MemoryLiveStore } from './liveStore';
import type { PointHandle } from './pointRegistry';
import type { EventLog, NewEvent } from './eventLog';
import { COUNTER_POINTS } from './counterState';

/** Where a source's values go: ingest itself, or a gate in front of it. */
export interface PointSink {
  /** `estimated`: the value was derived with an input the portal lacked stood in for (ingest.ts). */
  write(h: PointHandle, value: number, time: number, periodMs: number, estimated?: boolean): void;
}

export type EventSink = Pick<EventLog, 'raise'>;

/** The energies and irradiation of the day so far, of devices and of the station. */
const DAY_ENERGY_POINTS: ReadonlySet<string> = new Set(['DayE', 'DayIrr', 'dayCap', 'dayCharge', 'dayDischarge']);

/** Points that integrate since some start (the counters, and the energy or irradiation of the day so far). */
const INTEGRATED = new Set([...COUNTER_POINTS, 'DayE', 'DayIrr']);

/** A timeline's values of the day's energies (today filled first: telemetryService.ts fillPart). */
export function dayEnergies(live: MemoryLiveStore): [string, LiveValue][] {
  return [...live.entries()].filter(([key]) => DAY_ENERGY_POINTS.has(key.slice(key.lastIndexOf('_') + 1)));
}

/**
 * In front of the live simulation while history catches up on a second timeline (telemetryService.ts,
 * docs/ingest.md). Closed, it lets instantaneous values into the live store only: no history, alarm rules
 * or events (the catch-up writes those for the same devices, in time order) and no integrated points
 * (the live simulation's counters would start from the catch-up's beginning, not its end). Open, it is
 * ingest itself.
 */
export class LiveGate implements PointSink, EventSink {
  private open = true;

  constructor(
    private readonly ingest: PointSink,
    private readonly live: LiveStore,
    private readonly events: EventSink,
  ) {}

  get isOpen(): boolean {
    return this.open;
  }

  close(): void {
    this.open = false;
  }

  reopen(): void {
    this.open = true;
  }

  write(h: PointHandle, value: number, time: number, periodMs: number, estimated?: boolean): void {
    if (this.open) this.ingest.write(h, value, time, periodMs, estimated);
    else if (!INTEGRATED.has(h.pointCode) && Number.isFinite(value)) this.live.putAt(h, value, time, periodMs);
  }

  raise(event: NewEvent): void {
    if (this.open) this.events.raise(event);
  }
}
