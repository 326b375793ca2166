import { describe, expect, it } from 'vitest';
import { HistoryFill, leastAdvanced } from '../../server/telemetry/historyProgress';

const DAY = 86_400_000;
const FROM = Date.UTC(2026, 10, 1);
const NOW = FROM + 30 * DAY;

describe('the history fill banner’s figures', () => {
  it('a quarter of the span filled in 30 s leaves about 90 s at the same pace', () => {
    const fill = new HistoryFill(FROM, NOW - 30_000);
    fill.reach(FROM + 7.5 * DAY);
    expect(fill.report(NOW)).toEqual({ filling: true, percent: 25, secondsLeft: 90, days: 30, todayReady: false });
  });

  it('says when today was filled before the past', () => {
    const fill = new HistoryFill(FROM, NOW - 30_000);
    fill.todayReady = true;
    expect(fill.report(NOW)).toMatchObject({ filling: true, percent: 0, todayReady: true });
  });

  it('gives no time left before the pace is known', () => {
    const fill = new HistoryFill(FROM, NOW - 1000);
    fill.reach(FROM + DAY / 2);
    expect(fill.report(NOW).secondsLeft).toBeNull();
    expect(fill.report(NOW).percent).toBe(1);
  });

  it('counts the span up to now, which moves on while it fills', () => {
    const fill = new HistoryFill(FROM, NOW - 60_000);
    fill.reach(NOW);
    expect(fill.report(NOW).percent).toBe(100);
    expect(fill.report(NOW + 3 * DAY).percent).toBe(90);
  });

  it('of two station shards, says as far as the slower has come', () => {
    const fast = { filling: false, percent: 100, secondsLeft: 0, days: 30, todayReady: true };
    const slow = { filling: true, percent: 40, secondsLeft: 75, days: 30, todayReady: true };
    expect(leastAdvanced([fast, slow])).toEqual(slow);
    expect(leastAdvanced([fast, { ...slow, secondsLeft: null, todayReady: false }])).toMatchObject({
      secondsLeft: null,
      todayReady: false,
    });
  });
});
