import { useState } from 'react';
import { Button, Callout, Card, H4, HTMLTable } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StationNavigator } from '../../widgets/station-navigator/StationNavigator';
import { StationSearchStore } from '../../stores/stationSearchStore';
import { useNavigatorOptions } from '../layout/useNavigatorOptions';
import { useSelectStation } from '../layout/useSelectStation';
import { formatCapacity } from '../../engine/formatters';
import type { Station } from '../api/types';

/**
 * Map navigation (`/monitors`): the stations panel, where a first click highlights a station and "open"
 * selects it. The offline map beside it comes with the monitoring screens.
 */
export default observer(function StationsPage() {
  const { t, i18n } = useTranslation();
  const [store] = useState(() => new StationSearchStore());
  const [highlighted, setHighlighted] = useState<Station | null>(null);
  const options = useNavigatorOptions();
  const selectStation = useSelectStation();
  const rows: [string, string][] = highlighted
    ? [
        [t('stations.type'), t(`dict.ps_type.${highlighted.psType}`)],
        [t('stations.capacity'), formatCapacity(highlighted.capacity, highlighted.capUnit, i18n.language)],
        [
          t('stations.battery'),
          highlighted.batteryCapacity ? formatCapacity(highlighted.batteryCapacity, 'kWh', i18n.language) : '—',
        ],
        [t('stations.location'), `${highlighted.district ?? ''} (${highlighted.country})`],
        [t('stations.coordinates'), `${highlighted.latitude.toFixed(3)}, ${highlighted.longitude.toFixed(3)}`],
        [t('stations.timeZone'), highlighted.timeZone],
      ]
    : [];
  return (
    <div className="portal-stations-page">
      <Card className="portal-stations-panel">
        <StationNavigator
          store={store}
          {...options}
          selectedPsId={highlighted?.psId}
          onSelect={(s) => (highlighted?.psId === s.psId ? void selectStation(s) : setHighlighted(s))}
        />
      </Card>
      <div className="portal-stations-detail">
        <Callout intent="primary" icon="map">
          {t('stations.mapLater')}
        </Callout>
        {highlighted ? (
          <Card className="portal-stations-card" data-testid="highlighted-station">
            <H4>{highlighted.psName}</H4>
            <HTMLTable compact>
              <tbody>
                {rows.map(([label, value]) => (
                  <tr key={label}>
                    <th>{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <Button
              intent="primary"
              icon="log-in"
              text={t('stations.open')}
              onClick={() => void selectStation(highlighted)}
              data-testid="open-station"
            />
          </Card>
        ) : (
          <Card className="portal-stations-card portal-muted">{t('stations.hint')}</Card>
        )}
      </div>
    </div>
  );
});
