import type { FastifyInstance } from 'fastify';
import type { StationFacts } from '../telemetry/pointRegistry';
import type { StoredEvent } from '../telemetry/eventLog';
import { StationCalendar } from '../../shared/stationDay';

/** How much of the point's history the detail shows on each side of the event. */
const AROUND_MS = 2 * 3_600_000;
const calendar = new StationCalendar();

/** The event's point as five-minute history from two hours before the event to two hours after (or now). */
export async function eventCurve(app: FastifyInstance, station: StationFacts, event: StoredEvent) {
  const { registry, history } = app.telemetry;
  const code = event.point_code ?? '';
  const def = registry.handle(event.ps_id, event.equip_type, event.collect_id, code)?.def;
  const from = event.event_time - AROUND_MS;
  const to = Math.min(event.event_time + AROUND_MS, Date.now());
  const series = code ? registry.seriesId(event.ps_id, event.equip_type, event.collect_id, code) : null;
  const times: number[] = [];
  const values: (number | null)[] = [];
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
      });
    }
  }
  return { name: def?.name ?? code, unit: def?.unit ?? '', eventTime: event.event_time, times, values };
}
