import { describe, expect, it } from 'vitest';
import { RunSettingsBook } from '../../server/telemetry/runSettingsBook';
import { requestedPower } from '../../server/sources/simulator/storageDispatch';
import { checkRunSettings, type RunSettings } from '../../shared/runSettings';

const station = { psId: 8, psType: 'ES' };
const site = { psType: 'ES', minute: 600, ratedKw: 5000, netLoadKw: 0 };

describe('run settings', () => {
  it('a station without applied settings runs its tariff schedule; applied ones hold from when they were applied', () => {
    const book = new RunSettingsBook();
    const defaults = book.of(station, 5000);
    expect(defaults.runMode).toBe('auto');
    expect(defaults.periods.map((p) => `${p.start}-${p.end} ${p.mode}`)).toEqual([
      '00:00-07:00 charge',
      '09:00-11:30 discharge',
      '12:00-15:00 charge',
      '17:00-21:00 discharge',
    ]);
    const idle: RunSettings = { ...defaults, periods: [{ start: '00:00', end: '24:00', mode: 'idle', powerKw: 0 }] };
    book.set(8, idle, 1_000_000);
    // History still catching up before that instant runs what was in force then.
    expect(book.of(station, 5000, 999_999)).toBe(defaults);
    expect(book.of(station, 5000, 1_000_000)).toBe(idle);
  });

  it('rules: periods on five-minute edges that do not overlap, powers within the rating', () => {
    const base = new RunSettingsBook().of(station, 5000);
    expect(checkRunSettings(base, 5000)).toEqual([]);
    const bad = { ...base, periods: [{ start: '00:03', end: '01:00', mode: 'charge' as const, powerKw: 6000 }] };
    expect(checkRunSettings(bad, 5000).map((e) => e.reason)).toEqual(['time', 'power']);
  });

  it('a demand limit discharges only what the site draws beyond it and charges only into the headroom', () => {
    const s: RunSettings = {
      ...new RunSettingsBook().of(station, 5000),
      controlType: 'demandLimit',
      demandLimitKw: 1000,
      periods: [
        { start: '00:00', end: '08:00', mode: 'charge', powerKw: 3000 },
        { start: '08:00', end: '24:00', mode: 'discharge', powerKw: 3000 },
      ],
    };
    expect(requestedPower(s, { ...site, psType: 'PVES', netLoadKw: 1800 })).toBe(800);
    expect(requestedPower(s, { ...site, psType: 'PVES', minute: 60, netLoadKw: 400 })).toBe(-600);
    expect(requestedPower({ ...s, gridMode: 'off' }, { ...site, psType: 'PVES', netLoadKw: -700 })).toBe(-700);
  });
});
