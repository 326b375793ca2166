import { useEffect, useRef } from 'react';
import * as echartsCore from 'echarts/core';
import { ScatterChart } from 'echarts/charts';
import { GeoComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { resizeWithElement } from '../chart/resizeWithElement';
import { WORLD_MAP } from './mapOption';
import { worldCountries } from './worldGeo';

// Loaded only by the registration wizard's location step: other pages carry neither the geo code nor the atlas.
echartsCore.use([GeoComponent, ScatterChart, CanvasRenderer]);
if (!echartsCore.getMap(WORLD_MAP)) echartsCore.registerMap(WORLD_MAP, worldCountries() as never);

/** Where the map looks before a point is picked: the middle of the portal's fleet (Europe to China). */
export const PICK_START = { center: [60, 35] as [number, number], zoom: 1.6 };
const PICKED_ZOOM = 5;

export interface CoordinatePickChartProps {
  /** The picked point (longitude, latitude), or null. */
  point: [number, number] | null;
  /** Another value: the map centres on the point again (after it was typed). */
  recentre: number;
  onPick(longitude: number, latitude: number): void;
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** The offline world map of the map navigation, where a click on land or sea sets a point. */
export default function CoordinatePickChart({ point, recentre, onPick }: CoordinatePickChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echartsCore.EChartsType | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echartsCore.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption({
      geo: {
        map: WORLD_MAP,
        roam: true,
        center: PICK_START.center,
        zoom: PICK_START.zoom,
        scaleLimit: { min: 1, max: 60 },
        itemStyle: { areaColor: '#f3f1ec', borderColor: '#b3bcc6', borderWidth: 0.6 },
        emphasis: { disabled: true },
        select: { disabled: true },
        silent: true,
      },
      series: [{ id: 'picked', type: 'scatter', coordinateSystem: 'geo', symbolSize: 14, data: [] }],
    });
    // A click anywhere on the canvas (not a drag) is a pick: pixels to degrees through the geo's projection.
    instance.getZr().on('click', (e) => {
      const at = instance.convertFromPixel({ geoIndex: 0 }, [e.offsetX, e.offsetY]) as number[] | undefined;
      if (!at || !Number.isFinite(at[0]) || !Number.isFinite(at[1])) return;
      const longitude = ((((at[0]! + 180) % 360) + 360) % 360) - 180;
      const latitude = Math.max(-90, Math.min(90, at[1]!));
      pick.current(round(longitude), round(latitude));
    });
    const stop = resizeWithElement(element, instance);
    return () => {
      stop();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption({
      series: [
        {
          id: 'picked',
          data: point ? [{ value: point }] : [],
          itemStyle: { color: '#cd4246', borderColor: '#ffffff', borderWidth: 2 },
        },
      ],
    });
  }, [point]);

  useEffect(() => {
    if (point && recentre) chart.current?.setOption({ geo: { center: point, zoom: PICKED_ZOOM } });
    // Only a new request recentres: a pick by click keeps the user's own view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recentre]);

  return (
    <div
      ref={box}
      className="portal-registration-map-canvas"
      data-testid="registration-map"
      data-picked={point ? point.join(',') : ''}
    />
  );
}
