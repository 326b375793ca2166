import type { Db } from '../db/database';
import type { HistoryStore } from '../telemetry/historyStore';
import type { PointRegistry, StationFacts } from '../telemetry/pointRegistry';
import type { TimeSlice } from '../telemetry/timeSlice';
import { StationCalendar } from '../../shared/stationDay';
import type { Catalogues, QuotaCatalogue } from './catalogue';
import { dayBounds, gatherDay } from './dayFacts';
import { computeDay, type QuotaValues } from './quotaDay';
import { rollUp, type PeriodFacts } from './rollup';

/** One station day's quotas and how long the day was. */
export interface StoredDay {
  day: string;
  hours: number;
  values: QuotaValues;
}

/**
 * Quotas of station days: a day that is over is computed once from history and stored (and again when late
 * samples change its statistics, or on a recalculation); today is computed when asked. Months and years
 * roll up the stored days.
 */
export class QuotaService {
  private readonly calendar = new StationCalendar();
  /** Per station, its first day of history once over, and whether history covers only part of it. */
  private readonly firstDays = new Map<number, { day: string; partial: boolean }>();

  constructor(
    private readonly db: Db,
    private readonly history: HistoryStore,
    private readonly registry: PointRegistry,
    readonly catalogues: Catalogues,
  ) {}

  /** The station's catalogue for the indicator analysis: where its editable quotas are. */
  catalogueOf(station: StationFacts): QuotaCatalogue | undefined {
    return this.catalogues.of('indicator', station.psType);
  }

  /** Every catalogue a station's days are computed for. */
  cataloguesOf(station: StationFacts): QuotaCatalogue[] {
    return this.catalogues.all.filter((c) => c.stationTypes.includes(station.psType));
  }

  today(station: StationFacts, now = Date.now()): string {
    return this.calendar.dayOf(station.timeZone, now).day;
  }

