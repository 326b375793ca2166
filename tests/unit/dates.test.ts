import { describe, expect, it } from 'vitest';
import { formatDateTime, toMillis } from '../../shared/dates';

/** 2026-11-25 14:03:05 UTC. */
const AT = Date.UTC(2026, 10, 25, 14, 3, 5);

describe('one date format per language (docs/formats.md)', () => {
  it.each([
    ['zh', '2026-11-25 14:03:05'],
    ['zh-CN', '2026-11-25 14:03:05'],
    ['en', '25 Nov 2026 14:03:05'],
    ['de', '25.11.2026 14:03:05'],
    ['da', '25.11.2026 14.03.05'],
    ['es', '25/11/2026 14:03:05'],
    ['pl', '25.11.2026 14:03:05'],
  ])('%s writes %s', (locale, text) => expect(formatDateTime(AT, locale, 'second', 'UTC')).toBe(text));

  it('minutes, dates and clocks leave out what they do not show', () => {
    expect(formatDateTime(AT, 'de', 'minute', 'UTC')).toBe('25.11.2026 14:03');
    expect(formatDateTime(AT, 'en', 'date', 'UTC')).toBe('25 Nov 2026');
    expect(formatDateTime(AT, 'da', 'time', 'UTC')).toBe('14.03.05');
    expect(formatDateTime(AT, 'zh', 'timeMinute', 'UTC')).toBe('14:03');
  });

  it('a station shows its own local time, also after midnight UTC and across the year', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 31, 23, 30), 'zh', 'second', 'Asia/Shanghai')).toBe('2027-01-01 07:30:00');
    expect(formatDateTime(AT, 'pl', 'second', 'Europe/Berlin')).toBe('25.11.2026 15:03:05');
  });

  it('midnight is 00, never 24', () => expect(formatDateTime(Date.UTC(2026, 0, 5), 'es', 'time', 'UTC')).toBe('00:00:00'));

  it('10-digit numbers are seconds (spec-digest 000 §9), texts are parsed, the unparseable is shown as it came', () => {
    expect(toMillis(AT / 1000)).toBe(AT);
    expect(formatDateTime(String(AT / 1000), 'zh', 'second', 'UTC')).toBe('2026-11-25 14:03:05');
    expect(formatDateTime('2026-11-25T14:03:05Z', 'en', 'second', 'UTC')).toBe('25 Nov 2026 14:03:05');
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });

  it('an unknown language writes as English does', () => expect(formatDateTime(AT, 'fr', 'date', 'UTC')).toBe('25 Nov 2026'));
});
