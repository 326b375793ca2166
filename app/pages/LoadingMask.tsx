import { Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The full-page mask shown while the user's info and routes load. */
export function LoadingMask() {
  const { t } = useTranslation();
  return (
    <div className="portal-loading">
      <Spinner size={40} />
      <div>{t('shell.loading')}</div>
    </div>
  );
}
