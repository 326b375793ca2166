import { useEffect, useRef } from 'react';
import * as echartsCore from 'echarts/core';
import { EffectScatterChart, ScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import { resizeWithElement } from '../chart/resizeWithElement';
import type { FleetMapStation } from '../../shared/fleetMap';
import { frameStations, initialOption, markerSeries, MARKERS_DRAWN_MARK, WORLD_MAP, type MapView } from './mapOption';
import { worldCountries } from './worldGeo';

// This module is loaded only by the map navigation, so other pages carry neither the geo code nor the atlas.
echartsCore.use([GeoComponent, ScatterChart, EffectScatterChart, TooltipComponent, CanvasRenderer]);
if (!echartsCore.getMap(WORLD_MAP)) echartsCore.registerMap(WORLD_MAP, worldCountries() as never);

export interface FleetMapChartProps {
  stations: readonly FleetMapStation[];
  highlightedPsId: number | null;
  /** Zoom on a highlighted station, relative to the whole world. */
  focusZoom: number;
  /** Changes whenever the operator asks to see the whole fleet again. */
  frameRequest: number;
  /** The tooltip of a station's marker, as HTML (texts escaped). */
  tooltip(station: FleetMapStation): string;
  onPick(psId: number): void;
}

/** The offline world map with a marker per station: zoom and pan, tooltips, and a highlighted station in focus. */
export default function FleetMapChart(props: FleetMapChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echartsCore.EChartsType | null>(null);
  // The handlers the chart calls live in a ref, so the chart is created once and never sees stale props.
  const latest = useRef(props);
  latest.current = props;
  const byId = new Map(props.stations.map((s) => [s.psId, s]));
  const highlighted = props.highlightedPsId === null ? null : (byId.get(props.highlightedPsId) ?? null);
  const framedIds = props.stations.map((s) => s.psId).join(',');

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echartsCore.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.setOption(
      initialOption(frameStations(latest.current.stations), (psId) => {
        const station = latest.current.stations.find((s) => s.psId === psId);
        return station ? latest.current.tooltip(station) : '';
      }),
    );
    instance.on('click', (p) => {
      if (Array.isArray(p.value)) latest.current.onPick(Number(p.value[2]));
    });
    let marked = false;
    instance.on('rendered', () => {
      // Fired on every frame (the highlight's ripple animates): only a change is written.
      const count = String(latest.current.stations.length);
      if (element.dataset.markers !== count) element.dataset.markers = count;
      if (!marked && count !== '0') {
        marked = true;
        performance.clearMarks(MARKERS_DRAWN_MARK);
        performance.mark(MARKERS_DRAWN_MARK);
      }
    });
    const stopResizing = resizeWithElement(element, instance);
    return () => {
      stopResizing();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  // Every poll: new colours and positions, nothing else, so the operator's pan and zoom stay.
  useEffect(() => {
    chart.current?.setOption({ series: markerSeries(props.stations, highlighted) });
  }, [props.stations, highlighted]);

  // Another set of stations (a new filter) or the "whole fleet" button: frame them all.
  useEffect(() => {
    const view = frameStations(latest.current.stations);
    chart.current?.setOption({ geo: { center: view.center, zoom: view.zoom } });
  }, [framedIds, props.frameRequest]);

  const focus = highlighted ? `${highlighted.longitude},${highlighted.latitude}` : null;
  useEffect(() => {
    if (!focus) return;
    const [longitude, latitude] = focus.split(',').map(Number) as [number, number];
    const view: MapView = { center: [longitude, latitude], zoom: latest.current.focusZoom };
    chart.current?.setOption({ geo: view });
  }, [focus]);

  return <div ref={box} className="portal-fleet-map-canvas" data-testid="fleet-map" />;
}
