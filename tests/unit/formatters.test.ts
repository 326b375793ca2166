import { describe, expect, it } from 'vitest';
import {
  formatCapacity,
  formatEnergy,
  formatEnergyIn,
  formatFixed,
  formatPower,
  scaleEnergy,
  scalePower,
  unitDigits,
} from '../../shared/formatters';
import { quotaShown, quotaUnitIn } from '../../shared/quotaUnits';

describe('units of spec-digest 000 §9', () => {
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
    expect(formatEnergy(9999, 'zh')).toBe('9.999 MWh');
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

describe('energy in the unit each language reads', () => {
  it('Chinese counts from 10000 kWh in 万kWh with two decimals', () => {
    expect(scaleEnergy(10000, 'zh')).toEqual({ value: 1, unit: '10k kWh', digits: 2 });
    expect(formatEnergy(123456, 'zh')).toBe('12.35 万kWh');
    expect(formatEnergy(909500, 'zh-CN')).toBe('90.95 万kWh');
    expect(formatEnergy(2_000_000_000, 'zh')).toBe('200,000.00 万kWh');
  });
  it('the server, formatting for no reader, scales as the spec does', () =>
    expect(scaleEnergy(123456)).toEqual({ value: 12.3456, unit: '10k kWh', digits: 2 }));
  it('English reads MWh up to a million kWh, then GWh, three decimals', () => {
    expect(formatEnergy(10000, 'en')).toBe('10.000 MWh');
    expect(formatEnergy(909500, 'en')).toBe('909.500 MWh');
    expect(formatEnergy(999_999, 'en')).toBe('999.999 MWh');
    expect(formatEnergy(1_000_000, 'en')).toBe('1.000 GWh');
    expect(formatEnergy(14_710_700, 'en')).toBe('14.711 GWh');
  });
  it.each([
    ['de', '14,711 GWh', '909,500 MWh'],
    ['da', '14,711 GWh', '909,500 MWh'],
    ['es', '14,711 GWh', '909,500 MWh'],
    ['pl', '14,711 GWh', '909,500 MWh'],
  ])('%s reads MWh and GWh with its own decimal sign', (locale, giga, mega) => {
    expect(formatEnergy(14_710_700, locale)).toBe(giga);
    expect(formatEnergy(909_500, locale)).toBe(mega);
  });
  it('negative energy takes the unit of its size', () => {
    expect(formatEnergy(-2_500_000, 'en')).toBe('-2.500 GWh');
    expect(formatEnergy(-25_000, 'zh')).toBe('-2.50 万kWh');
    expect(formatEnergy(-999.5, 'en')).toBe('-999.50 kWh');
  });
  it('no language is ever shown "10k kWh"', () => {
    for (const locale of ['zh', 'en', 'de', 'da', 'es', 'pl'])
      for (const kwh of [0, 999, 1e4, 1e5, 1e6, 1e8]) expect(formatEnergy(kwh, locale)).not.toContain('10k');
  });
  it('an energy the server scaled to 10k kWh is shown again in the reader unit', () => {
    expect(formatEnergyIn(90.95, '10k kWh', 'en')).toBe('909.500 MWh');
    expect(formatEnergyIn(90.95, '10k kWh', 'zh')).toBe('90.95 万kWh');
    expect(formatEnergyIn(1.5, 'MWh', 'de')).toBe('1,500 MWh');
    expect(formatEnergyIn(850, 'kWh', 'en')).toBe('850.00 kWh');
  });
  it('quotas counted in 万kWh read in MWh outside Chinese, with the same digits', () => {
    expect(quotaUnitIn('tenThousandKwh', 4, 'en')).toEqual({ unit: 'mwh', factor: 10, fixed: 3 });
    expect(quotaUnitIn('tenThousandKwh', 4, 'zh')).toEqual({ unit: 'tenThousandKwh', factor: 1, fixed: 4 });
    expect(quotaUnitIn('hours', 2, 'de')).toEqual({ unit: 'hours', factor: 1, fixed: 2 });
    expect(quotaShown(1.2345, quotaUnitIn('tenThousandKwh', 4, 'pl'))).toBeCloseTo(12.345);
    expect(quotaShown(null, quotaUnitIn('tenThousandKwh', 4, 'pl'))).toBeNull();
  });
});

describe('decimals by unit', () => {
  it('k-units and ten-thousand energy show 2 decimals, M- and G-units 3', () => {
    expect(['kW', 'kWh', 'MW', 'MWh', 'GWh', '10k kWh'].map(unitDigits)).toEqual([2, 2, 3, 3, 3, 2]);
  });
});
