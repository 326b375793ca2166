import { addDays } from '../../shared/stationDay';
import type { DayCurve, HistoryStore } from './historyStore';
import type { TimeSlice } from './timeSlice';

/**
 * The one definition of a period's energy from a counter (docs/definitions.md): the reading at the period's end
 * boundary less the reading at its start boundary. A boundary is a local midnight; its reading is the counter's
 * sample on the day's first slot, or, when that slot is missing, the straight line between the last reading
 * before and the first after. So the growth from 23:55 to 00:00 belongs to the day it happened in, every slot
 * belongs to exactly one day, and a month is the sum of its days.
 */

/** A day's samples and, where they were read, the neighbours' (the previous day's last reading counts). */
export interface CounterDays {
  day: Float64Array;
  previous?: Float64Array;
  next?: Float64Array;
}

function firstReading(samples: Float64Array | undefined): { slot: number; value: number } | null {
  if (!samples) return null;
  for (let s = 0; s < samples.length; s++) if (!Number.isNaN(samples[s]!)) return { slot: s, value: samples[s]! };
  return null;
}

function lastReading(samples: Float64Array | undefined): { slot: number; value: number } | null {
  if (!samples) return null;
  for (let s = samples.length - 1; s >= 0; s--) if (!Number.isNaN(samples[s]!)) return { slot: s, value: samples[s]! };
  return null;
}

/**
 * The reading at the boundary that starts `after`: its first slot, else interpolated from `before`'s last
 * reading; with a reading on one side only, that reading (the counter's history starts or stops there).
 */
export function boundaryReading(before: Float64Array | undefined, after: Float64Array | undefined): number {
  const next = firstReading(after);
  if (next?.slot === 0) return next.value;
  const last = lastReading(before);
  if (!last) return next ? next.value : NaN;
  if (!next) return last.value;
  const slotsBefore = before!.length - last.slot;
  return last.value + ((next.value - last.value) * slotsBefore) / (slotsBefore + next.slot);
}

/** Whether the start boundary needs the previous day: the day's first slot has no reading. */
export function needsPrevious(day: Float64Array): boolean {
  return Number.isNaN(day[0] ?? NaN);
}

/**
 * A reading's change over the day, end boundary less start boundary; NaN when a boundary is unknown. Before the
 * next day has a reading, the end is the day's last reading (a day still open).
 */
export function dayChange(days: CounterDays): number {
  const start = boundaryReading(days.previous, days.day);
  const end = firstReading(days.next) ? boundaryReading(days.day, days.next) : (lastReading(days.day)?.value ?? NaN);
  return end - start;
}

/** The day's energy from a counter; never negative (a counter that was reset restarts from zero). */
export function counterDayEnergy(days: CounterDays): number {
  const change = dayChange(days);
  return Number.isNaN(change) ? 0 : Math.max(0, change);
}

/**
 * Reads the neighbouring days the counters among a day's curves need for their boundaries: the next day always
 * (its first reading closes the day), the previous day only for counters whose first slot is missing.
 */
export async function readCounterDays(
  history: HistoryStore,
  read: Map<number, DayCurve>,
  counters: readonly number[],
  zone: string,
  day: string,
  slice?: TimeSlice,
): Promise<Map<number, CounterDays>> {
  const ids = counters.filter((id) => read.has(id));
  const next = await history.readDay(ids, zone, addDays(day, 1), 5, slice);
  const lacking = ids.filter((id) => needsPrevious(read.get(id)!.samples));
  const previous = lacking.length ? await history.readDay(lacking, zone, addDays(day, -1), 5, slice) : new Map();
  return new Map(
    ids.map((id) => [id, { day: read.get(id)!.samples, next: next.get(id)?.samples, previous: previous.get(id)?.samples }]),
  );
}
