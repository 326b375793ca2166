import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export interface ErrorPageProps {
  /** 401, 404 or 500. */
  status: 401 | 404 | 500;
}

/** The error pages of spec-digest 000 §2; /404 is where unknown paths land. */
export function ErrorPage({ status }: ErrorPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const icon = status === 401 ? 'lock' : status === 404 ? 'search' : 'error';
  return (
    <div className="portal-error-page">
      <NonIdealState
        icon={icon}
        title={`${status} · ${t(`errorPage.${status}.title`)}`}
        description={t(`errorPage.${status}.description`)}
        action={
          <div className="portal-row">
            <Button icon="arrow-left" text={t('errorPage.back')} onClick={() => navigate(-1)} />
            <Button intent="primary" icon="home" text={t('errorPage.home')} onClick={() => navigate('/')} />
          </div>
        }
      />
    </div>
  );
}
