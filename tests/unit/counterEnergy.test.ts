import { describe, expect, it } from 'vitest';
import { boundaryReading, counterDayEnergy, dayChange } from '../../server/telemetry/counterEnergy';

const f = (...v: number[]) => Float64Array.from(v);

describe('a counter’s energy of a day, boundary to boundary', () => {
  it('runs from this midnight’s reading to the next one’s, so the last slot’s growth stays in its day', () => {
    // Four slots a day: the counter grows 5 between the day's last slot and the next midnight.
    expect(counterDayEnergy({ day: f(100, 110, 120, 130), next: f(135, 140, 150, 160) })).toBe(35);
  });

  it('gives consecutive days that add up to the counter’s growth over both', () => {
    const d1 = f(0, 10, 20, 30);
    const d2 = f(40, 50, 60, 70);
    const d3 = f(80, 90, 100, 110);
    const sum = counterDayEnergy({ day: d1, next: d2 }) + counterDayEnergy({ previous: d1, day: d2, next: d3 });
    expect(sum).toBe(80);
  });

  it('interpolates a missing midnight between the last reading before and the first after', () => {
    // Last reading 3 slots before midnight (120 at slot 1 of 4), first after at slot 1 of the next day (160).
    expect(boundaryReading(f(100, 120, NaN, NaN), f(NaN, 160, 170, 180))).toBe(150);
    expect(counterDayEnergy({ previous: f(100, 120, NaN, NaN), day: f(NaN, 160, 170, 180) })).toBe(30);
  });

  it('ends an open day at its last reading, and starts a first day at its first', () => {
    expect(counterDayEnergy({ day: f(NaN, 100, 150, NaN) })).toBe(50);
    expect(counterDayEnergy({ day: f(NaN, NaN, NaN, NaN) })).toBe(0);
  });

  it('counts a reset counter as no energy, and a level may fall', () => {
    expect(counterDayEnergy({ day: f(500, 510, 2, 3), next: f(4, 5, 6, 7) })).toBe(0);
    expect(dayChange({ day: f(80, 60, 40, 30), next: f(20, 20, 20, 20) })).toBe(-60);
  });
});
