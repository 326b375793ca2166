import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import { StationCalendar, addDays, localMidnight } from '../../shared/stationDay';
import { ESTIMATED } from '../../shared/slotQuality';

const SLOT = 5 * 60_000;
const calendar = new StationCalendar();

/**
 * The sum over stations of one station point along an absolute time window at five-minute steps, reading each
 * station's local-day blocks that overlap it; null where no station has a sample. Each slot's quality is the
 * worst of its parts, and estimated where only some stations have a sample (the others count as nothing).
 */
export async function fleetWindow(
  app: FastifyInstance,
  stations: StationFacts[],
  pointCode: string,
  from: number,
  to: number,
): Promise<{ values: (number | null)[]; qualities: Uint8Array }> {
  const slots = Math.round((to - from) / SLOT);
  const total: (number | null)[] = new Array(slots).fill(null);
  const qualities = new Uint8Array(slots);
  const heard = new Uint16Array(slots);
  let expected = 0;
  for (const station of stations) {
    const seriesId = app.telemetry.registry.seriesId(station.psId, 'PS', 0, pointCode);
    if (seriesId === null) continue;
    expected++;
    let day = calendar.dayOf(station.timeZone, from).day;
    const lastDay = calendar.dayOf(station.timeZone, to - 1).day;
    for (; day <= lastDay; day = addDays(day, 1)) {
      const curve = (await app.telemetry.history.readDay([seriesId], station.timeZone, day)).get(seriesId)!;
      curve.samples.forEach((v, s) => {
        if (Number.isNaN(v)) return;
        const i = Math.round((curve.start + s * SLOT - from) / SLOT);
        if (i < 0 || i >= slots) return;
        total[i] = (total[i] ?? 0) + v;
        qualities[i] = Math.max(qualities[i]!, curve.qualities[s]!);
        heard[i]!++;
      });
    }
  }
  for (let i = 0; i < slots; i++) if (heard[i]! > 0 && heard[i]! < expected) qualities[i] = ESTIMATED;
  return { values: total.map((v) => (v === null ? null : Math.round(v * 100) / 100)), qualities };
}

/** The boundaries of a calendar day in a zone (the viewer's, for fleet-wide charts). */
export function zoneDay(zone: string, day: string): { from: number; to: number } {
  return { from: localMidnight(zone, day), to: localMidnight(zone, addDays(day, 1)) };
}

export function zoneToday(zone: string, now = Date.now()): string {
  return calendar.dayOf(zone, now).day;
}
