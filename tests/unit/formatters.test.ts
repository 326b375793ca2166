import { describe, expect, it } from 'vitest';
import {
  formatCapacity,
  formatEnergy,
  formatFixed,
  formatPower,
  scaleEnergy,
  scalePower,
  unitDigits,
} from '../../shared/formatters';

describe('units of spec 000 §9', () => {
  it('power stays in kW with two decimals below 1000', () => expect(formatPower(999.994, 'en')).toBe('999.99 kW'));
  it('power from 1000 kW is in MW with three decimals', () => {
    expect(formatPower(1000, 'en')).toBe('1.000 MW');
    expect(formatPower(12345.6, 'en')).toBe('12.346 MW');
    expect(scalePower(-2500)).toMatchObject({ value: -2.5, unit: 'MW' });
  });
  it('energy below 1000 kWh is in kWh with two decimals', () => expect(formatEnergy(850, 'en')).toBe('850.00 kWh'));
  it('energy from 1000 to under 10000 is in MWh with three decimals', () => {
    expect(formatEnergy(1000, 'en')).toBe('1.000 MWh');
    expect(formatEnergy(9999, 'en')).toBe('9.999 MWh');
  });
  it('energy from 10000 is in ten-thousand kWh with two decimals', () => {
    expect(scaleEnergy(10000)).toEqual({ value: 1, unit: '10k kWh', digits: 2 });
    expect(formatEnergy(123456, 'en')).toBe('12.35 10k kWh');
  });
  it('capacities keep kWp for PV and kW otherwise, scaled to MWp / MW from 1000', () => {
    expect(formatCapacity(750, 'kWp', 'en')).toBe('750 kWp');
    expect(formatCapacity(166000, 'kWp', 'en')).toBe('166 MWp');
    expect(formatCapacity(5000, 'kW', 'en')).toBe('5 MW');
    expect(formatCapacity(1500, 'kWh', 'en')).toBe('1.5 MWh');
  });
  it('numbers follow the locale', () => expect(formatPower(1234.5, 'de')).toBe('1,235 MW'));
  it('each language keeps its own way of writing numbers when several are formatted in turn', () => {
    // The number formats are kept per language and decimals: one must never answer for another.
    expect([formatFixed(1234.5, 1, 'de'), formatFixed(1234.5, 1, 'en'), formatFixed(1234.5, 2, 'de')]).toEqual([
      '1.234,5',
      '1,234.5',
      '1.234,50',
    ]);
    expect(formatFixed(0.5, 0, 'en')).toBe('1');
    expect(() => formatFixed(1, Number('x'), 'en')).toThrow(RangeError);
  });
});

describe('decimals by unit', () => {
  it('k-units and ten-thousand energy show 2 decimals, M-units 3', () => {
    expect(['kW', 'kWh', 'MW', 'MWh', '10k kWh'].map(unitDigits)).toEqual([2, 2, 3, 3, 2]);
  });
});
