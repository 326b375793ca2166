import type { ComposeOption } from 'echarts/core';
import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { formatFixed, scalePower } from '../../shared/formatters';
import { CHART_PALETTE } from '../chart/chartOption';

export type TurbineCurveOption = ComposeOption<
  LineSeriesOption | ScatterSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** A reference power curve as the server answers it: kW against wind speed in m/s. */
export interface ReferenceCurve {
  model: string | null;
  ratedKw: number;
  points: [number, number][];
}

/** One turbine's paired five-minute readings of the day: [wind m/s, power kW]. */
export interface TurbineSamples {
  equipName: string;
  points: [number, number][];
}

/** The cut-out speed ends the reference; the axis shows at least the range where turbines make power. */
const CUT_OUT_MS = 25;
const MIN_AXIS_MS = 15;
const REFERENCE_COLOUR = '#738091';

function listOf<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Each turbine's power against its wind speed, over the reference curve of its type: a turbine whose dots sit
 * under the curve is losing energy (icing, yaw error, curtailment). Power is shown in kW or MW by the size of
 * the largest turbine (spec-digest 000 §9), wind speed in m/s.
 */
export function buildTurbineCurveOption(
  referencesValue: unknown,
  turbinesValue: unknown,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: string,
): TurbineCurveOption {
  const references = listOf<ReferenceCurve>(referencesValue);
  const turbines = listOf<TurbineSamples>(turbinesValue).map((s) => ({ ...s, points: listOf<[number, number]>(s.points) }));
  const observed = turbines.flatMap((s) => s.points);
  const top = Math.max(0, ...references.map((r) => r.ratedKw), ...observed.map((p) => p[1]));
  const scale = scalePower(top);
  const divisor = top > 0 ? top / scale.value : 1;
  const fastest = Math.max(0, ...observed.map((p) => p[0]));
  const xMax = Math.min(CUT_OUT_MS, Math.max(MIN_AXIS_MS, Math.ceil(fastest + 1)));
  const windLabel = t('home.wind.windSpeed');
  const powerLabel = t('home.wind.power');
  const inUnit = (points: [number, number][]) => points.map(([w, p]) => [w, p / divisor]);
  const describe = (name: string, value: unknown) => {
    const [w, p] = Array.isArray(value) ? (value as number[]) : [];
    if (typeof w !== 'number' || typeof p !== 'number') return escapeHtml(name);
    return (
      `${escapeHtml(name)}<br/>${escapeHtml(windLabel)}: ${formatFixed(w, 1, locale)} m/s<br/>` +
      `${escapeHtml(powerLabel)}: ${formatFixed(p, scale.digits, locale)} ${scale.unit}`
    );
  };
  return {
    color: [...CHART_PALETTE],
    animation: false,
    grid: { left: 16, right: 24, top: 56, bottom: 36, containLabel: true },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: unknown) => {
        const p = params as { seriesName?: string; value?: unknown };
        return describe(p.seriesName ?? '', p.value);
      },
    },
    xAxis: {
      type: 'value',
      min: 0,
      max: xMax,
      name: `${windLabel} (m/s)`,
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: { color: '#5f6b7c' },
      axisLabel: { color: '#5f6b7c', formatter: (v: number) => v.toLocaleString(locale) },
      splitLine: { lineStyle: { color: '#e5e8eb' } },
    },
    yAxis: {
      type: 'value',
      min: 0,
      name: `${powerLabel} (${scale.unit})`,
      nameTextStyle: { color: '#5f6b7c', align: 'left' },
      axisLabel: { color: '#5f6b7c', formatter: (v: number) => v.toLocaleString(locale) },
      splitLine: { lineStyle: { color: '#e5e8eb' } },
    },
    series: [
      ...references.map((r): LineSeriesOption => ({
        type: 'line',
        name: t('home.wind.reference', { model: r.model ?? '' }),
        data: inUnit(r.points),
        showSymbol: false,
        color: REFERENCE_COLOUR,
        lineStyle: { width: 2, type: 'dashed', color: REFERENCE_COLOUR },
        // Under the dots: a turbine's readings must stay visible where they sit on its curve.
        z: 1,
      })),
      ...turbines.map((s): ScatterSeriesOption => ({
        type: 'scatter',
        name: s.equipName,
        data: inUnit(s.points),
        symbolSize: 6,
        itemStyle: { opacity: 0.8 },
        z: 2,
      })),
    ],
  };
}
