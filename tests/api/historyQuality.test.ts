import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, startPortal, psIdsByCode, type Portal } from './harness';
import { StationCalendar } from '../../shared/stationDay';
import { slotQualities } from '../../shared/slotQuality';

const MINUTE = 60_000;
const calendar = new StationCalendar();

/**
 * The qualities of history slots as the curves answer them (docs/history.md): history filled after the fact is
 * filled late, the live step measured, a slot nobody measured missing (null, not 0), and a fleet sum short of a
 * silent station estimated.
 */
describe.each(backends)('slot qualities of history curves on %s', (backend) => {
  let portal: Portal;
  let admin: string;
  let ids: Record<string, number>;
  const now = Date.now();
  /** The backfill ends here; nothing is measured after it until the live step at `now`. */
  const filledUntil = now - 40 * MINUTE;
  const lateAt = filledUntil - 10 * MINUTE;
  const neverAt = now - 20 * MINUTE;

  beforeAll(async () => {
    portal = await startPortal(backend, { simulate: true });
    await portal.app.telemetry.backfill(now - 2 * 60 * MINUTE, filledUntil);
    portal.app.telemetry.tick(now);
    await portal.app.telemetry.flush(now);
    admin = await portal.login('admin');
    ids = await psIdsByCode(portal);
  }, 180_000);
  afterAll(() => portal.close());

  const post = async (url: string, payload: object) =>
    (await portal.call({ method: 'POST', url: `/prod-api${url}`, payload, token: admin })).body.data;

  /** A station-local day and the slot of `time` in it. */
  const slotOf = (zone: string, time: number) => {
    const { day, start } = calendar.dayOf(zone, time);
    return { day, index: Math.floor((time - start) / (5 * MINUTE)) };
  };

  /** The value and quality a curve answers for the slot of `time`, reading the curve of that slot's day. */
  async function slotAt(
    time: number,
    zone: string,
    curveOf: (day: string) => Promise<{ data: unknown[]; slotQuality: unknown }>,
  ) {
    const { day, index } = slotOf(zone, time);
    const { data, slotQuality } = await curveOf(day);
    return { value: data[index], quality: slotQualities(slotQuality, data.length)[index] };
  }

  it('a station curve answers the live slot measured, a backfilled one filled late, one never measured missing', async () => {
    const psId = ids['CN-PV-001']!;
    const zone = portal.app.telemetry.registry.stations.get(psId)!.timeZone;
    const curveOf = async (date: string) => {
      const data = await post('/monitor/powerStationCurveData', { psId, date, points: ['acPower'] });
      return { data: data.acPower, slotQuality: data.slotQuality.acPower };
    };
    const live = await slotAt(now, zone, curveOf);
    expect(typeof live.value).toBe('number');
    expect(live.quality).toBe('measured');
    const late = await slotAt(lateAt, zone, curveOf);
    expect(typeof late.value).toBe('number');
    expect(late.quality).toBe('late');
    expect(await slotAt(neverAt, zone, curveOf)).toEqual({ value: null, quality: 'missing' });
  });

  it('so does an inverter’s power curve, and its answer keeps every curve it had', async () => {
    const psId = ids['CN-PV-001']!;
    const station = portal.app.telemetry.registry.stations.get(psId)!;
    const inverter = portal.app.telemetry.registry.devicesOf(psId).find((d) => d.equipType === 'JZNBQ')!;
    const curveOf = async (date: string) => {
      const data = await post('/monitor/nbqRealData/powerCurve', {
        psId,
        equipType: inverter.equipType,
        collectId: inverter.collectId,
        date,
      });
      expect(Object.keys(data).sort()).toEqual(['acPower', 'date', 'dateList', 'dcPower', 'qxyData', 'slotQuality']);
      return { data: data.acPower, slotQuality: data.slotQuality.acPower };
    };
    expect((await slotAt(now, station.timeZone, curveOf)).quality).toBe('measured');
    expect((await slotAt(lateAt, station.timeZone, curveOf)).quality).toBe('late');
    expect(await slotAt(neverAt, station.timeZone, curveOf)).toEqual({ value: null, quality: 'missing' });
  });

  it('the fleet’s power is estimated where a silent station is missing from the sum, missing where none answered', async () => {
    // DK-WP-017's link has been down since three hours before the store was made: it is in no slot of the sum.
    const curveOf = async (date: string) => {
      const data = await post('/monitor/totalHomePowerCharts', { timeZone: 'UTC', date });
      return { data: data.today, slotQuality: data.slotQuality.today };
    };
    for (const time of [now, lateAt]) {
      const slot = await slotAt(time, 'UTC', curveOf);
      expect(typeof slot.value).toBe('number');
      expect(slot.quality).toBe('estimated');
    }
    expect(await slotAt(neverAt, 'UTC', curveOf)).toEqual({ value: null, quality: 'missing' });
  });
});
