import type { Db } from '../db/database';
import type { PointRegistry } from './pointRegistry';
import { StationCalendar } from '../../shared/stationDay';
import { liveKey } from './liveStore';
import { decodeSamples } from './daySlots';
import { storedIrradiationToday } from './dayIrradiation';

/** Points whose readings only grow: the simulator continues them after a restart. */
export const COUNTER_POINTS = ['TotalE', 'EExp', 'EImp', 'ChargeE', 'DischargeE'];

export interface CounterState {
  /**
   * By `equipId:pointCode`: the last stored reading and the reading at today's local midnight; for a weather
   * station's `DayIrr`, today's irradiation so far (dayIrradiation.ts).
   */
  counters: Map<string, { total: number; midnight: number }>;
  /** By live key: the reading at the start of the given station day. */
  midnightByKey: Map<string, { day: string; value: number }>;
  /** The newest sample time found, or null on an empty store. */
  lastTime: number | null;
}

/** Reads the newest stored block of every counter series. */
export async function loadCounterState(db: Db, registry: PointRegistry, now: number): Promise<CounterState> {
  const state: CounterState = { counters: new Map(), midnightByKey: new Map(), lastTime: null };
  // The registry's stations only (a fill process's group, fillProcesses.ts).
  const series = (
    await db
      .selectFrom('series')
      .select(['series_id', 'ps_id', 'equip_type', 'collect_id', 'point_code', 'period_minutes'])
      .where('point_code', 'in', COUNTER_POINTS)
      .execute()
  ).filter((s) => registry.stations.has(s.ps_id));
  if (series.length === 0) return state;
  const newest = await db
    .selectFrom('history_day')
    .select(['series_id', (eb) => eb.fn.max('day').as('day')])
    .where(
      'series_id',
      'in',
      series.map((s) => s.series_id),
    )
    .groupBy('series_id')
    .execute();
  const calendar = new StationCalendar();
  const byId = new Map(series.map((s) => [s.series_id, s]));
  for (let i = 0; i < newest.length; i += 500) {
    const chunk = newest.slice(i, i + 500);
    const rows = await db
      .selectFrom('history_day')
      .select(['series_id', 'day', 'start_ts', 'samples'])
      .where((eb) => eb.or(chunk.map((n) => eb.and([eb('series_id', '=', n.series_id), eb('day', '=', String(n.day))]))))
      .execute();
    for (const row of rows) {
      const s = byId.get(row.series_id)!;
      const samples = decodeSamples(row.samples);
      let first = NaN;
      let last = NaN;
      let lastSlot = -1;
      samples.forEach((v, slot) => {
        if (Number.isNaN(v)) return;
        if (Number.isNaN(first)) first = v;
        last = v;
        lastSlot = slot;
      });
      if (lastSlot < 0) continue;
      const time = row.start_ts + lastSlot * s.period_minutes * 60_000;
      state.lastTime = Math.max(state.lastTime ?? 0, time);
      const station = registry.stations.get(s.ps_id);
      const today = station ? calendar.dayOf(station.timeZone, now).day : '';
      const midnight = row.day === today ? first : last;
      const device = registry.deviceAt(s.ps_id, s.equip_type, s.collect_id);
      if (device) state.counters.set(`${device.equipId}:${s.point_code}`, { total: last, midnight });
      state.midnightByKey.set(liveKey(s.ps_id, s.equip_type, s.collect_id, s.point_code), {
        day: row.day === today ? today : '',
        value: midnight,
      });
    }
  }
  for (const [key, irradiation] of await storedIrradiationToday(db, registry, now)) state.counters.set(key, irradiation);
  return state;
}

/**
 * A CounterState as a fill process posts it: keys joined into one string and numbers in arrays, which a message
 * carries in a few pieces. As maps of objects, a thousand stations' took the server's thread 700 ms to take in.
 * (Keys and days hold no line feed: ids, point codes, dates.)
 */
export interface PackedCounterState {
  counterKeys: string;
  totals: Float64Array;
  midnights: Float64Array;
  baseKeys: string;
  baseDays: string;
  baseValues: Float64Array;
  lastTime: number | null;
}

export function packCounterState(state: CounterState): PackedCounterState {
  const counters = [...state.counters];
  const bases = [...state.midnightByKey];
  return {
    counterKeys: counters.map(([key]) => key).join('\n'),
    totals: Float64Array.from(counters, ([, c]) => c.total),
    midnights: Float64Array.from(counters, ([, c]) => c.midnight),
    baseKeys: bases.map(([key]) => key).join('\n'),
    baseDays: bases.map(([, base]) => base.day).join('\n'),
    baseValues: Float64Array.from(bases, ([, base]) => base.value),
    lastTime: state.lastTime,
  };
}

/** The packed states of several groups of stations (fill processes') as one. */
export function unpackCounterStates(packed: PackedCounterState[]): CounterState {
  const state: CounterState = { counters: new Map(), midnightByKey: new Map(), lastTime: null };
  for (const p of packed) {
    const counterKeys = p.counterKeys.split('\n');
    for (let i = 0; i < p.totals.length; i++)
      state.counters.set(counterKeys[i]!, { total: p.totals[i]!, midnight: p.midnights[i]! });
    const baseKeys = p.baseKeys.split('\n');
    const baseDays = p.baseDays.split('\n');
    for (let i = 0; i < p.baseValues.length; i++)
      state.midnightByKey.set(baseKeys[i]!, { day: baseDays[i]!, value: p.baseValues[i]! });
    if (p.lastTime !== null) state.lastTime = Math.max(state.lastTime ?? 0, p.lastTime);
  }
  return state;
}
