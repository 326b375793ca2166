import { memo } from 'react';
import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { MatrixStation } from '../../shared/fleetMap';
import { formatCapacity, formatEnergy, formatPower } from '../../shared/formatters';
import { formatZonedTime } from '../../shared/zonedTime';
import { stateCause } from '../../shared/stationStateCause';
import { stateTag } from '../station-navigator/stationState';
import { conditionOf } from '../map/stationState';
import { dayEnergyOf } from './matrixOrder';
import { FreshAge, FreshValue } from '../../engine/FreshValue';
import { freshnessOf } from '../../engine/freshness';

export interface MatrixCardProps {
  station: MatrixStation;
  /** The language the figures are written in; a change redraws the card. */
  locale: string;
  onOpen(station: MatrixStation): void;
}

/** The fields a card shows: a poll that changes none of them does not redraw the card. */
const SHOWN: (keyof MatrixStation)[] = [
  'psId',
  'psName',
  'psType',
  'capacity',
  'capacityUnit',
  'acPower',
  'dayCap',
  'dayDischarge',
  'pstate',
  'abnormalNbqNum',
  'abnormalBranchNum',
  'quality',
];

export function sameCard(a: MatrixCardProps, b: MatrixCardProps): boolean {
  return (
    a.locale === b.locale &&
    a.onOpen === b.onOpen &&
    SHOWN.every((k) => a.station[k] === b.station[k]) &&
    // The time shows only on a stale card (its age); a live card's new time alone does not redraw it.
    (b.station.quality === 'good' || a.station.time === b.station.time)
  );
}

/** One station of the real-time monitoring matrix: state, power now, energy today and abnormal inverters. */
export const MatrixCard = memo(function MatrixCard({ station, locale, onOpen }: MatrixCardProps) {
  const { t } = useTranslation();
  const tag = stateTag(station.pstate);
  const energy = dayEnergyOf(station);
  const freshness = freshnessOf(station);
  return (
    <button
      type="button"
      className={`portal-matrix-card ${conditionOf(station.pstate)}`}
      onClick={() => onOpen(station)}
      data-testid="matrix-card"
      data-ps-id={station.psId}
    >
      <span className="portal-matrix-card-name" title={station.psName}>
        {station.psName}
      </span>
      <div className="portal-matrix-card-meta">
        <span className="portal-muted">
          {t(`dict.ps_type.${station.psType}`)} · {formatCapacity(station.capacity, station.capacityUnit, locale)}
        </span>
        <Tag
          minimal
          intent={tag.intent}
          htmlTitle={stateCause(station, t, (ms) => formatZonedTime(ms, locale, station.timeZone, 'minute')) ?? undefined}
        >
          {t(tag.key)}
          {/* The card's height is fixed (a virtual grid): the age of old figures goes beside the state. */}
          {freshness && (
            <>
              {' · '}
              <FreshAge freshness={freshness} />
            </>
          )}
        </Tag>
      </div>
      <FreshValue freshness={freshness} age={false} timeZone={station.timeZone}>
        <dl className="portal-matrix-card-figures">
          <div>
            <dt>{t(station.psType === 'ES' ? 'matrix.storagePower' : 'matrix.power')}</dt>
            <dd data-figure="power">{station.acPower === null ? '—' : formatPower(station.acPower, locale)}</dd>
          </div>
          <div>
            <dt>{t(station.psType === 'ES' ? 'matrix.dayDischarge' : 'matrix.dayEnergy')}</dt>
            <dd>{energy === null ? '—' : formatEnergy(energy, locale)}</dd>
          </div>
          <div>
            <dt>{t('matrix.abnormalInverters')}</dt>
            <dd className={station.abnormalNbqNum ? 'portal-matrix-alert' : undefined}>{station.abnormalNbqNum ?? '—'}</dd>
          </div>
        </dl>
      </FreshValue>
    </button>
  );
}, sameCard);