  async edits(psId: number, from: string, to: string): Promise<Map<string, Map<string, number>>> {
    const rows = await this.db
      .selectFrom('quota_edit')
      .select(['day', 'quota_code', 'value'])
      .where('ps_id', '=', psId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    const byDay = new Map<string, Map<string, number>>();
    for (const r of rows) byDay.set(r.day, (byDay.get(r.day) ?? new Map()).set(r.quota_code, r.value));
    return byDay;
  }

  /** A day's quotas of a catalogue from its history and the values staff entered for it. */
  async compute(catalogue: QuotaCatalogue, station: StationFacts, day: string, slice?: TimeSlice): Promise<QuotaValues> {
    return (await this.computeAll([catalogue], station, day, slice))[0]!;
  }

  /** Several catalogues of one day from one reading of its history. */
  private async computeAll(
    catalogues: QuotaCatalogue[],
    station: StationFacts,
    day: string,
    slice?: TimeSlice,
  ): Promise<QuotaValues[]> {
    const facts = await gatherDay(this.db, this.history, this.registry, catalogues, station, day, slice);
    const edits = (await this.edits(station.psId, day, day)).get(day) ?? new Map<string, number>();
    return catalogues.map((c) => computeDay(c, facts, edits));
  }

  /** Computes a day that is over for every catalogue of the station and stores it. */
  async storeAll(station: StationFacts, day: string, slice?: TimeSlice): Promise<void> {
    if (day === (await this.partialFirstDay(station))) return;
    const catalogues = this.cataloguesOf(station);
    const values = await this.computeAll(catalogues, station, day, slice);
    for (const [i, catalogue] of catalogues.entries()) await this.put(catalogue, station, day, values[i]!);
  }

  /** Computes a day that is over for one catalogue and stores it. */
  async store(catalogue: QuotaCatalogue, station: StationFacts, day: string, slice?: TimeSlice): Promise<QuotaValues> {
    const values = await this.compute(catalogue, station, day, slice);
    await this.put(catalogue, station, day, values);
    return values;
  }

  private async put(catalogue: QuotaCatalogue, station: StationFacts, day: string, values: QuotaValues): Promise<void> {
    const row = {
      ps_id: station.psId,
      day,
      catalogue: catalogue.id,
      quota_values: JSON.stringify(values),
      computed_at: Date.now(),
    };
    await this.db
      .insertInto('quota_day')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['ps_id', 'day', 'catalogue']).doUpdateSet({ quota_values: row.quota_values, computed_at: row.computed_at }),
      )
      .execute();
  }

  /**
   * The station's days from `from` to `to` (and no later than today): stored rows where there are, today
   * computed now, and a day that is over with statistics but no row yet (a store kept from before quotas
   * existed) computed and stored on the way.
   */
  async days(catalogue: QuotaCatalogue, station: StationFacts, from: string, to: string, now = Date.now()): Promise<StoredDay[]> {
    const today = this.today(station, now);
    const last = to < today ? to : today;
    if (from > last) return [];
    const stored = await this.db
      .selectFrom('quota_day')
      .select(['day', 'quota_values'])
      .where('ps_id', '=', station.psId)
      .where('catalogue', '=', catalogue.id)
      .where('day', '>=', from)
      .where('day', '<=', last)
      .execute();
    const partial = await this.partialFirstDay(station);
    const byDay = new Map(stored.filter((r) => r.day !== partial).map((r) => [r.day, JSON.parse(r.quota_values) as QuotaValues]));
    for (const day of await this.daysWithData(station, from, last)) {
      if (byDay.has(day)) continue;
      byDay.set(day, day === today ? await this.compute(catalogue, station, day) : await this.store(catalogue, station, day));
    }
    return [...byDay]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([day, values]) => {
        const bounds = dayBounds(station.timeZone, day);
        return { day, hours: (bounds.end - bounds.start) / 3_600_000, values };
      });
  }

  /**
   * The days from `from` to `to` the station has statistics of, in order: the days it has history of, less
   * a first day that history covers in part.
   */
  async daysWithData(station: StationFacts, from: string, to: string): Promise<string[]> {
    const partial = await this.partialFirstDay(station);
    const rows = await this.db
      .selectFrom('daily_stat')
      .select('day')
      .where('ps_id', '=', station.psId)
      .where('equip_id', '=', 0)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute();
    return rows.map((r) => r.day).filter((day) => day !== partial);
  }

  /**
   * The station's first day of history when that history began after the day did (a plant connected, or a
   * demo store filled, in the middle of a day). Its quotas would set part of a day against whole-day
   * figures: a storage plant discharging what it charged before its history began would read an efficiency
   * over 100 %. So it has none; its statistics still say what was measured.
   */
  async partialFirstDay(station: StationFacts): Promise<string | null> {
    const first = await this.db
      .selectFrom('daily_stat')
      .select((eb) => eb.fn.min('day').as('day'))
      .where('ps_id', '=', station.psId)
      .where('equip_id', '=', 0)
      .executeTakeFirst();
    // Today is a part of a day anyway, and shown as such.
    if (!first?.day || first.day >= this.today(station)) return null;
    let known = this.firstDays.get(station.psId);
    // A day that is over keeps its first slot: it is read once (again only if earlier history arrives).
    if (known?.day !== first.day) {
      const series = this.registry.seriesId(station.psId, 'PS', 0, 'acPower');
      const curve = series === null ? undefined : (await this.history.readDay([series], station.timeZone, first.day)).get(series);
      known = { day: first.day, partial: curve !== undefined && Number.isNaN(curve.samples[0]!) };
      this.firstDays.set(station.psId, known);
    }
    return known.partial ? known.day : null;
  }

  /** Rolls days into one row with the station's capacity behind them. */
  rollDays(catalogue: QuotaCatalogue, station: StationFacts, days: StoredDay[]): QuotaValues {
    return rollUp(
      catalogue,
      days.map((d) => d.values),
      periodOf([station], days),
    );
  }
}

export function periodOf(stations: StationFacts[], days: { hours: number }[], dayCount = days.length): PeriodFacts {
  return {
    capacity: stations.reduce((sum, s) => sum + s.capacity, 0),
    battery: stations.reduce((sum, s) => sum + s.batteryCapacity, 0),
    hours: days.reduce((sum, d) => sum + d.hours, 0),
    days: dayCount,
  };
}
