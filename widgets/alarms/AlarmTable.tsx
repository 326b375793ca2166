import { useState } from 'react';
import { Button, ButtonGroup, Checkbox, HTMLTable, NonIdealState, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { getPath } from '../../engine/path';
import { useStores } from '../../stores/rootStore';
import { confirmEvents, removeEvents, unshelveEvent, type EventRow } from '../../api/events';
import { Pagination } from '../data/Pagination';
import type { AlarmTableProps } from './props';
import { LEVEL_INTENT, stationTime } from './alarmLevels';
import { ConfirmDialog } from './ConfirmDialog';
import { ShelveDialog } from './ShelveDialog';
import { AlarmDetail } from './AlarmDetail';

declare module '../../engine/registry' {
  interface WidgetProps {
    'alarm-table': AlarmTableProps;
  }
}

/** An alarm occurrence, which is acknowledged; a vanish or a remote command's record is journal only. */
const isAlarm = (e: EventRow) => e.action === 1 && e.eventType !== 2 && e.eventType !== 3;

/** Where an alarm is in its lifecycle (ISA-18.2): active or cleared, acknowledged or not. */
function LifecycleTags({ e }: { e: EventRow }) {
  const { t } = useTranslation();
  if (!isAlarm(e)) return null;
  return (
    <>
      <Tag minimal intent={e.active ? 'danger' : 'success'}>
        {t(e.active ? 'events.state.active' : 'events.state.cleared')}
      </Tag>{' '}
      {e.repeats > 0 && (
        <Tag minimal intent="warning" title={t('events.chatterHint')}>
          {t('events.chatter', { count: e.repeats })}
        </Tag>
      )}
      {e.shelved && (
        <Tag minimal icon="eye-off">
          {t('events.shelvedTag')}
        </Tag>
      )}
    </>
  );
}

/**
 * The events of the filter, coloured by level, newest first: acknowledge one or the ticked ones, shelve a point,
 * remove, and open an event's detail with its point's curve. Remote commands name who sent them.
 */
export const AlarmTableWidget = observer(function AlarmTableWidget({ props, runtime }: WidgetRenderProps<AlarmTableProps>) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const rows = Array.isArray(props.rows) ? (props.rows as EventRow[]) : [];
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [shelving, setShelving] = useState<EventRow | null>(null);
  const [detail, setDetail] = useState<EventRow | null>(null);
  const refresh = () => runtime.refresh(props.refresh);
  const canConfirm = session.hasPermission('event:event:confirm');
  const canShelve = session.hasPermission('event:event:shelve');
  const canRemove = session.hasPermission('event:event:remove');
  const open = rows.filter((r) => ticked.has(r.eventId));
  const pageNum = Number(getPath(runtime.state, `${props.state}.pageNum`) ?? 1);
  const pageSize = Number(getPath(runtime.state, `${props.state}.pageSize`) ?? 20);
  // The list of one station does not repeat its name on every row.
  const oneStation = getPath(runtime.state, `${props.state}.psId`) != null;

  const tick = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="portal-alarm-table">
      {(canConfirm || canRemove) && (
        <ButtonGroup className="portal-alarm-bulk">
          {canConfirm && (
            <Button
              icon="tick"
              text={t('events.confirmSelected', { count: open.length })}
              disabled={!open.some((r) => isAlarm(r) && !r.confirmed)}
              onClick={() => setConfirming(open.filter((r) => isAlarm(r) && !r.confirmed).map((r) => r.eventId))}
            />
          )}
          {canRemove && (
            <Button
              icon="trash"
              intent="danger"
              text={t('events.removeSelected', { count: open.length })}
              disabled={!open.length}
              onClick={async () => {
                if (!window.confirm(t('events.removeQuestion', { count: open.length }))) return;
                await removeEvents(open.map((r) => r.eventId));
                setTicked(new Set());
                await refresh();
              }}
            />
          )}
        </ButtonGroup>
      )}
      <div className="portal-alarm-scroll">
        <HTMLTable compact interactive className="portal-alarm-rows">
          <thead>
            <tr>
              <th aria-label={t('events.select')} />
              <th>{t('events.time')}</th>
              {!oneStation && <th>{t('events.station')}</th>}
              <th>{t('events.device')}</th>
              <th>{t('events.levelColumn')}</th>
              <th>{t('events.type')}</th>
              <th>{t('events.action')}</th>
              <th>{t('events.content')}</th>
              <th>{t('events.confirmedColumn')}</th>
              <th>{t('events.operations')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.eventId} className={`portal-alarm-level-${e.level}`} onClick={() => setDetail(e)}>
                <td onClick={(click) => click.stopPropagation()}>
                  <Checkbox checked={ticked.has(e.eventId)} onChange={() => tick(e.eventId)} aria-label={t('events.select')} />
                </td>
                <td className="portal-nowrap">{stationTime(e.eventTime, e.timeZone, i18n.language)}</td>
                {!oneStation && <td>{e.psName}</td>}
                <td>{e.equipName ?? '—'}</td>
                <td className="portal-nowrap">
                  <Tag intent={LEVEL_INTENT[e.level]}>{t(`events.level.${e.level}`)}</Tag>
                </td>
                <td className="portal-nowrap">{t(`events.types.${e.eventType}`)}</td>
                <td className="portal-nowrap">{t(`events.actions.${e.action}`)}</td>
                <td className="portal-alarm-content">
                  {e.content} <LifecycleTags e={e} />
                </td>
                <td className="portal-nowrap">
                  {e.active ? t('events.state.active') : e.clearedAt !== null ? t('events.state.cleared') : '—'}
                </td>
                <td className="portal-nowrap" title={e.confirmComment ?? undefined}>
                  {!isAlarm(e)
                    ? '—'
                    : e.confirmed
                      ? (e.confirmedBy ?? t('events.confirmedState.1'))
                      : t('events.confirmedState.0')}
                </td>
                <td className="portal-nowrap" onClick={(click) => click.stopPropagation()}>
                  {canConfirm && isAlarm(e) && !e.confirmed && (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="tick"
                      text={t('events.confirm')}
                      onClick={() => setConfirming([e.eventId])}
                    />
                  )}
                  {canShelve && e.pointCode && e.eventType !== 2 && e.eventType !== 3 && (
                    <Button
                      size="small"
                      variant="minimal"
                      icon={e.shelved ? 'eye-open' : 'eye-off'}
                      text={t(e.shelved ? 'events.unshelve' : 'events.shelve')}
                      onClick={async () => {
                        if (!e.shelved) return setShelving(e);
                        await unshelveEvent(e.eventId);
                        await refresh();
                      }}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      {rows.length === 0 && <NonIdealState icon="inbox" description={t('events.empty')} />}
      <Pagination
        total={Number(props.total ?? 0)}
        pageNum={pageNum}
        pageSize={pageSize}
        onChange={(num, size) => {
          runtime.setState(`${props.state}.pageNum`, num);
          runtime.setState(`${props.state}.pageSize`, size);
        }}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title={t('events.confirmTitle', { count: confirming?.length ?? 0 })}
        onClose={() => setConfirming(null)}
        onConfirm={async (comment) => {
          await confirmEvents(confirming ?? [], comment);
          setTicked(new Set());
          await refresh();
        }}
      />
      <ShelveDialog event={shelving} onClose={() => setShelving(null)} onShelved={() => void refresh()} />
      <AlarmDetail event={detail} onClose={() => setDetail(null)} />
    </div>
  );
});

registerWidget('alarm-table', AlarmTableWidget);
