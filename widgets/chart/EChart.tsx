import { useEffect, useRef } from 'react';
import * as echartsCore from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartOption';
import { resizeWithElement } from './resizeWithElement';

// Only what the portal draws is bundled (docs/architecture.md): the full 'echarts' entry would add every chart type.
echartsCore.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  DataZoomComponent,
  MarkLineComponent,
  CanvasRenderer,
]);

export interface EChartProps {
  /** The option to draw; a new object redraws the chart, keeping the legend choice and the zoom. */
  option: ChartOption;
  /** Height of the drawing in px; the width follows the container. */
  height: number;
}

/** One ECharts instance bound to a div: created on mount, resized with its box, disposed on unmount. */
export function EChart({ option, height }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echartsCore.EChartsType | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echartsCore.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const stopResizing = resizeWithElement(element, instance);
    return () => {
      stopResizing();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // Series are replaced (a removed one must vanish); the rest merges, so a poll keeps the operator's zoom.
    chart.current?.setOption(option, { replaceMerge: ['series', 'yAxis'] });
  }, [option]);

  return <div ref={box} className="portal-chart" style={{ height }} />;
}
