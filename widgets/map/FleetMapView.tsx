import { lazy, Suspense, useState } from 'react';
import { Button, Card, Spinner, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { DictEntry, Label } from '../../api/types';
import type { FleetMapStation } from '../../shared/fleetMap';
import type { StationSearchStore } from '../../stores/stationSearchStore';
import { formatCapacity, formatPower } from '../../shared/formatters';
import { StationNavigator } from '../station-navigator/StationNavigator';
import { stateTag } from '../station-navigator/stationState';
import { CONDITION_COLORS, conditionOf, countConditions } from './stationState';
import { tooltipHtml } from './mapOption';
import { MapLegend } from './MapLegend';
import { MapStationCard } from './MapStationCard';
import './map.css';

// The map, ECharts' geo code and the world atlas load with the first map, so other pages carry none of them.
const FleetMapChart = lazy(() => import('./FleetMapChart'));

export const DEFAULT_FOCUS_ZOOM = 8;

export interface FleetMapViewProps {
  /** The stations list beside the map. */
  store: StationSearchStore;
  stationTypes: DictEntry[];
  pvTypes: DictEntry[];
  labels: Label[];
  /** Asks the list's failed source again; absent while it answers. */
  retry?(): void;
  /** The markers: every station the list's search and filter reach, with live state and power. */
  stations: readonly FleetMapStation[];
  focusZoom?: number;
  /** Opens a station: makes it the current plant and goes to its home. */
  onOpen(psId: number): void;
}

/**
 * Map navigation (spec-digest 000 §2): the stations list beside an offline world map. A click on an entry (or a marker)
 * highlights the station: the map centres on it and its marker ripples. A second click on the highlighted
 * entry, or the card's "Open station", opens it.
 */
export function FleetMapView(props: FleetMapViewProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [frameRequest, setFrameRequest] = useState(0);
  const station = highlighted === null ? undefined : props.stations.find((s) => s.psId === highlighted);

  const tooltip = (s: FleetMapStation) =>
    tooltipHtml({
      name: s.psName,
      lines: [
        [t('map.type'), t(`dict.ps_type.${s.psType}`)],
        [t('map.capacity'), formatCapacity(s.capacity, s.capacityUnit, locale)],
        [t('map.power'), s.acPower === null ? '—' : formatPower(s.acPower, locale)],
      ],
      stateText: t(stateTag(s.pstate).key),
      color: CONDITION_COLORS[conditionOf(s.pstate)],
    });

  return (
    <div className="portal-fleet-map">
      <Card className="portal-fleet-map-panel">
        <StationNavigator
          store={props.store}
          stationTypes={props.stationTypes}
          pvTypes={props.pvTypes}
          labels={props.labels}
          retry={props.retry}
          selectedPsId={highlighted}
          onSelect={(s) => (s.psId === highlighted ? props.onOpen(s.psId) : setHighlighted(s.psId))}
        />
      </Card>
      <Card className="portal-fleet-map-area">
        <Suspense fallback={<Spinner aria-busy className="portal-page-spinner" />}>
          <FleetMapChart
            stations={props.stations}
            highlightedPsId={highlighted}
            focusZoom={props.focusZoom ?? DEFAULT_FOCUS_ZOOM}
            frameRequest={frameRequest}
            tooltip={tooltip}
            onPick={setHighlighted}
          />
        </Suspense>
        <MapLegend counts={countConditions(props.stations.map((s) => s.pstate))} />
        <Tooltip content={t('map.wholeFleet')} placement="left" className="portal-fleet-map-frame">
          <Button icon="zoom-to-fit" aria-label={t('map.wholeFleet')} onClick={() => setFrameRequest((n) => n + 1)} />
        </Tooltip>
        {station && <MapStationCard station={station} onOpen={props.onOpen} onClose={() => setHighlighted(null)} />}
        <div className="portal-muted portal-fleet-map-hint">{t('map.hint')}</div>
      </Card>
    </div>
  );
}
