import { Button, Callout } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** Asks again; without it the message offers no button. */
  onRetry?(): void;
}

/**
 * What stands where data should be when loading it failed: an empty list would read as "there is nothing", so
 * the page says the load failed and offers to try again.
 */
export function LoadFailed({ onRetry }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Callout intent="warning" icon="offline" className="portal-load-failed" role="alert">
      {t('engine.loadFailed')}{' '}
      {onRetry && <Button size="small" variant="outlined" icon="refresh" text={t('engine.retry')} onClick={onRetry} />}
    </Callout>
  );
}
