import { describe, expect, it } from 'vitest';
import { headroomAxisRange } from '../../widgets/chart/chartAxis';
import { buildChartOption, CHART_PALETTE } from '../../widgets/chart/chartOption';

describe('the power axis (spec-digest 001 §9)', () => {
  it('reaches 20 % above the highest power, rounded up to five readable steps, from 0', () => {
    // 320.4 kW × 1.2 = 384.48 → steps of 80 → 400
    expect(headroomAxisRange([0, 12.5, 296.41, 320.4, null, 288])).toEqual({ min: 0, max: 400, interval: 80 });
    // 3291.4 kW × 1.2 = 3949.68 → steps of 800 → 4000
    expect(headroomAxisRange([3291.4, 3105])).toEqual({ min: 0, max: 4000, interval: 800 });
  });

  it('keeps a maximum that is already round', () => {
    // 500 × 1.2 = 600 → steps of 120, not 150
    expect(headroomAxisRange([500])).toEqual({ min: 0, max: 600, interval: 120 });
    expect(headroomAxisRange([812.5]).max).toBe(1000);
  });

  it('keeps the decimals small currents need', () => {
    expect(headroomAxisRange([8.2, 7.9])).toEqual({ min: 0, max: 10, interval: 2 });
    expect(headroomAxisRange([0.5])).toEqual({ min: 0, max: 0.6, interval: 0.12 });
  });

  it('draws 0–1 for a night without power or an answer not yet in', () => {
    expect(headroomAxisRange([])).toEqual({ min: 0, max: 1, interval: 0.2 });
    expect(headroomAxisRange([0, 0, null, undefined, 'x'])).toEqual({ min: 0, max: 1, interval: 0.2 });
  });

  it('gives a discharging battery the same headroom below 0, in the same steps', () => {
    expect(headroomAxisRange([-250, 180])).toEqual({ min: -300, max: 240, interval: 60 });
  });
});

describe('the chart option', () => {
  const t = (key: string) => `«${key}»`;
  const option = buildChartOption(
    {
      xAxis: 'category',
      categories: ['10:00', '10:05', '10:10'],
      series: [
        { name: 'widget.quantity.acPower', data: [250.5, 301.2, null], unit: 'kW' },
        { name: 'widget.quantity.irradiance', data: [801, 922.4, null], unit: 'W/m²', axis: 'right' },
      ],
      axes: [
        { unit: 'kW', max: 'auto+20%' },
        { unit: 'W/m²', min: 0, max: 1500 },
      ],
    },
    t,
    'en',
  );
  const yAxis = option.yAxis as { min?: number; max?: number; interval?: number; name?: string }[];
  const series = option.series as { name: string; yAxisIndex: number; tooltip: { valueFormatter(v: unknown): string } }[];

  it('puts the power rule on the left axis and the fixed 0–1500 W/m² irradiation scale on the right, grid lines shared', () => {
    expect(yAxis.map((a) => [a.name, a.min, a.max, a.interval])).toEqual([
      ['kW', 0, 400, 80],
      ['W/m²', 0, 1500, 300],
    ]);
    expect(series.map((s) => s.yAxisIndex)).toEqual([0, 1]);
  });

  it('names series through i18next and shows tooltip values with their unit', () => {
    expect(series[0]!.name).toBe('«widget.quantity.acPower»');
    expect(series[0]!.tooltip.valueFormatter(301.2)).toBe('301.20 kW');
    expect(series[1]!.tooltip.valueFormatter(922.4)).toBe('922.40 W/m²');
    expect(series[1]!.tooltip.valueFormatter(null)).toBe('—');
  });

  it('draws a slot nobody measured as a gap and names late, estimated and missing slots in the tooltip', () => {
    const quality = buildChartOption(
      {
        xAxis: 'category',
        categories: ['10:00', '10:05', '10:10', '10:15'],
        series: [
          {
            name: 'p',
            data: [0, 12, 13, null],
            unit: 'kW',
            slotQuality: { measured: [[0, 0]], late: [[1, 1]], estimated: [[2, 2]], missing: [[3, 3]] },
          },
        ],
      },
      t,
      'en',
    ).series as { data: unknown[]; connectNulls: boolean; tooltip: { valueFormatter(v: unknown, i: number): string } }[];
    const [line] = quality;
    expect(line!.data).toEqual([0, 12, 13, null]);
    expect(line!.connectNulls).toBe(false);
    expect([0, 12, 13, null].map((v, i) => line!.tooltip.valueFormatter(v, i))).toEqual([
      '0.00 kW',
      '12.00 kW («widget.slotQuality.late»)',
      '13.00 kW («widget.slotQuality.estimated»)',
      '— («widget.slotQuality.missing»)',
    ]);
  });

  it('uses the seven portal colours', () => {
    expect(option.color).toEqual(['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452']);
    expect(CHART_PALETTE).toHaveLength(7);
  });
});

describe('axes that choose their unit by size (spec-digest 000 §9)', () => {
  it('a 40 MW plant reads MW on its power axis and in its tooltips', () => {
    const option = buildChartOption(
      { series: [{ name: 'p', data: [0, 12_500, 40_000], unit: 'kW' }], axes: [{ unit: 'kW', scale: 'power', max: 'auto+20%' }] },
      (k) => k,
      'en',
    );
    const axis = (option.yAxis as { name: string; max: number }[])[0]!;
    expect(axis.name).toBe('MW');
    expect((option.series as { data: number[] }[])[0]!.data).toEqual([0, 12.5, 40]);
    expect(axis.max).toBe(50);
  });

  it('a month of 3,600 kWh reads MWh', () => {
    const option = buildChartOption(
      { series: [{ name: 'e', data: [1200, 3600], kind: 'bar' }], axes: [{ unit: 'kWh', scale: 'energy' }] },
      (k) => k,
      'en',
    );
    expect((option.yAxis as { name: string }[])[0]!.name).toBe('MWh');
  });
});
