import type { Db } from '../db/database';
import type { DailyStatTable } from '../db/tables';
import type { HistoryStore } from '../telemetry/historyStore';
import type { Device, PointRegistry, StationFacts } from '../telemetry/pointRegistry';
import type { TimeSlice } from '../telemetry/timeSlice';
import { StationCalendar } from '../../shared/stationDay';
import type { QuotaCatalogue } from './catalogue';
import { typesOf } from './dayReads';
import { TARIFF_PRICES } from './quotaNames';
import { readCounterDays, type CounterDays } from '../telemetry/counterEnergy';

export const PERIOD_MINUTES = 5;

/** Everything a day's quota formulas read, gathered once per station and day. */
export interface DayFacts {
  station: StationFacts;
  day: string;
  /** Hours in the station-local day: 23 or 25 on a DST change. */
  hours: number;
  /** Daily statistics by equipment id, 0 for the station. */
  stats: Map<number, DailyStatTable>;
  devices: Device[];
  /** Per device, the day's samples of each curve read, by `kind:code`. */
  curves: Map<string, Float64Array[]>;
  /** Per device, the counters read with their neighbouring days, by `kind:code`. */
  counters: Map<string, CounterDays[]>;
  /** The price of each slot, by tariff price column; NaN where no period covers it. */
  prices: Map<string, Float64Array>;
}

const calendar = new StationCalendar();

interface TariffRow {
  time_ranges: string;
  months: string | null;
  purchase_price: number;
  settlement_price: number;
  trade_price: number;
}

/** Reads a station day's statistics, the curves the catalogues' formulas name, and its tariff. */
export async function gatherDay(
  db: Db,
  history: HistoryStore,
  registry: PointRegistry,
  catalogues: readonly QuotaCatalogue[],
  station: StationFacts,
  day: string,
  slice?: TimeSlice,
): Promise<DayFacts> {
  const bounds = dayBounds(station.timeZone, day);
  const devices = registry.devicesOf(station.psId);
  const statRows = await db
    .selectFrom('daily_stat')
    .selectAll()
    .where('ps_id', '=', station.psId)
    .where('day', '=', day)
    .execute();
  const wanted = new Map<string, { kind: string; code: string; counter: boolean }>();
  for (const c of catalogues)
    for (const q of c.order)
      for (const s of q.series) {
        const key = `${s.kind}:${s.code}`;
        wanted.set(key, { ...s, counter: s.counter || Boolean(wanted.get(key)?.counter) });
      }
  const ids = new Map<string, number[]>();
  for (const [key, { kind, code }] of wanted) {
    const types = typesOf(kind);
    const owners = kind === 'PS' ? [{ equipType: 'PS', collectId: 0 }] : devices.filter((d) => types.includes(d.equipType));
    ids.set(
      key,
      owners.flatMap((d) => registry.seriesId(station.psId, d.equipType, d.collectId, code) ?? []),
    );
  }
  const read = await history.readDay([...new Set([...ids.values()].flat())], station.timeZone, day, PERIOD_MINUTES, slice);
  const curves = new Map([...ids].map(([key, list]) => [key, list.flatMap((id) => read.get(id)?.samples ?? [])]));
  const counterIds = [...ids].filter(([key]) => wanted.get(key)!.counter).flatMap(([, list]) => list);
  const around = await readCounterDays(history, read, counterIds, station.timeZone, day, slice);
  const counters = new Map(
    [...ids].filter(([key]) => wanted.get(key)!.counter).map(([key, list]) => [key, list.flatMap((id) => around.get(id) ?? [])]),
  );
  const slots = Math.round((bounds.end - bounds.start) / (PERIOD_MINUTES * 60_000));
  const tariffs = (await db
    .selectFrom('tariff')
    .select(['time_ranges', 'months', 'purchase_price', 'settlement_price', 'trade_price'])
    .where('ps_id', '=', station.psId)
    .execute()) as TariffRow[];
  return {
    station,
    day,
    hours: (bounds.end - bounds.start) / 3_600_000,
    stats: new Map(statRows.map((r) => [r.equip_id, r])),
    devices,
    curves,
    counters,
    prices: slotPrices(tariffs, station.timeZone, day, bounds.start, slots),
  };
}

export function dayBounds(zone: string, day: string): { start: number; end: number } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  let noon = Date.UTC(y, m - 1, d, 12);
  const local = calendar.dayOf(zone, noon);
  if (local.day < day) noon += 12 * 3_600_000;
  else if (local.day > day) noon -= 12 * 3_600_000;
  const { start, end } = calendar.dayOf(zone, noon);
  return { start, end };
}

/** Each slot's price from the tariff periods of the day's month; a slot belongs to the period its start falls in. */
function slotPrices(tariffs: TariffRow[], zone: string, day: string, start: number, slots: number): Map<string, Float64Array> {
  const month = Number(day.slice(5, 7));
  const columns = { purchasePrice: 'purchase_price', settlementPrice: 'settlement_price', tradePrice: 'trade_price' } as const;
  const prices = new Map(TARIFF_PRICES.map((p) => [p as string, new Float64Array(slots).fill(NaN)]));
  for (const t of tariffs) {
    const months = t.months ? (JSON.parse(t.months) as number[]) : [];
    if (months.length && !months.includes(month)) continue;
    const ranges = (JSON.parse(t.time_ranges) as { start: string; end: string }[]).map((r) => [minutes(r.start), minutes(r.end)]);
    for (let s = 0; s < slots; s++) {
      const minute = calendar.minuteOfDay(zone, start + s * PERIOD_MINUTES * 60_000);
      if (!ranges.some(([from, to]) => (from! < to! ? minute >= from! && minute < to! : minute >= from! || minute < to!)))
        continue;
      for (const p of TARIFF_PRICES) prices.get(p)![s] = t[columns[p]];
    }
  }
  return prices;
}

/** "07:30" → 450; "24:00" ends a day. */
function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
}
