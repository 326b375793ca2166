import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { ChartOption } from '../chart/chartOption';
import { formatFixed } from '../../shared/formatters';
import type { HarmonicBars } from './harmonicBars';

/** Bars within their level, bars above it (Blueprint's danger red), and the level itself (a dash per order). */
export const BAR_COLOUR = '#5470c6';
export const VIOLATION_COLOUR = '#cd4246';
export const LEVEL_COLOUR = '#c87619';

export interface HarmonicBarsTexts {
  content: string;
  aboveLevel: string;
  /** Legend name of the levels, with their standard. */
  level: string;
  /** The level in the tooltip. */
  levelShort: string;
  axisOrder: string;
  axisShare: string;
  orderName: (order: number) => string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Harmonic orders 2 to 50 as bars in % of the fundamental, each order over its compatibility level: a bar above
 * its level is red (drawn as a series of its own, so the legend names it), each level a dash over its order. The
 * tooltip names the order, its content and its level.
 */
export function buildHarmonicBarsOption(bars: HarmonicBars, texts: HarmonicBarsTexts, locale: string): ChartOption {
  const { orders, values, limits } = bars;
  const above = (i: number) => limits !== null && values[i] !== null && values[i]! > limits[i]!;
  const percent = (v: number | null | undefined) => (typeof v === 'number' ? `${formatFixed(v, 2, locale)} %` : '—');
  const stack = 'order';
  const series: (BarSeriesOption | LineSeriesOption)[] = [
    {
      type: 'bar',
      name: texts.content,
      stack,
      data: values.map((v, i) => (above(i) ? null : v)),
      itemStyle: { color: BAR_COLOUR },
      barMaxWidth: 16,
    },
  ];
  if (limits) {
    series.push(
      {
        type: 'bar',
        name: texts.aboveLevel,
        stack,
        data: values.map((v, i) => (above(i) ? v : null)),
        itemStyle: { color: VIOLATION_COLOUR },
        barMaxWidth: 16,
      },
      {
        // A short dash at each order's level, not a line: neighbouring orders' levels are unrelated.
        type: 'line',
        name: texts.level,
        data: [...limits],
        symbol: 'rect',
        symbolSize: [12, 3],
        showAllSymbol: true,
        color: LEVEL_COLOUR,
        itemStyle: { color: LEVEL_COLOUR },
        lineStyle: { width: 0, opacity: 0 },
        emphasis: { disabled: true },
        z: 3,
      },
    );
  }
  const top = Math.max(0, ...values.map((v) => v ?? 0), ...(limits ?? []));
  return {
    animation: false,
    grid: { left: 16, right: 16, top: 52, bottom: 28, containLabel: true },
    legend: {
      top: 0,
      type: 'scroll',
      // The level's legend shows its dash, not a line with a marker.
      data: series.map((s) => (s.type === 'line' ? { name: String(s.name), icon: 'rect' } : { name: String(s.name) })),
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: 'shadow' },
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as { dataIndex?: number } | undefined;
        const i = first?.dataIndex;
        if (typeof i !== 'number' || orders[i] === undefined) return '';
        const lines = [
          `<b>${escapeHtml(texts.orderName(orders[i]!))}</b>`,
          `${escapeHtml(texts.content)}: ${percent(values[i])}`,
        ];
        if (limits) lines.push(`${escapeHtml(texts.levelShort)}: ${percent(limits[i])}`);
        if (above(i)) lines.push(`<span style="color:${VIOLATION_COLOUR}">${escapeHtml(texts.aboveLevel)}</span>`);
        return lines.join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: orders.map(String),
      name: texts.axisOrder,
      nameLocation: 'middle',
      nameGap: 24,
      nameTextStyle: { color: '#5f6b7c' },
      axisLabel: { color: '#5f6b7c', hideOverlap: true },
      axisLine: { lineStyle: { color: '#c5cbd3' } },
    },
    yAxis: {
      type: 'value',
      min: 0,
      // A spectrum of small values still gets an axis to read them on.
      max: top > 0 ? undefined : 1,
      name: texts.axisShare,
      nameTextStyle: { color: '#5f6b7c', align: 'left' },
      axisLabel: { color: '#5f6b7c', formatter: (v: number) => v.toLocaleString(locale) },
      splitLine: { lineStyle: { color: '#e5e8eb' } },
    },
    series,
  };
}
