import { NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

export interface NotBuiltPageProps {
  /** i18n key of the screen's menu title. */
  titleKey: string;
}

/** An honest placeholder for a screen the menu names but a later release builds: no invented numbers. */
export function NotBuiltPage({ titleKey }: NotBuiltPageProps) {
  const { t } = useTranslation();
  return (
    <div className="portal-page">
      <NonIdealState icon="build" title={t(titleKey)} description={t('shell.notBuilt')} />
    </div>
  );
}
