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
 * Every widget type with its props schema, by the module of widgets/ that registers it: a page loads the
 * modules of the types it uses (widgets/index.ts), so a screen downloads only its widgets' code.
 */
export const WIDGET_MODULES = {
  'layout/LayoutWidgets': {
    page: pageProps,
    grid: gridProps,
    row: rowProps,
    col: colProps,
    card: cardProps,
    tabs: tabsProps,
    dialog: dialogProps,
    text: textProps,
  },
  'layout/RevealWidget': { reveal: revealProps },
  'data/DataWidgets': { 'stat-cards': statCardsProps, table: tableProps, button: buttonProps },
  'data/DatePickerWidget': { 'date-picker': datePickerProps },
  'crud/CrudWidget': { crud: crudProps },
  'chart/ChartWidget': { chart: chartProps },
  'monitor/CardCarousel': { 'card-carousel': cardCarouselProps },
  'monitor/QuotaGrid': { 'quota-grid': quotaGridProps },
  'monitor/BranchTable': { 'branch-table': branchTableProps },
  'monitor/PointList': { 'point-list': pointListProps },
  'monitor/InverterHeader': { 'inverter-header': inverterHeaderProps },
  'diagram/SvgDiagram': { 'svg-diagram': svgDiagramProps },
  'inline-form/FormWidget': { form: formProps },
  'remote/DeviceControl': { 'device-control': deviceControlProps },
  'ranking/RankingList': { 'ranking-list': rankingListProps },
  'ranking/BenchmarkTable': { 'benchmark-table': benchmarkTableProps },
  'ranking/StateChoice': { 'state-choice': stateChoiceProps },
  'ranking/CountTiles': { 'count-tiles': countTilesProps },
  'ranking/FleetScope': { 'fleet-scope': fleetScopeProps },
  'home/StationHeader': { 'station-header': stationHeaderProps },
  'home/PowerFlow': { 'power-flow': powerFlowProps },
  'home/TurbineCurveWidget': { 'turbine-curve': turbineCurveProps },
  'map/FleetMapWidget': { 'fleet-map': fleetMapProps },
  'station-navigator/StationNavigatorWidget': { 'station-navigator': stationNavigatorProps },
  'matrix/StationMatrixWidget': { 'station-matrix': stationMatrixProps },
  'quotas/QuotaToolbar': { 'quota-toolbar': quotaToolbarProps },
  'quotas/QuotaTable': { 'quota-table': quotaTableProps },
  'alarms/AlarmFilter': { 'alarm-filter': alarmFilterProps },
  'alarms/AlarmTable': { 'alarm-table': alarmTableProps },
  'alarms/AlarmDetail': { 'alarm-detail': alarmDetailProps },
  'alarms/AlarmSubscription': { 'alarm-subscription': alarmSubscriptionProps },
  'todo/TodoBoard': { 'todo-board': todoBoardProps },
  'todo/HistoryDrawer': { 'todo-history': todoHistoryProps },
  'notice/NoticeBoard': { 'notice-board': noticeBoardProps },
  'equipment/DeviceCurves': { 'device-curves': deviceCurvesProps },
  'equipment/CellHeatmap': { 'cell-heatmap': cellHeatmapProps },
  'equipment/RunSettingsWidget': { 'run-settings': runSettingsProps },
  'cameras/VideoPlayer': { 'video-player': videoPlayerProps },
  'cameras/ThermalFrame': { 'thermal-frame': thermalFrameProps },
  'power-quality/HarmonicBarsWidget': { 'harmonic-bars': harmonicBarsProps },
  'people/ProfileCard': { 'profile-card': profileCardProps },
  'documents/DocumentLibrary': { 'document-library': documentLibraryProps },
  'documents/VersionsDialog': { 'document-versions': documentVersionsProps },
  'registration/StationRegistrationWidget': { 'station-registration': stationRegistrationProps },
} as const;

type Modules = typeof WIDGET_MODULES;
type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (m: infer M) => void ? M : never;

/**
 * Every widget type with its props schema. Its keys equal the types the widget modules declare in
 * `WidgetProps`: a missing type fails `satisfies`, an extra one `noExtraType`, so either fails the build.
 */
export const WIDGET_MANIFEST = Object.assign({}, ...Object.values(WIDGET_MODULES)) as Merged<
  Modules[keyof Modules]
> satisfies Record<keyof WidgetProps, object>;

export type WidgetType = keyof typeof WIDGET_MANIFEST;
export const noExtraType: [Exclude<WidgetType, keyof WidgetProps>] extends [never] ? true : never = true;

/** The module of widgets/ that registers a type (`alarms/AlarmTable`). */
export const WIDGET_MODULE_OF = Object.fromEntries(
  Object.entries(WIDGET_MODULES).flatMap(([module, types]) => Object.keys(types).map((type) => [type, module])),
) as Record<WidgetType, keyof Modules>;

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
