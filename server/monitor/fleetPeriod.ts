import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { StationFacts } from '../telemetry/pointRegistry';
import { liveKey } from '../telemetry/liveStore';
import { addDays, StationCalendar } from '../../shared/stationDay';
import { PERIODS } from '../../shared/contracts/monitor';

/** The periods the fleet overview toggles between: today, this month, this year (each station's own calendar). */
export { PERIODS };
export type Period = (typeof PERIODS)[number];

/** Energies of one station over a period, kWh. */
export interface PeriodEnergy {
  /** Generation: PV or wind energy; for a storage station its discharge (as the daily statistics count it). */
  generation: number;
  charge: number;
  discharge: number;
}

/** A storage plant's energies over the closed days of a period: what its round trip is taken over (shared/ratios.ts). */
export interface ClosedEnergy {
  charge: number;
  discharge: number;
  /** What those days left in the battery, kWh. */
  storedChange: number;
}

/** The closed days a round trip of a period is taken over: the period's days before today; for today, yesterday. */
type Span = Period | 'yesterday';

const calendar = new StationCalendar();
/** Past days change only when late samples arrive; a minute old is fresh enough for period totals. */
const PAST_DAYS_TTL_MS = 60_000;
const pastCache = new WeakMap<FastifyInstance, Map<string, { at: number; sums: Map<number, PastDays> }>>();

interface PastDays extends PeriodEnergy {
  closed: ClosedEnergy;
}

const zero = (): PastDays => ({ generation: 0, charge: 0, discharge: 0, closed: { charge: 0, discharge: 0, storedChange: 0 } });

function periodStart(today: string, period: Span): string {
  if (period === 'month') return `${today.slice(0, 7)}-01`;
  if (period === 'year') return `${today.slice(0, 4)}-01-01`;
  if (period === 'yesterday') return addDays(today, -1);
  return today;
}

/**
 * The sums a round trip takes, of the days whose stored change is known (a day counted before migration 017 is
 * left out until it is counted again).
 */
const roundTripSums = [
  sql<number>`sum(case when stored_change is not null then charge else 0 end)`.as('rt_charge'),
  sql<number>`sum(case when stored_change is not null then discharge else 0 end)`.as('rt_discharge'),
  sql<number>`sum(stored_change)`.as('stored_change'),
] as const;

/**
 * Sums of the daily statistics of each station from the start of its period up to (not including) its today.
 * Stations live in several time zones, so "today" differs between them: whole months before the earliest today
 * are summed by the database, the few days between the earliest and the latest today are read one by one.
 */
