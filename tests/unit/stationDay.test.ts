import { describe, expect, it } from 'vitest';
import { StationCalendar, localMidnight } from '../../shared/stationDay';

const HOUR = 3_600_000;

describe("a station's day follows its own time zone", () => {
  const calendar = new StationCalendar();

  it('starts at local midnight: 16:00 UTC the evening before in Golmud (UTC+8)', () => {
    expect(new Date(localMidnight('Asia/Shanghai', '2026-11-24')).toISOString()).toBe('2026-11-23T16:00:00.000Z');
  });

  it('lasts 23 hours in Germany on the spring change and 25 on the autumn one', () => {
    const spring = calendar.dayOf('Europe/Berlin', Date.parse('2026-03-29T12:00:00Z'));
    expect(spring.day).toBe('2026-03-29');
    expect((spring.end - spring.start) / HOUR).toBe(23);
    const autumn = calendar.dayOf('Europe/Berlin', Date.parse('2026-10-25T12:00:00Z'));
    expect((autumn.end - autumn.start) / HOUR).toBe(25);
  });

  it('an instant just before local midnight still belongs to the day before', () => {
    const lateEvening = Date.parse('2026-11-24T15:59:59Z');
    expect(calendar.dayOf('Asia/Shanghai', lateEvening).day).toBe('2026-11-24');
    expect(calendar.dayOf('Asia/Shanghai', lateEvening + 1000).day).toBe('2026-11-25');
    expect(calendar.minuteOfDay('Europe/Copenhagen', Date.parse('2026-11-24T06:30:00Z'))).toBe(450);
  });
});
