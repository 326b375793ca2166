import { useState } from 'react';
import { Button, ButtonGroup, Checkbox, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { getPath } from '../../engine/path';
import { useStores } from '../../stores/rootStore';
import { confirmEvents, removeEvents, unshelveEvent, type EventRow } from '../../api/alarms';
import { Pagination } from '../data/Pagination';
import { DataTable, type DataColumn } from '../table/DataTable';
import type { AlarmTableProps } from './props';
import { isAcknowledgeable } from '../../shared/eventFilter';
import { LEVEL_INTENT, stationTime } from './alarmLevels';
import { ConfirmDialog } from './ConfirmDialog';
import { ShelveDialog } from './ShelveDialog';

declare module '../../engine/registry' {
  interface WidgetProps {
    'alarm-table': AlarmTableProps;
  }
}

/** Where an alarm is in its lifecycle (ISA-18.2): active or cleared, acknowledged or not. */
function LifecycleTags({ e }: { e: EventRow }) {
  const { t } = useTranslation();
  if (!isAcknowledgeable(e)) return null;
  return (
    <>
      <Tag minimal intent={e.active ? 'danger' : 'success'}>
        {t(e.active ? 'alarms.state.active' : 'alarms.state.cleared')}
      </Tag>{' '}
      {e.repeats > 0 && (
        <Tag minimal intent="warning" title={t('alarms.chatterHint')}>
          {t('alarms.chatter', { count: e.repeats })}
        </Tag>
      )}
      {e.shelved && (
        <Tag minimal icon="eye-off">
          {t('alarms.shelvedTag')}
        </Tag>
      )}
    </>
  );
}

/**
 * The events of the filter, coloured by level, newest first: acknowledge one or the ticked ones, shelve a point,
 * remove, and open an event's detail (page state, which the `alarm-detail` shows). Remote commands name who sent them.
 */
export const AlarmTableWidget = observer(function AlarmTableWidget({ props, runtime }: WidgetRenderProps<AlarmTableProps>) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  const rows = Array.isArray(props.rows) ? props.rows : [];
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [shelving, setShelving] = useState<EventRow | null>(null);
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

  const columns: DataColumn<EventRow>[] = [
    {
      id: 'tick',
      header: '',
      kind: 'check',
      render: (e) => (
        <Checkbox checked={ticked.has(e.eventId)} onChange={() => tick(e.eventId)} aria-label={t('alarms.select')} />
      ),
      // The level's colour runs down the row's left edge.
      cellClass: (e) => `portal-alarm-level-${e.level}`,
    },
    { id: 'time', header: t('alarms.time'), kind: 'date', render: (e) => stationTime(e.eventTime, e.timeZone, i18n.language) },
    ...(oneStation
      ? []
      : [{ id: 'station', header: t('alarms.station'), kind: 'text' as const, render: (e: EventRow) => e.psName }]),
    { id: 'device', header: t('alarms.device'), kind: 'text', render: (e) => e.equipName ?? '—' },
    {
      id: 'level',
      header: t('alarms.levelColumn'),
      kind: 'status',
      render: (e) => <Tag intent={LEVEL_INTENT[e.level]}>{t(`alarms.level.${e.level}`)}</Tag>,
    },
    // What happened comes right after its level, on the first screen; type and action are details.
    {
      id: 'content',
      header: t('alarms.content'),
      kind: 'text',
      width: 360,
      render: (e) => (
        <span className="portal-alarm-content">
          {e.content} <LifecycleTags e={e} />
        </span>
      ),
      cellTitle: (e) => e.content,
    },
    { id: 'type', header: t('alarms.type'), kind: 'status', render: (e) => t(`alarms.types.${e.eventType}`) },
    { id: 'action', header: t('alarms.action'), kind: 'status', render: (e) => t(`alarms.actions.${e.action}`) },
    {
      id: 'state',
      header: t('alarms.stateColumn'),
      kind: 'status',
      render: (e) => (e.active ? t('alarms.state.active') : e.clearedAt !== null ? t('alarms.state.cleared') : '—'),
    },
    {
      id: 'confirmed',
      header: t('alarms.confirmedColumn'),
      kind: 'status',
      render: (e) =>
        !isAcknowledgeable(e)
          ? '—'
          : e.confirmed
            ? (e.confirmedBy ?? t('alarms.confirmedState.1'))
            : t('alarms.confirmedState.0'),
      cellTitle: (e) => e.confirmComment ?? undefined,
    },
    {
      id: 'operations',
      header: t('alarms.operations'),
      kind: 'actions',
      render: (e) => (
        <>
          {canConfirm && isAcknowledgeable(e) && !e.confirmed && (
            <Button
              size="small"
              variant="minimal"
              icon="tick"
              text={t('alarms.confirm')}
              onClick={() => setConfirming([e.eventId])}
            />
          )}
          {canShelve && e.pointCode && e.eventType !== 2 && e.eventType !== 3 && (
            <Button
              size="small"
              variant="minimal"
              icon={e.shelved ? 'eye-open' : 'eye-off'}
              text={t(e.shelved ? 'alarms.unshelve' : 'alarms.shelve')}
              onClick={async () => {
                if (!e.shelved) return setShelving(e);
                await unshelveEvent(e.eventId);
                await refresh();
              }}
            />
          )}
        </>
      ),
    },
  ];

  return (
    <div className="portal-alarm-table">
      {(canConfirm || canRemove) && (
        <ButtonGroup className="portal-alarm-bulk">
          {canConfirm && (
            <Button
              icon="tick"
              text={t('alarms.confirmSelected', { count: open.length })}
              disabled={!open.some((r) => isAcknowledgeable(r) && !r.confirmed)}
              onClick={() => setConfirming(open.filter((r) => isAcknowledgeable(r) && !r.confirmed).map((r) => r.eventId))}
            />
          )}
          {canRemove && (
            <Button
              icon="trash"
              intent="danger"
              text={t('alarms.removeSelected', { count: open.length })}
              disabled={!open.length}
              onClick={async () => {
                if (!window.confirm(t('alarms.removeQuestion', { count: open.length }))) return;
                await removeEvents(open.map((r) => r.eventId));
                setTicked(new Set());
                await refresh();
              }}
            />
          )}
        </ButtonGroup>
      )}
      <DataTable
        className="portal-alarm-rows"
        columns={columns}
        rows={rows}
        rowKey={(e) => String(e.eventId)}
        // The check box and the time stay while the table scrolls sideways.
        frozen={2}
        onRowClick={(e) => runtime.setState(props.detail, e)}
        empty={t('alarms.empty')}
      />
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
        title={t('alarms.confirmTitle', { count: confirming?.length ?? 0 })}
        onClose={() => setConfirming(null)}
        onConfirm={async (comment) => {
          await confirmEvents(confirming ?? [], comment);
          setTicked(new Set());
          await refresh();
        }}
      />
      <ShelveDialog event={shelving} onClose={() => setShelving(null)} onShelved={() => void refresh()} />
    </div>
  );
});

registerWidget('alarm-table', AlarmTableWidget);
