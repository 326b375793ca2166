import { ProgressBar } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { ProgressState } from './controlProgress';

const progressIntent = { idle: 'none', running: 'primary', failed: 'danger', succeeded: 'success' } as const;

/** The bar of a command on its way (spec-digest 001 §2.4): rising while waiting, red on failure; nothing while idle. */
export function CommandProgress({ progress }: { progress: ProgressState }) {
  const { t } = useTranslation();
  if (progress.status === 'idle') return null;
  return (
    <ProgressBar
      className="portal-remote-progress"
      aria-label={t('remote.progress')}
      value={progress.value / 100}
      intent={progressIntent[progress.status]}
      animate={progress.status === 'running'}
      stripes={progress.status === 'running'}
    />
  );
}
