import type { FleetMapStation } from '../../shared/fleetMap';
import { CONDITION_COLORS, CONDITIONS, conditionOf } from './stationState';

/** Performance mark set when the markers are first on the canvas (read by `npm run bench`). */
export const MARKERS_DRAWN_MARK = 'fleet-map:markers-drawn';

/** The name the world map is registered under with ECharts. */
export const WORLD_MAP = 'portal-world';

/** Where the map looks: a point (longitude, latitude) and a zoom relative to the whole world. */
export interface MapView {
  center: [number, number];
  zoom: number;
}

/** The world without Antarctica, in degrees: what zoom 1 shows. */
const WORLD = { width: 360, height: 140 };
const MAX_ZOOM = 60;

/** A view that frames every station with a margin, so a filtered fleet fills the map. */
export function frameStations(stations: readonly Pick<FleetMapStation, 'longitude' | 'latitude'>[]): MapView {
  if (stations.length === 0) return { center: [60, 30], zoom: 1 };
  const lons = stations.map((s) => s.longitude);
  const lats = stations.map((s) => s.latitude);
  const [west, east, south, north] = [Math.min(...lons), Math.max(...lons), Math.min(...lats), Math.max(...lats)];
  // A lone station (or a few close together) is shown with its surroundings: at least 8 x 4 degrees.
  const width = Math.max(east - west, 8);
  const height = Math.max(north - south, 4);
  const zoom = Math.min(WORLD.width / width, WORLD.height / height) * 0.8;
  return { center: [(west + east) / 2, (south + north) / 2], zoom: Math.min(MAX_ZOOM, Math.max(1, zoom)) };
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** What the map's tooltip says of a station, already translated and formatted. */
export interface MarkerTip {
  name: string;
  lines: [label: string, value: string][];
  stateText: string;
  color: string;
}

export function tooltipHtml(tip: MarkerTip): string {
  const rows = tip.lines.map(([label, value]) => `<div>${escapeHtml(label)}: <b>${escapeHtml(value)}</b></div>`).join('');
  const dot = `<span style="display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:6px;background:${tip.color}"></span>`;
  return `<div style="font-weight:600;margin-bottom:4px">${escapeHtml(tip.name)}</div>${rows}<div>${dot}${escapeHtml(tip.stateText)}</div>`;
}

const marker = (s: FleetMapStation) => ({ name: s.psName, value: [s.longitude, s.latitude, s.psId] });

/**
 * The marker series: one per state in its colour (a colour per series, not per point, keeps a 500-station
 * redraw cheap), and the highlighted station drawn large with a ripple.
 */
export function markerSeries(stations: readonly FleetMapStation[], highlighted: FleetMapStation | null) {
  return [
    ...CONDITIONS.map((condition) => ({
      id: `stations-${condition}`,
      type: 'scatter',
      coordinateSystem: 'geo',
      // Markers appear at once: the bench and the operator both wait for them, not for an entrance.
      animation: false,
      symbolSize: 10,
      itemStyle: { color: CONDITION_COLORS[condition], borderColor: '#ffffff', borderWidth: 1 },
      emphasis: { scale: 1.6 },
      // Faults are drawn over the many normal stations around them.
      z: condition === 'normal' ? 2 : 3,
      data: stations.filter((s) => conditionOf(s.pstate) === condition).map(marker),
    })),
    {
      id: 'highlight',
      type: 'effectScatter',
      coordinateSystem: 'geo',
      symbolSize: 18,
      rippleEffect: { brushType: 'stroke', scale: 3, period: 3 },
      itemStyle: {
        color: CONDITION_COLORS[conditionOf(highlighted?.pstate)],
        borderColor: '#1c2127',
        borderWidth: 2,
      },
      zlevel: 1,
      data: highlighted ? [marker(highlighted)] : [],
    },
  ];
}

/** The whole option of the first drawing: the world, the view and the markers. */
export function initialOption(view: MapView, tooltip: (psId: number) => string) {
  return {
    animationDurationUpdate: 600,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { value?: unknown }) => (Array.isArray(p.value) ? tooltip(Number(p.value[2])) : ''),
    },
    geo: {
      map: WORLD_MAP,
      roam: true,
      center: view.center,
      zoom: view.zoom,
      scaleLimit: { min: 1, max: MAX_ZOOM },
      itemStyle: { areaColor: '#f3f1ec', borderColor: '#b3bcc6', borderWidth: 0.6 },
      // The countries are the background: no hover, no tooltip (Natural Earth names are English only).
      // A tooltip `show: false` here would also silence the markers' tooltips, which ECharts inherits from the geo.
      silent: true,
      emphasis: { disabled: true },
      select: { disabled: true },
    },
  };
}
