import { Drawer, DrawerSize, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import type { EventCurve } from '../../api/alarms';
import type { AlarmDetailProps } from './props';
import { FactsTable } from '../data/FactsTable';
import { slotQualityNote, type ChartOption } from '../chart/chartOption';
import { slotQualities } from '../../shared/slotQuality';
import { LEVEL_INTENT, stationTime } from './alarmLevels';
import { formatDateTime } from '../../shared/dates';
import { offsetLabel, readerZone, sameClock } from '../../shared/zonedTime';
import { LazyEChart } from '../chart/LazyEChart';

declare module '../../engine/registry' {
  interface WidgetProps {
    'alarm-detail': AlarmDetailProps;
  }
}

/** The point's history around the event, with the event's moment marked and late or estimated slots named. */
function curveOption(curve: EventCurve, timeZone: string, t: (key: string) => string, locale: string): ChartOption {
  // The ticks are on the station's clock; its offset is said once, as the axis' name, where the reader's differs.
  const clock = (ms: number) => formatDateTime(ms, locale, 'timeMinute', timeZone);
  const categories = curve.times.map(clock);
  const zoneName = sameClock(timeZone, readerZone(), curve.eventTime) ? undefined : offsetLabel(timeZone, curve.eventTime);
  const qualities = slotQualities(curve.slotQuality, curve.values.length);
  // The slot the event falls in: the last one starting at or before it.
  const at = curve.times.filter((time) => time <= curve.eventTime).length - 1;
  return {
    grid: { left: 48, right: zoneName ? 56 : 16, top: 24, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: categories, boundaryGap: false, name: zoneName, nameGap: 4 },
    yAxis: { type: 'value', name: curve.unit, scale: true },
    series: [
      {
        type: 'line',
        name: curve.name,
        data: curve.values,
        showSymbol: false,
        connectNulls: false,
        tooltip: {
          valueFormatter: (v: unknown, index: number) =>
            (typeof v === 'number' ? v.toLocaleString(locale) : '—') + slotQualityNote(qualities[index], t),
        },
        markLine:
          at >= 0
            ? {
                symbol: 'none',
                label: { formatter: t('alarms.eventMoment') },
                lineStyle: { color: '#cd4246' },
                data: [{ xAxis: categories[at] }],
              }
            : undefined,
      },
    ],
  } as ChartOption;
}

/**
 * One event in full, the one the table opened (page state): its lifecycle, who acknowledged it, and its point's
 * curve around the event time, which the page's source asks for while an event of a point is open.
 */
export function AlarmDetailWidget({ props, runtime }: WidgetRenderProps<AlarmDetailProps>) {
  const { t, i18n } = useTranslation();
  const event = props.event ?? null;
  const curve = props.curve;
  const onClose = () => runtime.setState(props.state, null);

  const when = (ms: number | null) => stationTime(ms, event?.timeZone, i18n.language);
  const rows: [string, React.ReactNode][] = event
    ? [
        ['alarms.time', when(event.eventTime)],
        ['alarms.station', event.psName],
        ['alarms.device', event.equipName ?? '—'],
        ['alarms.levelColumn', <Tag intent={LEVEL_INTENT[event.level]}>{t(`alarms.level.${event.level}`)}</Tag>],
        ['alarms.type', t(`alarms.types.${event.eventType}`)],
        ['alarms.content', event.content],
        [
          'alarms.stateColumn',
          t(event.active ? 'alarms.state.active' : event.clearedAt !== null ? 'alarms.state.cleared' : 'alarms.state.none'),
        ],
        ['alarms.clearedAt', when(event.clearedAt)],
        ['alarms.repeats', event.repeats ? String(event.repeats) : '—'],
        ['alarms.confirmedBy', event.confirmedBy ?? '—'],
        ['alarms.confirmedAt', when(event.confirmedAt)],
        ['alarms.comment', event.confirmComment ?? '—'],
      ]
    : [];

  return (
    <Drawer isOpen={event !== null} onClose={onClose} title={t('alarms.detail')} size={DrawerSize.STANDARD} icon="notifications">
      <div className="portal-alarm-detail">
        <FactsTable className="portal-alarm-facts" rows={rows} />
        {event?.pointCode &&
          (curve === undefined ? (
            <Spinner size={24} />
          ) : curve && curve.times.length ? (
            <>
              <div className="portal-muted">{curve.unit ? `${curve.name} (${curve.unit})` : curve.name}</div>
              <LazyEChart option={curveOption(curve, event.timeZone, t, i18n.language)} height={240} />
            </>
          ) : (
            <NonIdealState icon="timeline-line-chart" description={t('alarms.noCurve')} />
          ))}
      </div>
    </Drawer>
  );
}

registerWidget('alarm-detail', AlarmDetailWidget);
