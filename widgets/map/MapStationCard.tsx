import { Button, Card, H5, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { FleetMapStation } from '../../shared/fleetMap';
import { formatCapacity, formatPower } from '../../shared/formatters';
import { stateTag } from '../station-navigator/stationState';
import { FreshValue } from '../../engine/FreshValue';
import { freshnessOf } from '../../engine/freshness';

export interface MapStationCardProps {
  station: FleetMapStation;
  onOpen(psId: number): void;
  onClose(): void;
}

/** The highlighted station over the map: what it is, its state and power now, and the way into it. */
export function MapStationCard({ station, onOpen, onClose }: MapStationCardProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const tag = stateTag(station.pstate);
  const rows: [string, string][] = [
    [t('map.type'), t(`dict.ps_type.${station.psType}`)],
    [t('map.capacity'), formatCapacity(station.capacity, station.capacityUnit, locale)],
    ...(station.batteryCapacity > 0
      ? [[t('map.battery'), formatCapacity(station.batteryCapacity, 'kWh', locale)] as [string, string]]
      : []),
    [t('map.power'), station.acPower === null ? '—' : formatPower(station.acPower, locale)],
    [t('map.location'), [station.district, station.country].filter(Boolean).join(', ')],
  ];
  return (
    <Card className="portal-fleet-map-card" elevation={2} data-testid="highlighted-station" data-ps-id={station.psId}>
      <div className="portal-fleet-map-card-head">
        <H5 title={station.psName}>{station.psName}</H5>
        <Button variant="minimal" size="small" icon="cross" aria-label={t('map.close')} onClick={onClose} />
      </div>
      <Tag minimal intent={tag.intent}>
        {t(tag.key)}
      </Tag>
      <FreshValue freshness={freshnessOf(station)}>
        <dl className="portal-fleet-map-card-rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </FreshValue>
      <Button
        intent="primary"
        icon="log-in"
        fill
        text={t('map.open')}
        onClick={() => onOpen(station.psId)}
        data-testid="open-station"
      />
    </Card>
  );
}
