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
import { stationMatrixProps } from './matrix/props';

/** Every widget's props schema by type: what `schemas:check` and the browser validate page nodes against. */
export const WIDGET_PROPS_SCHEMAS: Record<string, object> = {
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
  'station-matrix': stationMatrixProps,
};
