import { useTranslation } from 'react-i18next';
import { CONDITION_COLORS, CONDITIONS, type StationCondition } from './stationState';

export interface MapLegendProps {
  /** Stations on the map in each state. */
  counts: Record<StationCondition, number>;
}

/** What the marker colours mean, with how many stations are in each state now. */
export function MapLegend({ counts }: MapLegendProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-fleet-map-legend" data-testid="fleet-map-legend">
      {CONDITIONS.map((c) => (
        <span key={c} className="portal-fleet-map-legend-item" data-condition={c}>
          <span className="portal-fleet-map-dot" style={{ background: CONDITION_COLORS[c] }} />
          {t(`navigator.state.${c}`)}
          <strong>{counts[c]}</strong>
        </span>
      ))}
    </div>
  );
}
