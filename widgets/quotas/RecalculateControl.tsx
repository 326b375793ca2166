import { useEffect, useRef, useState } from 'react';
import { Button, ProgressBar, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import {
  cancelRecalculation,
  recalculationState,
  startRecalculation,
  type Period,
  type RecalculationState,
} from '../../api/quotas';
import { showToast } from '../../api/toaster';

const POLL_MS = 1000;

const live = (job: RecalculationState | null) => job?.state === 'running' || job?.state === 'queued';

/**
 * Recalculates the period of a station from history on the server, showing its progress and offering to
 * cancel; says "quota calculation completed" and reads the grid again when it is done. Each station has its
 * own job: one already running (another user's too) shows its progress, and the server refuses a second.
 * A job cut off by a stop of the portal is said to be interrupted, and the button runs it again.
 */
export function RecalculateControl({
  psId,
  period,
  date,
  later,
  onDone,
}: {
  psId: number;
  period: Period;
  date: string;
  /** The page's timer (engine/pollingStore.ts): paused while hidden, stopped with the page. */
  later(ms: number, run: () => void): () => void;
  onDone(): void;
}) {
  const { t } = useTranslation();
  const [job, setJob] = useState<RecalculationState | null>(null);
  const cancelTimer = useRef<() => void>(() => undefined);
  const done = useRef(onDone);
  done.current = onDone;

  const follow = (ours: boolean) => {
    cancelTimer.current();
    cancelTimer.current = later(POLL_MS, () => void poll(ours));
  };
  const poll = async (ours: boolean) => {
    const state = await recalculationState(psId).catch(() => null);
    setJob(state);
    if (live(state)) return follow(ours);
    if (!ours || !state) return;
    if (state.state === 'completed') showToast(t('quota.completed'), 'success');
    else if (state.state === 'failed') showToast(t('quota.failed'), 'danger');
    else if (state.state === 'interrupted')
      showToast(t('quota.interrupted', { psName: state.psName, done: state.done, days: state.days }), 'warning');
    else showToast(t('quota.cancelled'), 'warning');
    done.current();
  };
  useEffect(() => {
    setJob(null);
    void recalculationState(psId).then(
      (state) => {
        setJob(state);
        if (live(state)) follow(false);
      },
      () => undefined,
    );
    return () => cancelTimer.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [psId]);

  const start = async () => {
    const state = await startRecalculation(psId, period, date).catch(() => null);
    if (!state) return;
    setJob(state);
    follow(true);
  };
  if (job && live(job))
    return (
      <span className="portal-quota-progress" role="status">
        <span>
          {job.state === 'queued'
            ? t('quota.queued', { psName: job.psName })
            : t('quota.progress', { psName: job.psName, done: job.done, days: job.days })}
        </span>
        <ProgressBar value={job.days ? job.done / job.days : 0} intent="primary" stripes={false} />
        <Button
          small
          icon="stop"
          text={t('quota.cancel')}
          onClick={() => void cancelRecalculation(psId).catch(() => undefined)}
        />
      </span>
    );
  const again = <Button icon="refresh" text={t('quota.recalculate')} onClick={() => void start()} />;
  if (job?.state !== 'interrupted') return again;
  return (
    <span className="portal-quota-interrupted">
      <Tag intent="warning" minimal role="status">
        {t('quota.interrupted', { psName: job.psName, done: job.done, days: job.days })}
      </Tag>
      {again}
    </span>
  );
}
