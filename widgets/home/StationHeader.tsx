import { useEffect } from 'react';
import { Card, H4, Icon, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useNow } from '../../engine/clock';
import { formatCapacity } from '../../shared/formatters';
import { stateTag } from '../station-navigator/stationState';
import { formatZonedTime } from '../../shared/zonedTime';
import { stateCause } from '../../shared/stationStateCause';
import { stationClock, stationDay, usableZone } from './stationClock';
import type { StationHeaderProps } from './props';
import { FollowStar } from '../follow/FollowStar';
import './home.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'station-header': StationHeaderProps;
  }
}

const CAPACITY_UNITS = ['kWp', 'kW'] as const;

/**
 * The head of a station home: name, state, capacity and the station's own clock. The fleet spans time zones,
 * so "today" on a home is the station's day; the widget publishes that day to page state, where the events
 * source reads its bounds.
 */
export const StationHeaderWidget = observer(function StationHeaderWidget({
  props,
  runtime,
}: WidgetRenderProps<StationHeaderProps>) {
  const { t, i18n } = useTranslation();
  const zone = usableZone(props.timeZone);
  const now = useNow(1000);

  const today = stationDay(zone, now);
  const published = props.dayState
    ? (runtime.state[props.dayState] as { day?: string; beginTime?: number } | undefined)
    : undefined;
  // Nothing is published before the station's zone is known: a browser-zone day would fetch the wrong events.
  const zoneKnown = typeof props.timeZone === 'string' && props.timeZone !== '';
  const stale =
    zoneKnown && Boolean(props.dayState) && (published?.day !== today.day || published?.beginTime !== today.beginTime);
  useEffect(() => {
    // Only a new day (midnight, or another station's zone) changes the state, so the events source is not re-asked every second.
    if (stale && props.dayState) runtime.setState(props.dayState, today);
  }, [stale, props.dayState, runtime, today]);

  const clock = stationClock(zone, now);
  const tag = props.pstate === null || props.pstate === undefined ? null : stateTag(Number(props.pstate));
  const unit = CAPACITY_UNITS.find((u) => u === props.capacityUnit) ?? 'kW';
  const battery = typeof props.batteryCapacity === 'number' && props.batteryCapacity > 0 ? props.batteryCapacity : null;
  return (
    <Card className="portal-station-header" compact>
      <div className="portal-station-header-name">
        <H4>{typeof props.name === 'string' && props.name ? props.name : '—'}</H4>
        {typeof props.psId === 'number' && (
          <FollowStar psId={props.psId} psName={typeof props.name === 'string' ? props.name : ''} className="inline" />
        )}
        {tag && (
          <Tag
            intent={tag.intent}
            minimal
            round
            htmlTitle={
              stateCause(
                {
                  pstate: Number(props.pstate),
                  abnormalNbqNum: typeof props.abnormalNbqNum === 'number' ? props.abnormalNbqNum : null,
                  abnormalBranchNum: typeof props.abnormalBranchNum === 'number' ? props.abnormalBranchNum : null,
                },
                t,
                (ms) => formatZonedTime(ms, i18n.language, zone, 'minute'),
              ) ?? undefined
            }
          >
            {t(tag.key)}
          </Tag>
        )}
      </div>
      <dl className="portal-station-header-facts">
        <div>
          <dt>{t('home.capacity')}</dt>
          <dd>{typeof props.capacity === 'number' ? formatCapacity(props.capacity, unit, i18n.language) : '—'}</dd>
        </div>
        {battery !== null && (
          <div>
            <dt>{t('home.batteryCapacity')}</dt>
            <dd>{formatCapacity(battery, 'kWh', i18n.language)}</dd>
          </div>
        )}
        <div>
          <dt>
            <Icon icon="time" size={12} /> {t('home.stationTime')}
          </dt>
          <dd title={zone}>
            {clock.time}{' '}
            <span className="portal-muted">
              {zone} ({clock.offset})
            </span>
          </dd>
        </div>
      </dl>
    </Card>
  );
});

registerWidget('station-header', StationHeaderWidget);
