// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../app/i18n';
import { SchemaPreview } from '../../widgets/SchemaPreview';
import type { PageSchema } from '../../engine/pageSchema';
import { harmonicBarsOf } from '../../widgets/power-quality/harmonicBars';
import { buildHarmonicBarsOption, VIOLATION_COLOUR } from '../../widgets/power-quality/harmonicBarsOption';
import { JARDELUND_DISCHARGING, SHENZHEN_CHARGING } from '../../widgets/power-quality/powerQualityFixtures';
import { totalHarmonicDistortion, voltageCompatibilityLevel } from '../../shared/harmonicLimits';
import { JardelundScreen } from '../../widgets/power-quality/HarmonicBars.stories';

// jsdom has no canvas: the chart box stands in for ECharts (the option is tested on its own below).
vi.mock('../../widgets/chart/EChart', () => ({ EChart: () => <div className="portal-chart" /> }));

beforeAll(() => initI18n('en'));
afterEach(cleanup);

const settle = () => act(() => new Promise((r) => setTimeout(r, 0)));
const NOW = Date.UTC(2026, 10, 24, 16, 30);
const texts = {
  content: 'content',
  aboveLevel: 'above',
  level: 'level',
  levelShort: 'level',
  axisOrder: 'order',
  axisShare: '%',
  orderName: (order: number) => `h${order}`,
};

const page = () =>
  ({
    schemaVersion: 2,
    id: 'pq',
    sources: { pq: { api: 'POST /monitor/powerQuality' } },
    body: { type: 'page', children: [{ type: 'harmonic-bars', spectra: '${data.pq.spectra}' }] },
  }) as unknown as PageSchema;
const answers = (spectra: unknown) => ({ 'POST /monitor/powerQuality': { code: 200, data: { spectra } } });

describe('IEC 61000-2-2 compatibility levels', () => {
  it('are 2 % at the 2nd, 5 % at the 3rd, 6 % at the 5th, 5 % at the 7th and follow the formulas above', () => {
    expect([2, 3, 4, 5, 6, 7, 9, 11, 13, 15, 21, 27].map(voltageCompatibilityLevel)).toEqual([
      2, 5, 1, 6, 0.5, 5, 1.5, 3.5, 3, 0.4, 0.3, 0.2,
    ]);
    expect(voltageCompatibilityLevel(19)).toBeCloseTo(1.761, 3);
    expect(voltageCompatibilityLevel(10)).toBe(0.5);
    expect(() => voltageCompatibilityLevel(51)).toThrow(RangeError);
  });

  it('the fixtures’ THD is the root-sum-square of their spectra', () => {
    for (const spectra of [JARDELUND_DISCHARGING(NOW), SHENZHEN_CHARGING(NOW)])
      for (const phase of ['a', 'b', 'c'] as const)
        expect(Math.abs(totalHarmonicDistortion(spectra.voltage.phases[phase]!) - spectra.voltage.thd[phase]!)).toBeLessThan(
          0.006,
        );
  });
});

describe('the harmonic bars', () => {
  it('draw a bar above its level in the violation series, in red, under a dashed level per order', () => {
    const bars = harmonicBarsOf(JARDELUND_DISCHARGING(NOW).voltage, 'a')!;
    expect(bars.violations).toEqual([13]);
    const option = buildHarmonicBarsOption(bars, texts, 'en');
    const series = option.series as { name: string; type: string; data: (number | null)[]; itemStyle?: { color: string } }[];
    expect(series.map((s) => [s.type, s.name])).toEqual([
      ['bar', 'content'],
      ['bar', 'above'],
      ['line', 'level'],
    ]);
    expect(series[1]!.itemStyle!.color).toBe(VIOLATION_COLOUR);
    expect(series[1]!.data[13 - 2]).toBe(bars.values[13 - 2]);
    expect(series[0]!.data[13 - 2]).toBeNull();
    expect(series[2]!.data).toHaveLength(49);
    const tooltip = (option.tooltip as { formatter: (p: unknown) => string }).formatter([{ dataIndex: 11 }]);
    expect(tooltip).toMatch(/h13.*content: 4\.29 %.*level: 3\.00 %.*above/);
  });

  it('a current spectrum has no levels: no red bars and no level line', () => {
    const bars = harmonicBarsOf(JARDELUND_DISCHARGING(NOW).current, 'a')!;
    expect([bars.limits, bars.violations]).toEqual([null, []]);
    expect((buildHarmonicBarsOption(bars, texts, 'en').series as unknown[]).length).toBe(1);
  });

  it('say which orders exceed their level, and switch phase and quantity', async () => {
    render(<SchemaPreview schema={page()} answers={answers(JARDELUND_DISCHARGING(NOW))} />);
    await settle();
    const widget = document.querySelector('.portal-harmonic-bars')!;
    expect(widget.getAttribute('data-orders')).toBe('2-50');
    expect(widget.getAttribute('data-levels')).toBe('49');
    expect(screen.getByText('Above the compatibility level: order 13')).toBeTruthy();
    expect(screen.getByText('5.78 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Phase B' }));
    expect(widget.getAttribute('data-phase')).toBe('b');
    expect(screen.getByText('6.03 %')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Current' }));
    expect(widget.getAttribute('data-quantity')).toBe('current');
    expect(widget.getAttribute('data-levels')).toBe('0');
    expect(screen.getByText(/sets levels for harmonic voltages only/)).toBeTruthy();
  });

  it('a quiet network: every order within its level', async () => {
    render(<SchemaPreview schema={page()} answers={answers(SHENZHEN_CHARGING(NOW))} />);
    await settle();
    expect(screen.getByText('Every order within its compatibility level')).toBeTruthy();
  });

  it('the story of the whole screen shows Jardelund’s figures and its violation', async () => {
    render(<SchemaPreview {...(JardelundScreen.args as Parameters<typeof SchemaPreview>[0])} />);
    await settle();
    expect(screen.getByText('43,234.8 kW')).toBeTruthy();
    expect(screen.getByText('0.47 %')).toBeTruthy();
    expect(screen.getByText('Above the compatibility level: order 13')).toBeTruthy();
    expect(screen.getAllByText('Voltage THD, phase A').length).toBeGreaterThan(0);
  });
});