async function pastDays(app: FastifyInstance, period: Span, now: number) {
  const sums = new Map<number, PastDays>();
  // Always the whole fleet, so callers with different scopes share one cached answer.
  const stations = [...app.telemetry.registry.stations.values()];
  if (period === 'day' || stations.length === 0) return sums;
  const todays = new Map(stations.map((s) => [s.psId, calendar.dayOf(s.timeZone, now).day]));
  const days = [...todays.values()].sort();
  const firstToday = days[0]!;
  const lastToday = days.at(-1)!;
  const firstStart = [...todays.values()].map((d) => periodStart(d, period)).sort()[0]!;
  const key = `${period}|${firstStart}|${firstToday}|${lastToday}`;
  let cache = pastCache.get(app);
  if (!cache) pastCache.set(app, (cache = new Map()));
  const cached = cache.get(key);
  if (cached && now - cached.at < PAST_DAYS_TTL_MS && stations.every((s) => cached.sums.has(s.psId))) return cached.sums;

  const ids = stations.map((s) => s.psId);
  const month = sql<string>`substr(day, 1, 7)`;
  const [byMonth, lastDays] = await Promise.all([
    app.db
      .selectFrom('daily_stat')
      .select([
        'ps_id',
        month.as('month'),
        (eb) => eb.fn.sum<number>('generation').as('generation'),
        (eb) => eb.fn.sum<number>('charge').as('charge'),
        (eb) => eb.fn.sum<number>('discharge').as('discharge'),
        ...roundTripSums,
      ])
      .where('equip_id', '=', 0)
      .where('ps_id', 'in', ids)
      .where('day', '>=', firstStart)
      .where('day', '<', firstToday)
      .groupBy(['ps_id', month])
      .execute(),
    app.db
      .selectFrom('daily_stat')
      .select(['ps_id', 'day', 'generation', 'charge', 'discharge', ...roundTripSums])
      .groupBy(['ps_id', 'day', 'generation', 'charge', 'discharge'])
      .where('equip_id', '=', 0)
      .where('ps_id', 'in', ids)
      .where('day', '>=', firstToday)
      .where('day', '<', lastToday)
      .execute(),
  ]);
  for (const s of stations) sums.set(s.psId, zero());
  type Row = {
    generation: unknown;
    charge: unknown;
    discharge: unknown;
    rt_charge: unknown;
    rt_discharge: unknown;
    stored_change: unknown;
  };
  const add = (psId: number, row: Row) => {
    const t = sums.get(psId)!;
    t.generation += Number(row.generation ?? 0);
    t.charge += Number(row.charge ?? 0);
    t.discharge += Number(row.discharge ?? 0);
    t.closed.charge += Number(row.rt_charge ?? 0);
    t.closed.discharge += Number(row.rt_discharge ?? 0);
    t.closed.storedChange += Number(row.stored_change ?? 0);
  };
  for (const row of byMonth) {
    const today = todays.get(row.ps_id);
    // A period starts on the first of a month, so whole months decide exactly.
    if (today && row.month >= periodStart(today, period).slice(0, 7)) add(row.ps_id, row);
  }
  for (const row of lastDays) {
    const today = todays.get(row.ps_id);
    if (today && row.day >= periodStart(today, period) && row.day < today) add(row.ps_id, row);
  }
  // Keys change with the days; drop the stale ones so a long-running server keeps only the current few.
  for (const [k, v] of cache) if (now - v.at >= PAST_DAYS_TTL_MS) cache.delete(k);
  cache.set(key, { at: now, sums });
  return sums;
}

/** A station point's value today: its last reading when that was taken today (a silent station keeps it). */
function todayReading(app: FastifyInstance, station: StationFacts, code: string, now: number): number {
  const reading = app.telemetry.live.raw(liveKey(station.psId, 'PS', 0, code));
  if (!reading) return 0;
  return reading.time >= calendar.dayOf(station.timeZone, now).start ? reading.value : 0;
}

/** Each station's energies over the closed days a round trip of the period is taken over (see Span). */
export async function closedEnergies(
  app: FastifyInstance,
  stations: StationFacts[],
  period: Period,
  now = Date.now(),
): Promise<Map<number, ClosedEnergy>> {
  const past = await pastDays(app, period === 'day' ? 'yesterday' : period, now);
  return new Map(stations.map((s) => [s.psId, past.get(s.psId)?.closed ?? zero().closed]));
}

/** Each station's energies over the period: the stored days of the period plus today's live counters. */
export async function periodEnergies(
  app: FastifyInstance,
  stations: StationFacts[],
  period: Period,
  now = Date.now(),
): Promise<Map<number, PeriodEnergy>> {
  const past = await pastDays(app, period, now);
  const result = new Map<number, PeriodEnergy>();
  for (const s of stations) {
    const before = past.get(s.psId) ?? zero();
    const charge = todayReading(app, s, 'dayCharge', now);
    const discharge = todayReading(app, s, 'dayDischarge', now);
    result.set(s.psId, {
      generation: before.generation + (s.psType === 'ES' ? discharge : todayReading(app, s, 'dayCap', now)),
      charge: before.charge + charge,
      discharge: before.discharge + discharge,
    });
  }
  return result;
}
