import { describe, expect, it } from 'vitest';
import { formatDay, parseDay } from '../../shared/dates';

/** A day typed into a date input, in the reader's format (docs/formats.md). */
describe('a day as each language writes and types it', () => {
  it.each([
    ['zh', '2026-11-05'],
    ['en', '5 Nov 2026'],
    ['de', '05.11.2026'],
    ['da', '05.11.2026'],
    ['es', '05/11/2026'],
    ['pl', '05.11.2026'],
  ])('%s writes and reads %s', (locale, text) => {
    expect(formatDay('2026-11-05', locale)).toBe(text);
    expect(parseDay(text, locale)).toBe('2026-11-05');
  });

  it('one-digit days and months, English month names in any case and Chinese year-month-day marks are read', () => {
    expect(parseDay('5.1.2026', 'de')).toBe('2026-01-05');
    expect(parseDay('25 november 2026', 'en')).toBe('2026-11-25');
    expect(parseDay('2026年1月5日', 'zh')).toBe('2026-01-05');
    expect(parseDay('2026/1/5', 'zh')).toBe('2026-01-05');
  });

  it('what is no day, or another language’s order, is refused', () => {
    expect(parseDay('31.02.2026', 'de')).toBeNull();
    expect(parseDay('11/25/2026', 'es')).toBeNull();
    expect(parseDay('2026-11-25', 'en')).toBeNull();
    expect(parseDay('25 Nox 2026', 'en')).toBeNull();
    expect(parseDay('', 'zh')).toBeNull();
  });
});
