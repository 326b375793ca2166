import { memo } from 'react';
import { Tag, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { Station, StationLive } from '../../api/types';
import { formatCapacity, formatEnergy, formatEnergyIn, formatFixed, unitDigits } from '../../shared/formatters';
import { stateTag } from './stationState';
import { formatZonedTime } from '../../shared/zonedTime';
import { stateCause } from '../../shared/stationStateCause';
import { FreshValue } from '../../engine/FreshValue';
import { freshnessOf } from '../../engine/freshness';

export interface StationEntryProps {
  station: Station;
  /** Latest live values; absent until the first poll answers. */
  live?: StationLive;
  selected?: boolean;
  onClick?(station: Station): void;
}

/** A value as the server scaled it, or a dash when the live store has none. */
function scaled(value: number | null | undefined, unit: string, locale: string): string {
  return value === null || value === undefined ? '—' : `${formatFixed(value, unitDigits(unit), locale)} ${unit}`;
}

function energy(value: number | null | undefined, locale: string): string {
  return value === null || value === undefined ? '—' : formatEnergy(value, locale);
}

/**
 * One station in the plant navigator: photo, name, capacity, state and two live values. It renders again only
 * when one of them changed (a poll keeps the live object of a station whose values stayed the same).
 */
export const StationEntry = memo(function StationEntry({ station, live, selected, onClick }: StationEntryProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const tag = stateTag(live?.pstate ?? station.state);
  const storage = station.psType === 'ES';
  const values = storage
    ? [
        { label: t('navigator.dayCharge'), text: energy(live?.dayCharge, locale) },
        { label: t('navigator.dayDischarge'), text: energy(live?.dayDischarge, locale) },
      ]
    : [
        { label: t('navigator.power'), text: scaled(live?.acPower, live?.powerUnit ?? 'kW', locale) },
        {
          label: t('navigator.dayEnergy'),
          // The server scales as the spec does (10k kWh); the reader's language picks its own unit.
          text: live?.dayCap === null || live?.dayCap === undefined ? '—' : formatEnergyIn(live.dayCap, live.capUnit, locale),
        },
      ];
  const photo = station.photo ? `/prod-api${station.photo}` : station.psType === 'PV' ? '/station-pv.svg' : '/station-other.svg';
  return (
    <button
      type="button"
      className={`portal-station-entry${selected ? ' selected' : ''}`}
      onClick={() => onClick?.(station)}
      data-testid="station-entry"
      data-ps-id={station.psId}
    >
      <img className="portal-station-photo" src={photo} alt="" loading="lazy" />
      <div className="portal-station-body">
        <div className="portal-station-head">
          <Tooltip content={station.psName} placement="top" className="portal-station-name-wrap">
            <span className="portal-station-name">{station.psName}</span>
          </Tooltip>
          <Tag
            minimal
            intent={tag.intent}
            className="portal-station-state"
            htmlTitle={
              stateCause({ ...live, pstate: live?.pstate ?? station.state }, t, (ms) =>
                formatZonedTime(ms, locale, station.timeZone, 'minute'),
              ) ?? undefined
            }
          >
            {t(tag.key)}
          </Tag>
        </div>
        <div className="portal-muted portal-station-meta">
          {t(`dict.ps_type.${station.psType}`)} · {formatCapacity(station.capacity, station.capUnit, locale)}
          {station.batteryCapacity > 0 ? ` · ${formatCapacity(station.batteryCapacity, 'kWh', locale)}` : ''}
        </div>
        <FreshValue freshness={freshnessOf(live)} timeZone={station.timeZone}>
          <div className="portal-station-live">
            {values.map((v) => (
              <div key={v.label}>
                <span className="portal-muted">{v.label}</span>
                <strong>{v.text}</strong>
              </div>
            ))}
          </div>
        </FreshValue>
      </div>
    </button>
  );
});
