import { useEffect, useState } from 'react';
import { formatZonedTime } from '../../shared/zonedTime';
import { usePlantZone } from '../../engine/plantZone';
import { Button, Callout, FormGroup, HTMLSelect, HTMLTable, InputGroup, NumericInput, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { useStores } from '../../stores/rootStore';
import { sendRemoteEnable, sendRunSettings } from '../../api/energyStorage';
import {
  CONTROL_TYPES,
  GRID_MODES,
  PERIOD_MODES,
  RUN_MODES,
  checkRemoteEnable,
  checkRunSettings,
  type RemoteEnable,
  type RunPeriod,
  type RunSettings,
  type SettingsError,
} from '../../shared/runSettings';
import { REMOTE_CONTROL_PERMISSION } from '../remote/DeviceControl';
import { SelectExecuteDialog } from './SelectExecuteDialog';
import type { RunSettingsProps } from './props';
import './equipment.css';

declare module '../../engine/registry' {
  interface WidgetProps {
    'run-settings': RunSettingsProps;
  }
}

const numberOrNull = (v: number) => (Number.isFinite(v) ? v : null);

/**
 * The run settings of a storage station's energy management (spec-digest 001 §4, §5): run, grid and control mode,
 * 1-10 time periods with their mode and power, and the remote enabling of manual dispatch (control type or
 * adjust value, active and reactive power, grid state). The same rules as the server's check the form as it
 * is filled; applying goes through select-before-operate with the operation password.
 */
export const RunSettingsWidget = observer(function RunSettingsWidget({ props, runtime }: WidgetRenderProps<RunSettingsProps>) {
  const { t, i18n } = useTranslation();
  const { session } = useStores();
  // When the settings were applied, on the station's clock.
  const zone = usePlantZone();
  const answer = props.answer;
  const [draft, setDraft] = useState<RunSettings | null>(null);
  const [enable, setEnable] = useState<RemoteEnable>({
    controlType: null,
    adjustValue: null,
    activePowerKw: null,
    reactivePowerKvar: null,
    gridMode: null,
  });
  const [dialog, setDialog] = useState<'settings' | 'enable' | null>(null);
  const [enableErrors, setEnableErrors] = useState<SettingsError[]>([]);
  // The form starts from the settings in force, and again after they were applied.
  const appliedAt = answer?.appliedAt ?? null;
  useEffect(() => setDraft(null), [appliedAt]);
  if (!answer?.settings) return null;
  const settings = draft ?? answer.settings;
  const canOperate = session.hasPermission(REMOTE_CONTROL_PERMISSION);
  const errors = checkRunSettings(settings, answer.ratedKw);
  const errorText = (e: SettingsError) => t(`runSettings.errors.${e.reason}`, e.params ?? {});
  const fieldError = (field: string) => errors.find((e) => e.field === field);
  const change = (patch: Partial<RunSettings>) => setDraft({ ...settings, ...patch });
  const changePeriod = (i: number, patch: Partial<RunPeriod>) =>
    change({ periods: settings.periods.map((p, j) => (j === i ? { ...p, ...patch } : p)) });
  const refresh = () => {
    if (props.refresh) void runtime.refresh([props.refresh]);
  };
  const choices = (name: string, values: readonly string[]) =>
    values.map((v) => ({ value: v, label: t(`widget.runSettings.${name}.${v}`) }));
  const locale = i18n.language;

  const periods = (
    <HTMLTable compact className="portal-period-table" aria-label={t('widget.runSettings.periods')}>
      <thead>
        <tr>
          <th>#</th>
          <th>{t('widget.runSettings.start')}</th>
          <th>{t('widget.runSettings.end')}</th>
          <th>{t('widget.runSettings.mode')}</th>
          <th>{t('widget.runSettings.powerKw')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {settings.periods.map((p, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td>
              <InputGroup
                aria-label={`${t('widget.runSettings.start')} ${i + 1}`}
                value={p.start}
                placeholder={t('widget.runSettings.timeFormat')}
                intent={fieldError(`periods.${i}.start`) ? 'danger' : 'none'}
                onValueChange={(v) => changePeriod(i, { start: v })}
              />
            </td>
            <td>
              <InputGroup
                aria-label={`${t('widget.runSettings.end')} ${i + 1}`}
                value={p.end}
                placeholder={t('widget.runSettings.timeFormat')}
                intent={fieldError(`periods.${i}.end`) ? 'danger' : 'none'}
                onValueChange={(v) => changePeriod(i, { end: v })}
              />
            </td>
            <td>
              <HTMLSelect
                fill
                aria-label={`${t('widget.runSettings.mode')} ${i + 1}`}
                value={p.mode}
                options={choices('periodMode', PERIOD_MODES)}
                onChange={(e) => changePeriod(i, { mode: e.currentTarget.value as RunPeriod['mode'] })}
              />
            </td>
            <td>
              <NumericInput
                aria-label={`${t('widget.runSettings.powerKw')} ${i + 1}`}
                buttonPosition="none"
                min={0}
                max={answer.ratedKw}
                value={p.powerKw}
                locale={locale}
                intent={fieldError(`periods.${i}.powerKw`) ? 'danger' : 'none'}
                onValueChange={(v) => changePeriod(i, { powerKw: v })}
              />
            </td>
            <td>
              <Button
                minimal
                icon="trash"
                aria-label={t('widget.runSettings.removePeriod', { n: i + 1 })}
                disabled={settings.periods.length <= 1}
                onClick={() => change({ periods: settings.periods.filter((_, j) => j !== i) })}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );

  const summary = (
    <Callout compact className="portal-run-settings-summary">
      {t(`widget.runSettings.runMode.${settings.runMode}`)} · {t(`widget.runSettings.gridMode.${settings.gridMode}`)} ·{' '}
      {t(`widget.runSettings.controlType.${settings.controlType}`)}
      {settings.runMode === 'auto' &&
        settings.periods.map((p, i) => (
          <div key={i}>
            {i + 1}. {p.start}–{p.end} {t(`widget.runSettings.periodMode.${p.mode}`)} {p.mode === 'idle' ? '' : `${p.powerKw} kW`}
          </div>
        ))}
    </Callout>
  );

  return (
    <div className="portal-run-settings">
      <p className="bp6-text-muted">
        {answer.appliedBy
          ? t('widget.runSettings.appliedBy', {
              user: answer.appliedBy,
              time: formatZonedTime(answer.appliedAt ?? 0, locale, zone),
            })
          : t('widget.runSettings.defaults')}{' '}
        <Tag minimal>{t('widget.runSettings.rated', { kw: answer.ratedKw })}</Tag>
      </p>
      <div className="portal-run-settings-row">
        <FormGroup label={t('widget.runSettings.runModeLabel')}>
          <HTMLSelect
            fill
            value={settings.runMode}
            options={choices('runMode', RUN_MODES)}
            onChange={(e) => change({ runMode: e.currentTarget.value as RunSettings['runMode'] })}
          />
        </FormGroup>
        <FormGroup label={t('widget.runSettings.gridModeLabel')}>
          <HTMLSelect
            fill
            value={settings.gridMode}
            options={choices('gridMode', GRID_MODES)}
            onChange={(e) => change({ gridMode: e.currentTarget.value as RunSettings['gridMode'] })}
          />
        </FormGroup>
        <FormGroup label={t('widget.runSettings.controlTypeLabel')}>
          <HTMLSelect
            fill
            value={settings.controlType}
            options={choices('controlType', CONTROL_TYPES)}
            onChange={(e) => change({ controlType: e.currentTarget.value as RunSettings['controlType'] })}
          />
        </FormGroup>
        {settings.controlType === 'demandLimit' && (
          <FormGroup
            label={t('widget.runSettings.demandLimitKw')}
            intent={fieldError('demandLimitKw') ? 'danger' : 'none'}
            helperText={fieldError('demandLimitKw') && errorText(fieldError('demandLimitKw')!)}
          >
            <NumericInput
              fill
              buttonPosition="none"
              min={0}
              value={settings.demandLimitKw ?? ''}
              locale={locale}
              onValueChange={(v) => change({ demandLimitKw: numberOrNull(v) })}
            />
          </FormGroup>
        )}
      </div>
      <h4>{t('widget.runSettings.periods')}</h4>
      {periods}
      <Button
        icon="add"
        minimal
        text={t('widget.runSettings.addPeriod')}
        disabled={settings.periods.length >= answer.maxPeriods}
        onClick={() => change({ periods: [...settings.periods, { start: '00:00', end: '24:00', mode: 'idle', powerKw: 0 }] })}
      />
      {errors.length > 0 && (
        <Callout intent="warning" compact className="portal-run-settings-problems">
          {errors.map((e, i) => (
            <div key={i}>{errorText(e)}</div>
          ))}
        </Callout>
      )}
      {canOperate && (
        <div className="portal-run-settings-actions">
          <Button
            intent="primary"
            icon="upload"
            text={t('widget.runSettings.apply')}
            disabled={errors.length > 0}
            onClick={() => setDialog('settings')}
          />
          {draft && <Button minimal text={t('widget.runSettings.revert')} onClick={() => setDraft(null)} />}
        </div>
      )}

      {canOperate && (
        <>
          <h4>{t('widget.runSettings.remoteEnable')}</h4>
          <div className="portal-run-settings-row">
            <FormGroup label={t('widget.runSettings.controlTypeLabel')}>
              <HTMLSelect
                fill
                value={enable.controlType ?? ''}
                options={[{ value: '', label: '—' }, ...choices('controlType', CONTROL_TYPES)]}
                onChange={(e) =>
                  setEnable({ ...enable, controlType: (e.currentTarget.value || null) as RemoteEnable['controlType'] })
                }
              />
            </FormGroup>
            {(
              [
                ['adjustValue', 'widget.runSettings.adjustValue'],
                ['activePowerKw', 'widget.runSettings.activePowerKw'],
                ['reactivePowerKvar', 'widget.runSettings.reactivePowerKvar'],
              ] as const
            ).map(([field, label]) => {
              const problem = enableErrors.find((e) => e.field === field);
              return (
                <FormGroup
                  key={field}
                  label={t(label)}
                  intent={problem ? 'danger' : 'none'}
                  helperText={problem && errorText(problem)}
                >
                  <NumericInput
                    fill
                    buttonPosition="none"
                    value={enable[field] ?? ''}
                    locale={locale}
                    onValueChange={(v) => setEnable({ ...enable, [field]: numberOrNull(v) })}
                  />
                </FormGroup>
              );
            })}
            <FormGroup label={t('widget.runSettings.gridModeLabel')}>
              <HTMLSelect
                fill
                value={enable.gridMode ?? ''}
                options={[{ value: '', label: '—' }, ...choices('gridMode', GRID_MODES)]}
                onChange={(e) => setEnable({ ...enable, gridMode: (e.currentTarget.value || null) as RemoteEnable['gridMode'] })}
              />
            </FormGroup>
          </div>
          {enableErrors.some((e) => e.field === 'controlType' || e.field === 'gridMode') && (
            <Callout intent="danger" compact>
              {t('runSettings.enableFailed', {
                reason: errorText(enableErrors.find((e) => e.field === 'controlType' || e.field === 'gridMode')!),
              })}
            </Callout>
          )}
          <Button
            icon="power"
            intent="warning"
            text={t('widget.runSettings.enable')}
            onClick={() => {
              const problems = checkRemoteEnable(enable, answer.ratedKw);
              setEnableErrors(problems);
              if (problems.length === 0) setDialog('enable');
            }}
          />
        </>
      )}

      <SelectExecuteDialog
        isOpen={dialog === 'settings'}
        title={t('widget.runSettings.applyTitle')}
        summary={summary}
        send={(type, passwd) => sendRunSettings({ psId: props.psId, type, passwd, settings })}
        onDone={refresh}
        onClose={() => setDialog(null)}
      />
      <SelectExecuteDialog
        isOpen={dialog === 'enable'}
        title={t('widget.runSettings.remoteEnable')}
        summary={
          <Callout compact>
            {t('widget.runSettings.activePowerKw')}: {enable.activePowerKw} · {t('widget.runSettings.reactivePowerKvar')}:{' '}
            {enable.reactivePowerKvar}
          </Callout>
        }
        send={(type, passwd) => sendRemoteEnable({ psId: props.psId, type, passwd, ...enable })}
        onDone={refresh}
        onClose={() => setDialog(null)}
      />
    </div>
  );
});

registerWidget('run-settings', RunSettingsWidget);
