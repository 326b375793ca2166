import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { buildChartOption } from './chartOption';
import type { ChartProps, ChartSeries } from './props';
import { LazyEChart } from './LazyEChart';

declare module '../../engine/registry' {
  interface WidgetProps {
    chart: ChartProps;
  }
}

const DEFAULT_HEIGHT = 320;

/** A line or bar chart of bound series: curves of power, irradiation and branch currents. */
export function ChartWidget({ props }: WidgetRenderProps<ChartProps>) {
  const { t, i18n } = useTranslation();
  // Props are resolved afresh on every render; the option is rebuilt only when what they say has changed.
  const key = JSON.stringify(props);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const option = useMemo(() => buildChartOption(withListedSeries(props), t, i18n.language), [key, t, i18n.language]);
  const height = props.height ?? DEFAULT_HEIGHT;
  return <LazyEChart option={option} height={height} />;
}

/** The chart's own series followed by those the answer names (one per combiner box or DC input). */
function withListedSeries(props: ChartProps): ChartProps & { series: ChartSeries[] } {
  const listed = Array.isArray(props.seriesList)
    ? (props.seriesList as { name: string; data: unknown; slotQuality?: unknown }[])
    : [];
  return {
    ...props,
    series: [
      ...(props.series ?? []),
      ...listed.map((s): ChartSeries => ({
        name: String(s.name),
        data: s.data,
        slotQuality: s.slotQuality,
        unit: props.seriesUnit,
        kind: 'line',
      })),
    ],
  };
}

registerWidget('chart', ChartWidget);
