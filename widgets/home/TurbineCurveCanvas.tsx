import * as echartsCore from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { EChart } from '../chart/EChart';
import type { ChartOption } from '../chart/chartOption';
import type { TurbineCurveOption } from './turbineCurveOption';

// The portal's charts bundle lines and bars only; the turbine scatter adds its own series type with it.
echartsCore.use([ScatterChart]);

export interface TurbineCurveCanvasProps {
  option: TurbineCurveOption;
  height: number;
}

/** The shared chart box (resize, dispose, kept zoom) drawing a turbine power-curve option. */
export function TurbineCurveCanvas({ option, height }: TurbineCurveCanvasProps) {
  // EChart types its option for lines and bars; ECharts itself takes any registered series.
  return <EChart option={option as unknown as ChartOption} height={height} />;
}
