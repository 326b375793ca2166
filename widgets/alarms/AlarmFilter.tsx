import { useEffect, useState } from 'react';
import { Button, HTMLSelect, Switch } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { confirmAllEvents, exportEvents, type EventFilter } from '../../api/alarms';
import type { AlarmFilterProps } from './props';
import { EVENT_DEVICE_TYPES } from './alarmLevels';
import { ConfirmDialog } from './ConfirmDialog';
import { DayInput } from '../date/DayInput';
import './alarms.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'alarm-filter': AlarmFilterProps;
  }
}

const PAGE_SIZE = 20;
type Choice = [value: string, label: string];

/** A select whose empty value means "any". */
function Pick({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="portal-alarm-field">
      <span className="portal-muted">{label}</span>
      <HTMLSelect value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-label={label}>
        <option value="">{t('alarms.filter.any')}</option>
        {choices.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </HTMLSelect>
    </label>
  );
}

/**
 * The event list's filter: station, level, device type, type, action, state, acknowledgement, shelved and the
 * station-local day range (the stations to choose are the page's source); it writes the list's request into page
 * state. Confirm-all and export act on it.
 */
export const AlarmFilterWidget = observer(function AlarmFilterWidget({ props, runtime }: WidgetRenderProps<AlarmFilterProps>) {
  const { t } = useTranslation();
  const { session } = useStores();
  const stations = props.stations ?? [];
  const plant = typeof props.psId === 'number' ? String(props.psId) : '';
  const [f, setF] = useState<Record<string, string>>({ psId: plant });
  const [shelved, setShelved] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => setF((current) => ({ ...current, psId: plant })), [plant]);

  const filter: EventFilter = {};
  const num = (k: string) => (f[k] ? Number(f[k]) : undefined);
  filter.psId = num('psId') ?? null;
  for (const k of ['level', 'eventType', 'action', 'confirmed'] as const) if (f[k]) filter[k] = num(k);
  if (f.equipType) filter.equipType = f.equipType;
  if (f.state) filter.state = f.state as 'active' | 'cleared';
  if (f.beginDay) filter.beginDay = f.beginDay;
  if (f.endDay) filter.endDay = f.endDay;
  if (shelved) filter.shelved = 1;
  const key = JSON.stringify(filter);

  useEffect(() => {
    runtime.setState(props.state, { ...filter, pageNum: 1, pageSize: PAGE_SIZE });
    // The request follows the filter; `filter` is rebuilt each render, its JSON is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, props.state, runtime]);

  const set = (k: string) => (v: string) => setF((current) => ({ ...current, [k]: v }));
  const range = (n: number, prefix: string): Choice[] => Array.from({ length: n }, (_, i) => [String(i), t(`${prefix}.${i}`)]);
  const { counts } = props;
  const badRange = Boolean(f.beginDay && f.endDay && f.beginDay > f.endDay);

  return (
    <div className="portal-alarm-filter">
      <label className="portal-alarm-field">
        <span className="portal-muted">{t('alarms.station')}</span>
        <HTMLSelect value={f.psId ?? ''} onChange={(e) => set('psId')(e.currentTarget.value)} aria-label={t('alarms.station')}>
          <option value="">{t('alarms.filter.allStations')}</option>
          {stations.map((s) => (
            <option key={s.psId} value={s.psId}>
              {s.psName}
            </option>
          ))}
        </HTMLSelect>
      </label>
      <Pick label={t('alarms.levelColumn')} value={f.level ?? ''} choices={range(4, 'alarms.level')} onChange={set('level')} />
      <Pick
        label={t('alarms.device')}
        value={f.equipType ?? ''}
        choices={EVENT_DEVICE_TYPES.map(([type, nameKey]) => [type, t(nameKey)])}
        onChange={set('equipType')}
      />
      <Pick
        label={t('alarms.type')}
        value={f.eventType ?? ''}
        choices={[1, 2, 3, 4, 5].map((type) => [String(type), t(`alarms.types.${type}`)])}
        onChange={set('eventType')}
      />
      <Pick
        label={t('alarms.action')}
        value={f.action ?? ''}
        choices={[
          ['1', t('alarms.actions.1')],
          ['2', t('alarms.actions.2')],
        ]}
        onChange={set('action')}
      />
      <Pick
        label={t('alarms.stateColumn')}
        value={f.state ?? ''}
        choices={[
          ['active', t('alarms.state.active')],
          ['cleared', t('alarms.state.cleared')],
        ]}
        onChange={set('state')}
      />
      <Pick
        label={t('alarms.confirmedColumn')}
        value={f.confirmed ?? ''}
        choices={[
          ['0', t('alarms.confirmedState.0')],
          ['1', t('alarms.confirmedState.1')],
        ]}
        onChange={set('confirmed')}
      />
      <label className="portal-alarm-field">
        <span className="portal-muted">{t('alarms.filter.from')}</span>
        <DayInput
          day={f.beginDay ?? ''}
          label={t('alarms.filter.from')}
          onChange={set('beginDay')}
          intent={badRange ? 'danger' : 'none'}
        />
      </label>
      <label className="portal-alarm-field">
        <span className="portal-muted">{t('alarms.filter.to')}</span>
        <DayInput
          day={f.endDay ?? ''}
          label={t('alarms.filter.to')}
          onChange={set('endDay')}
          intent={badRange ? 'danger' : 'none'}
        />
      </label>
      <Switch
        className="portal-alarm-switch"
        checked={shelved}
        label={t('alarms.filter.shelved')}
        onChange={() => setShelved(!shelved)}
      />
      <div className="portal-alarm-buttons">
        {session.hasPermission('event:event:confirm') && (
          <Button icon="tick" text={t('alarms.confirmAll')} disabled={!counts?.unconfirmed} onClick={() => setConfirming(true)} />
        )}
        {session.hasPermission('event:event:export') && (
          <Button icon="export" text={t('alarms.export')} onClick={() => void exportEvents(filter, `${t('menu.alarms')}.xlsx`)} />
        )}
      </div>
      {badRange && <div className="portal-alarm-error">{t('server.alarms.range')}</div>}
      <ConfirmDialog
        isOpen={confirming}
        title={t('alarms.confirmAllTitle', { count: counts?.unconfirmed ?? 0 })}
        onClose={() => setConfirming(false)}
        onConfirm={async (comment) => {
          await confirmAllEvents(filter, comment);
          await runtime.refresh(props.refresh);
        }}
      />
    </div>
  );
});

registerWidget('alarm-filter', AlarmFilterWidget);
