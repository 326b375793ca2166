// The one list of widget types: each type's props schema (and the old names it still answers to) as plain
// data, so the server and `schemas:check` validate pages without importing a React component. The React
// registration takes its schema from here, and a unit test keeps the registered components equal to it.
import type { WidgetProps } from '../engine/registry';
import {
  cardProps,
  colProps,
  dialogProps,
  gridProps,
  pageProps,
  revealProps,
  rowProps,
  tabsProps,
  textProps,
} from './layout/props';
import { buttonProps, datePickerProps, statCardsProps, tableProps } from './data/props';
import { crudProps } from './crud/props';
import { chartProps } from './chart/props';
import { branchTableProps, cardCarouselProps, inverterHeaderProps, pointListProps, quotaGridProps } from './monitor/props';
import { svgDiagramProps } from './diagram/props';
import { formProps } from './inline-form/props';
import { deviceControlProps } from './remote/props';
import { benchmarkTableProps, countTilesProps, fleetScopeProps, rankingListProps, stateChoiceProps } from './ranking/props';
import { powerFlowProps, stationHeaderProps, turbineCurveProps } from './home/props';
import { fleetMapProps } from './map/props';
import { stationNavigatorProps } from './station-navigator/props';
import { stationMatrixProps } from './matrix/props';
import { quotaToolbarProps, quotaTableProps } from './quotas/props';
import { alarmDetailProps, alarmFilterProps, alarmSubscriptionProps, alarmTableProps } from './alarms/props';
import { todoBoardProps, todoHistoryProps } from './todo/props';
import { noticeBoardProps } from './notice/props';
import { cellHeatmapProps, deviceCurvesProps, runSettingsProps } from './equipment/props';
import { videoPlayerProps, thermalFrameProps } from './cameras/props';
import { harmonicBarsProps } from './power-quality/props';
import { profileCardProps } from './people/props';
import { documentLibraryProps, documentVersionsProps } from './documents/props';
import { stationRegistrationProps } from './registration/props';

/**
 * Every widget type with its props schema. `satisfies` keeps its keys equal to the types the widget modules
 * declare in `WidgetProps`: a missing or extra type fails the build.
 */
export const WIDGET_MANIFEST = {
  page: pageProps,
  grid: gridProps,
  row: rowProps,
  col: colProps,
  card: cardProps,
  tabs: tabsProps,
  dialog: dialogProps,
  text: textProps,
  reveal: revealProps,
  'stat-cards': statCardsProps,
  table: tableProps,
  button: buttonProps,
  'date-picker': datePickerProps,
  crud: crudProps,
  chart: chartProps,
  'card-carousel': cardCarouselProps,
  'quota-grid': quotaGridProps,
  'branch-table': branchTableProps,
  'point-list': pointListProps,
  'inverter-header': inverterHeaderProps,
  'svg-diagram': svgDiagramProps,
  form: formProps,
  'device-control': deviceControlProps,
  'ranking-list': rankingListProps,
  'benchmark-table': benchmarkTableProps,
  'state-choice': stateChoiceProps,
  'count-tiles': countTilesProps,
  'fleet-scope': fleetScopeProps,
  'station-header': stationHeaderProps,
  'power-flow': powerFlowProps,
  'turbine-curve': turbineCurveProps,
  'fleet-map': fleetMapProps,
  'station-navigator': stationNavigatorProps,
  'station-matrix': stationMatrixProps,
  'quota-toolbar': quotaToolbarProps,
  'quota-table': quotaTableProps,
  'alarm-filter': alarmFilterProps,
  'alarm-table': alarmTableProps,
  'alarm-detail': alarmDetailProps,
  'alarm-subscription': alarmSubscriptionProps,
  'todo-board': todoBoardProps,
  'todo-history': todoHistoryProps,
  'notice-board': noticeBoardProps,
  'device-curves': deviceCurvesProps,
  'cell-heatmap': cellHeatmapProps,
  'run-settings': runSettingsProps,
  'video-player': videoPlayerProps,
  'thermal-frame': thermalFrameProps,
  'harmonic-bars': harmonicBarsProps,
  'profile-card': profileCardProps,
  'document-library': documentLibraryProps,
  'document-versions': documentVersionsProps,
  'station-registration': stationRegistrationProps,
} as const satisfies Record<keyof WidgetProps, object>;

export type WidgetType = keyof typeof WIDGET_MANIFEST;

/**
 * Old name → current name. A renamed type keeps its old name here, so stored pages go on rendering and
 * validating (Grafana's registry aliases); `schemas:check` still names the new one.
 */
export const WIDGET_ALIASES: Readonly<Record<string, WidgetType>> = {};

/** Where a widget's items come from: the prop it iterates, and props that name a field of an item. */
export interface ItemList {
  /** The prop bound to the list; `${item...}` in the widget's other props reads one element of it. */
  list: string;
  /** JSON paths of props (`*` for any array index) whose text is the name of a field of an item. */
  fields?: string[];
}

/**
 * The widgets whose templates read an item of a list. `schemas:check` follows their item bindings and field
 * names into the answer of the source the list is bound to (docs/page-schemas.md).
 */
export const WIDGET_ITEMS_FROM: Readonly<Partial<Record<WidgetType, ItemList>>> = {
  table: { list: 'rows' },
  'benchmark-table': { list: 'rows', fields: ['columns/*/field', 'sortBy'] },
  'card-carousel': { list: 'items' },
  'ranking-list': { list: 'items' },
};

/** Each type's props schema, for the validator. */
export const WIDGET_PROPS_SCHEMAS: Readonly<Record<string, object>> = WIDGET_MANIFEST;

/** The current type of a name as written in a page: itself, or what its alias points to. */
export function currentWidgetType(type: string): string {
  return (Object.hasOwn(WIDGET_ALIASES, type) && WIDGET_ALIASES[type]) || type;
}

/** The known types, sorted, for messages that explain a miss. */
export function knownWidgetTypes(): string[] {
  return Object.keys(WIDGET_MANIFEST).sort();
}
