import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import type { StoredEvent } from '../telemetry/eventLog';
import { StationCalendar } from '../../shared/stationDay';
import { qualityRanges } from '../../shared/slotQuality';

/** How much of the point's history the detail shows on each side of the event. */
const AROUND_MS = 2 * 3_600_000;
const calendar = new StationCalendar();

/**
 * The points whose history can show an event: its own point when that keeps history, else its device's active power
 * (what the device did around a fault signal), else the station's.
 */
function recordedPoint(app: FastifyInstance, e: StoredEvent) {
  const { registry } = app.telemetry;
  const candidates: [string, number, string][] = [
    [e.equip_type, e.collect_id, e.point_code ?? ''],
    [e.equip_type, e.collect_id, 'P'],
    ['PS', 0, 'acPower'],
  ];
  for (const [equipType, collectId, code] of candidates) {
    const series = code ? registry.seriesId(e.ps_id, equipType, collectId, code) : null;
    if (series !== null) return { series, def: registry.handle(e.ps_id, equipType, collectId, code)?.def, code };
  }
  return null;
}

/** A point of the event as five-minute history from two hours before the event to two hours after (or now). */
export async function eventCurve(app: FastifyInstance, station: StationFacts, event: StoredEvent) {
  const { history } = app.telemetry;
  const point = recordedPoint(app, event);
  const from = event.event_time - AROUND_MS;
  const to = Math.min(event.event_time + AROUND_MS, Date.now());
  const series = point?.series ?? null;
  const times: number[] = [];
  const values: (number | null)[] = [];
  const qualities: number[] = [];
  if (series !== null) {
    const days = [...new Set([from, to].map((t) => calendar.dayOf(station.timeZone, t).day))];
    for (const day of days) {
      const curve = (await history.readDay([series], station.timeZone, day)).get(series);
      if (!curve) continue;
      const step = curve.periodMinutes * 60_000;
      curve.samples.forEach((v, i) => {
        const t = curve.start + i * step;
        if (t < from || t > to) return;
        times.push(t);
        values.push(Number.isNaN(v) ? null : Math.round(v * 1000) / 1000);
        qualities.push(curve.qualities[i]!);
      });
    }
  }
  return {
    name: point?.def?.name ?? point?.code ?? '',
    unit: point?.def?.unit ?? '',
    eventTime: event.event_time,
    times,
    values,
    slotQuality: qualityRanges(qualities),
  };
}
