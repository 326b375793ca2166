import { useState } from 'react';
import { Button, Checkbox, HTMLSelect, Radio, RadioGroup, Spinner, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { registerWidget, type WidgetRenderProps } from '../../engine/registry';
import { saveAlarmSubscription, type AlarmSubscription } from '../../api/alarmMail';
import { showToast } from '../../api/toaster';
import { languages, type Language } from '../../locales';
import type { AlarmSubscriptionProps } from './props';

declare module '../../engine/registry' {
  interface WidgetProps {
    'alarm-subscription': AlarmSubscriptionProps;
  }
}

/**
 * Alarm mail for the signed-in user: which levels and stations, in which language, and a daily digest. Mail goes to
 * the address of the user's account; a flood of alarms comes as one summary (docs/alarm-mail.md). The stored
 * subscription and the stations to choose are the page's sources; the form edits a copy and saves it.
 */
export function AlarmSubscriptionWidget({ props }: WidgetRenderProps<AlarmSubscriptionProps>) {
  const { t } = useTranslation();
  const [edited, setForm] = useState<AlarmSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const form = edited ?? props.subscription ?? null;
  const stations = props.stations ?? [];
  if (!form) return <Spinner size={20} />;

  const set = (change: Partial<AlarmSubscription>) => setForm({ ...form, ...change });
  const chosen = new Set(form.stations ?? []);
  const toggle = (psId: number) => {
    if (!chosen.delete(psId)) chosen.add(psId);
    set({ stations: [...chosen] });
  };
  const save = async () => {
    setBusy(true);
    try {
      setForm(await saveAlarmSubscription(form));
      showToast(t('alarmMail.saved'), 'success');
    } catch {
      // The server's message is shown; nothing was stored.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="portal-alarm-subscription">
      <Switch checked={form.enabled} label={t('alarmMail.enabled')} onChange={() => set({ enabled: !form.enabled })} />
      <fieldset disabled={!form.enabled} className="portal-alarm-subscription-fields">
        <label className="portal-alarm-label">
          {t('alarmMail.minLevel')}{' '}
          <HTMLSelect value={form.minLevel} onChange={(e) => set({ minLevel: Number(e.currentTarget.value) })}>
            {[1, 2, 3].map((level) => (
              <option key={level} value={level}>
                {t(`alarms.level.${level}`)}
              </option>
            ))}
          </HTMLSelect>
        </label>
        <RadioGroup
          label={t('alarmMail.stations')}
          selectedValue={form.stations === null ? 'all' : 'chosen'}
          onChange={(e) => set({ stations: e.currentTarget.value === 'all' ? null : [] })}
        >
          <Radio value="all" label={t('alarmMail.allStations')} />
          <Radio value="chosen" label={t('alarmMail.chosenStations')} />
        </RadioGroup>
        {form.stations !== null && (
          <div className="portal-alarm-subscription-stations">
            {stations.map((s) => (
              <Checkbox key={s.psId} checked={chosen.has(s.psId)} label={s.psName} onChange={() => toggle(s.psId)} />
            ))}
          </div>
        )}
        <Switch checked={form.digest} label={t('alarmMail.digest')} onChange={() => set({ digest: !form.digest })} />
        <label className="portal-alarm-label">
          {t('alarmMail.language')}{' '}
          <HTMLSelect value={form.language} onChange={(e) => set({ language: e.currentTarget.value as Language })}>
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`language.${language}`)}
              </option>
            ))}
          </HTMLSelect>
        </label>
      </fieldset>
      <p className="portal-muted">{t('alarmMail.help')}</p>
      <Button intent="primary" text={t('alarmMail.save')} loading={busy} onClick={() => void save()} />
    </div>
  );
}

registerWidget('alarm-subscription', AlarmSubscriptionWidget);
