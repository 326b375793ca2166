import { describe, expect, it } from 'vitest';
import { FORMATTERS } from '../../shared/formatters';
import { formatZonedTime, offsetLabel } from '../../shared/zonedTime';
import { stationTime } from '../../widgets/alarms/alarmLevels';

/** 2026-11-25 12:08:59 UTC: 13:08:59 in Berlin (UTC+1), 20:08:59 in Shenzhen (UTC+8). */
const AT = Date.UTC(2026, 10, 25, 12, 8, 59);

describe('a station time says its clock where it is not the reader’s (docs/formats.md)', () => {
  it('a reader in the station’s zone sees the bare time; one elsewhere sees it with the station’s offset', () => {
    expect(formatZonedTime(AT, 'en', 'Europe/Berlin', 'second', 'Europe/Berlin')).toBe('25 Nov 2026 13:08:59');
    expect(formatZonedTime(AT, 'en', 'Europe/Berlin', 'second', 'UTC')).toBe('25 Nov 2026 13:08:59 UTC+1');
    expect(formatZonedTime(AT, 'zh', 'Asia/Shanghai', 'second', 'Europe/Berlin')).toBe('2026-11-25 20:08:59 UTC+8');
  });

  it('another zone on the same clock at that instant needs no mark (Paris reads Berlin’s time as its own)', () => {
    expect(formatZonedTime(AT, 'de', 'Europe/Berlin', 'second', 'Europe/Paris')).toBe('25.11.2026 13:08:59');
    expect(formatZonedTime(AT, 'zh', 'Asia/Shanghai', 'minute', 'Asia/Hong_Kong')).toBe('2026-11-25 20:08');
  });

  it('each of the six languages writes its own date with the same offset', () => {
    const written = ['zh', 'en', 'de', 'da', 'es', 'pl'].map((l) => formatZonedTime(AT, l, 'Asia/Shanghai', 'second', 'UTC'));
    expect(written).toEqual([
      '2026-11-25 20:08:59 UTC+8',
      '25 Nov 2026 20:08:59 UTC+8',
      '25.11.2026 20:08:59 UTC+8',
      '25.11.2026 20.08.59 UTC+8',
      '25/11/2026 20:08:59 UTC+8',
      '25.11.2026 20:08:59 UTC+8',
    ]);
  });

  it('across a DST change the mark follows the instant, and a reader in the station’s zone never sees one', () => {
    // 2026-03-29 01:00 UTC Europe moves its clocks; America moved on 03-08. Before: Berlin UTC+1, London UTC+0.
    const before = Date.UTC(2026, 2, 29, 0, 30);
    const after = Date.UTC(2026, 2, 29, 1, 30);
    expect(formatZonedTime(before, 'en', 'Europe/Berlin', 'time', 'Europe/London')).toBe('01:30:00 UTC+1');
    expect(formatZonedTime(after, 'en', 'Europe/Berlin', 'time', 'Europe/London')).toBe('03:30:00 UTC+2');
    // A reader in Berlin reading a Berlin station never sees a mark, on either side of the change.
    expect(formatZonedTime(before, 'en', 'Europe/Berlin', 'time', 'Europe/Berlin')).toBe('01:30:00');
    expect(formatZonedTime(after, 'en', 'Europe/Berlin', 'time', 'Europe/Berlin')).toBe('03:30:00');
    // London in summer is UTC+1, as Berlin in winter: a winter Berlin time read in London's summer is still marked.
    expect(formatZonedTime(Date.UTC(2026, 0, 5, 9), 'en', 'Europe/Berlin', 'timeMinute', 'Europe/London')).toBe('10:00 UTC+1');
  });

  it('an export, whose reader’s zone is unknown, always writes the offset', () => {
    expect(formatZonedTime(AT, 'es', 'Europe/Berlin', 'second', null)).toBe('25/11/2026 13:08:59 UTC+1');
    expect(formatZonedTime(AT, 'es', 'UTC', 'second', null)).toBe('25/11/2026 12:08:59 UTC');
  });

  it('a date alone is the station’s day and carries no mark; a broken zone reads as UTC, marked', () => {
    expect(formatZonedTime(Date.UTC(2026, 10, 25, 20), 'zh', 'Asia/Shanghai', 'date', 'UTC')).toBe('2026-11-26');
    expect(formatZonedTime(AT, 'en', 'Mars/Base', 'second', 'Europe/Berlin')).toBe('25 Nov 2026 12:08:59 UTC');
  });

  it('a time of no station is on the reader’s clock and bare; an export of one is UTC, marked', () => {
    expect(formatZonedTime(AT, 'en', null, 'second', 'Asia/Shanghai')).toBe('25 Nov 2026 20:08:59');
    expect(formatZonedTime(AT, 'en', undefined, 'minute', 'Europe/Berlin')).toBe('25 Nov 2026 13:08');
    expect(formatZonedTime(AT, 'en', null, 'second', null)).toBe('25 Nov 2026 12:08:59 UTC');
  });

  it('offsets are written UTC±h, with minutes only where a zone has them', () => {
    expect(offsetLabel('Asia/Kolkata', AT)).toBe('UTC+5:30');
    expect(offsetLabel('America/Sao_Paulo', AT)).toBe('UTC-3');
    expect(offsetLabel('Asia/Kathmandu', AT)).toBe('UTC+5:45');
  });

  it('the event list, the station homes and the personal centre write an event row alike', () => {
    const row = { eventTime: AT, timeZone: 'Asia/Shanghai' };
    const reader = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const expected = formatZonedTime(AT, 'en', 'Asia/Shanghai', 'second', reader);
    expect(FORMATTERS.stationTime!(row, 'eventTime', 'en')).toBe(expected);
    expect(stationTime(AT, 'Asia/Shanghai', 'en')).toBe(expected);
    expect(stationTime(null, 'Asia/Shanghai', 'en')).toBe('—');
  });
});
