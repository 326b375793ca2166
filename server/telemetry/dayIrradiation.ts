import type { Db } from '../db/database';
import type { PointRegistry } from './pointRegistry';
import { StationCalendar } from '../../shared/stationDay';
import { decodeSamples } from './daySlots';
import { integrate } from './dailyStats';
import { typesOf } from '../../shared/deviceTypes';

/**
 * Today's irradiation so far of every weather station (`DayIrr`, kWh/m²), from the stored plane-of-array
 * curve (`Irr`) of the station's day, by `equipId:DayIrr` as the simulator keeps its day totals: a restart at
 * midday goes on from the morning the store holds, the same integral the daily statistics take.
 */
export async function storedIrradiationToday(
  db: Db,
  registry: PointRegistry,
  now: number,
): Promise<Map<string, { total: number; midnight: number }>> {
  const result = new Map<string, { total: number; midnight: number }>();
  const series = await db
    .selectFrom('series')
    .select(['series_id', 'ps_id', 'equip_type', 'collect_id', 'period_minutes'])
    .where('equip_type', 'in', typesOf('weatherStation'))
    .where('point_code', '=', 'Irr')
    .execute();
  const calendar = new StationCalendar();
  for (const s of series) {
    const station = registry.stations.get(s.ps_id);
    const device = registry.deviceAt(s.ps_id, s.equip_type, s.collect_id);
    if (!station || !device) continue;
    const row = await db
      .selectFrom('history_day')
      .select('samples')
      .where('series_id', '=', s.series_id)
      .where('day', '=', calendar.dayOf(station.timeZone, now).day)
      .executeTakeFirst();
    if (!row) continue;
    // W/m² samples integrate to Wh/m².
    const kwh = integrate(decodeSamples(row.samples), s.period_minutes) / 1000;
    result.set(`${device.equipId}:DayIrr`, { total: kwh, midnight: 0 });
  }
  return result;
}
