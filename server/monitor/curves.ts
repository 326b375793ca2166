import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/envelope';
import type { StationFacts } from '../telemetry/pointRegistry';
import { StationCalendar, addDays } from '../../shared/stationDay';
import { qualityRanges, type QualityRanges } from '../../shared/slotQuality';

const calendar = new StationCalendar();

/** Today in the station's zone. */
export function stationToday(station: StationFacts, now = Date.now()): string {
  return calendar.dayOf(station.timeZone, now).day;
}

/** A requested day (yyyy-MM-dd), defaulting to the station's today; future days are refused. */
export function requestedDay(station: StationFacts, date: string | undefined): string {
  const today = stationToday(station);
  if (!date) return today;
  if (date > today) throw new ApiError(400, 'server.monitor.futureDate', { date }, 'date');
  return date;
}

/** The time axis of a day at five-minute steps: "00:00" … "23:55" (a DST day has one hour less or more). */
export function dateList(slots: number): string[] {
  return Array.from({ length: slots }, (_, i) => {
    const minutes = i * 5;
    return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/** A curve asked for: the name it is answered under, and the device point it reads. */
export interface CurveRequest<N extends string = string> {
  name: N;
  equipType: string;
  collectId: number;
  pointCode: string;
}

/**
 * One day's five-minute curves of some points of a station; missing samples are null, and each curve's slots
 * come with their qualities as ranges (shared/slotQuality.ts): a series without history is missing throughout.
 */
export async function dayCurves<N extends string>(
  app: FastifyInstance,
  station: StationFacts,
  day: string,
  wanted: CurveRequest<N>[],
) {
  const { registry, history } = app.telemetry;
  const ids = wanted.map((w) => registry.seriesId(station.psId, w.equipType, w.collectId, w.pointCode));
  const curves = await history.readDay(
    ids.filter((id): id is number => id !== null),
    station.timeZone,
    day,
  );
  const first = [...curves.values()][0];
  const slots = first?.samples.length ?? 288;
  const series = {} as Record<N, (number | null)[]>;
  const slotQuality = {} as Record<N, QualityRanges>;
  wanted.forEach((w, i) => {
    const curve = ids[i] !== null ? curves.get(ids[i]!) : undefined;
    series[w.name] = Array.from({ length: slots }, (_, s) => {
      const v = curve?.samples[s];
      return v === undefined || Number.isNaN(v) ? null : Math.round(v * 1000) / 1000;
    });
    slotQuality[w.name] = qualityRanges(curve?.qualities ?? new Uint8Array(slots));
  });
  return { dateList: dateList(slots), series, slotQuality };
}

export { addDays };
