import { useEffect, useRef, useState } from 'react';
import { Callout, ProgressBar } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fetchHistoryProgress, type HistoryProgress } from '../../api/history';
import { PollingStore } from '../../engine/pollingStore';

const REFRESH_MS = 5_000;
const TASK = 'historyProgress';

/**
 * While the first start fills the fleet's history, a strip under the top bar says how far it is and how long
 * it will take, so an operator knows why today's energy, or the past and its alarms once today is filled first, are
 * still missing; it goes once history is complete.
 */
export const HistoryBanner = observer(function HistoryBanner() {
  const { t } = useTranslation();
  const [polling] = useState(() => new PollingStore());
  const stop = useRef<() => void>(() => undefined);
  useEffect(() => {
    stop.current = polling.task(TASK, REFRESH_MS, (options) => fetchHistoryProgress(options));
    return () => stop.current();
  }, [polling]);
  const progress = polling.data(TASK) as HistoryProgress | undefined;
  useEffect(() => {
    if (progress && !progress.filling) stop.current();
  }, [progress]);
  if (!progress?.filling) return null;

  const left =
    progress.secondsLeft === null
      ? t('historyFill.estimating')
      : progress.secondsLeft < 60
        ? t('historyFill.underMinute')
        : t('historyFill.minutesLeft', { count: Math.ceil(progress.secondsLeft / 60) });
  return (
    <Callout intent="primary" icon="history" className="portal-history-banner" data-testid="history-banner">
      <div className="portal-history-banner-text">
        {t(progress.todayReady ? 'historyFill.messageTodayReady' : 'historyFill.message', {
          days: progress.days,
          percent: progress.percent,
          left,
        })}
      </div>
      <ProgressBar value={progress.percent / 100} intent="primary" stripes={false} />
    </Callout>
  );
});
