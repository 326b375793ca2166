import type { ComposeOption } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type {
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { formatFixed, scaleEnergy, scalePower, unitText } from '../../shared/formatters';
import { AXIS_SPLITS, headroomAxisRange } from './chartAxis';
import { formatDateTime } from '../../shared/dates';
import { slotQualities, type SlotQuality } from '../../shared/slotQuality';
import type { ChartAxis, ChartProps, ChartSeries } from './props';

export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | DataZoomComponentOption
  | MarkLineComponentOption
>;

/** The portal's chart colours, in the order series take them; a series' own `color` overrides its turn. */
export const CHART_PALETTE = ['#5470c6', '#91cc75', '#fac858', '#ee6666', '#73c0de', '#3ba272', '#fc8452'] as const;

const AXIS_LINE = '#c5cbd3';

/** Data as ECharts takes it; anything that is not a list (a source not answered yet) is no data. */
function pointsOf(series: ChartSeries): unknown[] {
  return Array.isArray(series.data) ? (series.data as unknown[]) : [];
}

/** The plotted numbers of a series, whether it holds values or [time, value] pairs. */
function valuesOf(series: ChartSeries): unknown[] {
  return pointsOf(series).map((p) => (Array.isArray(p) ? p[1] : p));
}

/**
 * Labels of a day's clock categories (the server's "HH:mm" dateList) on whole hours, at most about twelve, so
 * an axis of 288 five-minute slots reads 00:00, 02:00, … instead of ECharts' 00:50, 01:40, …
 */
function clockLabels(categories: string[]): ((index: number, value: string) => boolean) | 'auto' {
  if (categories.length <= 24 || !categories.every((c) => /^\d{2}:\d{2}$/.test(c))) return 'auto';
  const hours = categories.filter((c) => c.endsWith(':00')).length;
  const every = Math.max(1, Math.ceil(hours / 12));
  return (_index, value) => value.endsWith(':00') && Number(value.slice(0, 2)) % every === 0;
}

function axisIndexOf(series: ChartSeries, axisCount: number): number {
  return series.axis === 'right' ? Math.min(1, axisCount - 1) : 0;
}

function yAxisOf(axes: ChartAxis[], index: number, series: ChartSeries[], t: (key: string) => string, locale: string) {
  const axis = axes[index] ?? {};
  const own = series.filter((s) => axisIndexOf(s, axes.length) === index);
  const range = axis.max === 'auto+20%' ? headroomAxisRange(own.flatMap(valuesOf)) : undefined;
  const unit = unitText(axis.unit ?? own.find((s) => s.unit)?.unit ?? '', locale);
  const name = axis.name ? (unit ? `${t(axis.name)} (${unit})` : t(axis.name)) : unit;
  const min = axis.min ?? range?.min;
  const max = typeof axis.max === 'number' ? axis.max : range?.max;
  // Five equal steps on every bounded axis: the power and irradiation labels then sit on the same grid lines.
  const interval =
    range && min === range.min
      ? range.interval
      : typeof min === 'number' && typeof max === 'number'
        ? (max - min) / AXIS_SPLITS
        : undefined;
  return {
    type: 'value' as const,
    name,
    position: index === 0 ? ('left' as const) : ('right' as const),
    min,
    max,
    interval,
    splitNumber: AXIS_SPLITS,
    alignTicks: index > 0 && interval === undefined,
    nameTextStyle: { color: '#5f6b7c', align: index === 0 ? ('left' as const) : ('right' as const) },
    axisLabel: { color: '#5f6b7c', formatter: (v: number) => v.toLocaleString(locale) },
    // One set of grid lines: a second axis's own lines would cross the first's and read as noise.
    splitLine: { show: index === 0, lineStyle: { color: '#e5e8eb' } },
  };
}

/**
 * Axes that choose their unit by size (`scale`): the unit follows the largest value on the axis, and the
 * series on it are divided to match, so a 40 MW plant reads "MW" on its axis and in its tooltips.
 */
function scaleAxes(axes: ChartAxis[], series: ChartSeries[], locale: string): { axes: ChartAxis[]; series: ChartSeries[] } {
  let out = series;
  const scaledAxes = axes.map((axis, i) => {
    if (!axis.scale) return axis;
    const own = series.filter((s) => axisIndexOf(s, axes.length) === i);
    const peak = Math.max(0, ...own.flatMap(valuesOf).map((v) => (typeof v === 'number' ? Math.abs(v) : 0)));
    const scaled = axis.scale === 'power' ? scalePower(peak) : scaleEnergy(peak, locale);
    const factor = peak > 0 && scaled.value !== 0 ? peak / scaled.value : 1;
    const divide = (v: unknown) => (typeof v === 'number' ? v / factor : v);
    out = out.map((s) =>
      axisIndexOf(s, axes.length) !== i
        ? s
        : { ...s, unit: scaled.unit, data: pointsOf(s).map((p) => (Array.isArray(p) ? [p[0], divide(p[1])] : divide(p))) },
    );
    return { ...axis, unit: scaled.unit };
  });
  return { axes: scaledAxes, series: out };
}

/** A time axis' label in the reader's date format: the date at midnight, the clock otherwise. */
export function timeAxisLabel(ms: number, locale: string): string {
  const d = new Date(ms);
  const midnight = d.getHours() === 0 && d.getMinutes() === 0 && d.getSeconds() === 0;
  return formatDateTime(ms, locale, midnight ? 'date' : 'timeMinute');
}

/**
 * What a tooltip adds to a slot's value: the word for a slot filled late, estimated or without a sample, so a
 * measured 0 and a slot nobody measured never read alike. A measured slot needs none.
 */
export function slotQualityNote(quality: SlotQuality | undefined, t: (key: string) => string): string {
  return quality && quality !== 'measured' ? ` (${t(`widget.slotQuality.${quality}`)})` : '';
}

/**
 * Builds the ECharts option of a chart node from its resolved props; pure, so it is tested without a canvas.
 * `nameOf` gives a series its legend name (by default its key's text; names an answer brings stay as they are).
 */
export function buildChartOption(
  props: ChartProps & { series: ChartSeries[] },
  t: (key: string) => string,
  locale: string,
  nameOf: (name: string) => string = t,
): ChartOption {
  const { axes, series } = scaleAxes(props.axes?.length ? [...props.axes] : [{}], props.series, locale);
  props = { ...props, series };
  const time = props.xAxis === 'time';
  const categories = Array.isArray(props.categories) ? (props.categories as string[]) : [];
  const digits = (unit: string | undefined) => (unit === '%' ? 1 : 2);
  return {
    color: [...CHART_PALETTE],
    animation: false,
    grid: { left: 16, right: 16, top: 48, bottom: props.zoom ? 56 : 16 },
    legend: { top: 0, type: 'scroll' },
    tooltip: {
      trigger: 'axis',
      confine: true,
      axisPointer: { type: props.series.some((s) => s.kind === 'bar') ? 'shadow' : 'line' },
    },
    dataZoom: props.zoom ? [{ type: 'inside' }, { type: 'slider', height: 20, bottom: 8 }] : [],
    xAxis: time
      ? {
          type: 'time',
          axisLine: { lineStyle: { color: AXIS_LINE } },
          axisLabel: { color: '#5f6b7c', hideOverlap: true, formatter: (ms: number) => timeAxisLabel(ms, locale) },
        }
      : {
          type: 'category',
          data: categories,
          boundaryGap: props.series.some((s) => s.kind === 'bar'),
          axisLine: { lineStyle: { color: AXIS_LINE } },
          axisTick: { interval: clockLabels(categories) },
          axisLabel: { color: '#5f6b7c', hideOverlap: true, interval: clockLabels(categories) },
        },
    yAxis: axes.map((_, i) => yAxisOf(axes, i, props.series, t, locale)),
    series: props.series.map((s) => {
      const qualities = slotQualities(s.slotQuality, pointsOf(s).length);
      const common = {
        name: nameOf(s.name),
        data: pointsOf(s) as never,
        yAxisIndex: axisIndexOf(s, axes.length),
        itemStyle: s.color ? { color: s.color } : undefined,
        // Units belong to the value: a tooltip mixing kW and W/m² must say which is which.
        tooltip: {
          valueFormatter: (v: unknown, index: number) =>
            (typeof v === 'number'
              ? `${formatFixed(v, digits(s.unit), locale)}${s.unit ? ` ${unitText(s.unit, locale)}` : ''}`
              : '—') + slotQualityNote(qualities[index], t),
        },
      };
      if (s.kind === 'bar') return { ...common, type: 'bar' as const, barMaxWidth: 24 };
      return {
        ...common,
        type: 'line' as const,
        showSymbol: false,
        // A gap in the samples is a gap on the screen, not a straight line pretending to be data.
        connectNulls: false,
        lineStyle: { width: 2, color: s.color },
        areaStyle: s.area ? { opacity: 0.15 } : undefined,
      };
    }),
  };
}
