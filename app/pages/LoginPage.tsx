import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/rootStore';
import { fetchCaptcha, type Captcha } from '../../api/session';
import { RequestFailure } from '../../api/request';
import { LanguageSwitcher } from '../layout/LanguageSwitcher';

export interface LoginPageProps {
  /** `partner` is the separate sign-in of department 2 (`/loginsk`). */
  variant?: 'standard' | 'partner';
}

/** Sign-in with user name, password and the arithmetic captcha (spec-digest 000 §5). */
export const LoginPage = observer(function LoginPage({ variant = 'standard' }: LoginPageProps) {
  const { t } = useTranslation();
  const { session } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaLoading, setCaptchaLoading] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ username?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refreshCaptcha = useCallback(() => {
    setCode('');
    setCaptchaLoading(true);
    fetchCaptcha()
      .then(setCaptcha)
      .catch((e: Error) => setError(e.message))
      .finally(() => setCaptchaLoading(false));
  }, []);
  useEffect(refreshCaptcha, [refreshCaptcha]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      username: username.trim() ? undefined : t('login.usernameRequired'),
      password: password ? undefined : t('login.passwordRequired'),
    };
    setFieldErrors(errors);
    setError(null);
    if (errors.username || errors.password) return;
    setBusy(true);
    try {
      await session.signIn({ username, password, code, uuid: captcha?.uuid });
      navigate(params.get('redirect') || '/', { replace: true });
    } catch (e) {
      setError(e instanceof RequestFailure || e instanceof Error ? e.message : String(e));
      if (captcha?.captchaEnabled) refreshCaptcha();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={`portal-login portal-login-${variant}`}>
      <div className="portal-login-language">
        <LanguageSwitcher />
      </div>
      {/* Busy until the captcha's answer: its row keeps its place meanwhile, so the button does not move under a click. */}
      <form className="portal-login-card" onSubmit={submit} noValidate aria-busy={captchaLoading}>
        <div className="portal-login-title">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <div>
            <h2>{t('login.title')}</h2>
            <div className="portal-muted">{variant === 'partner' ? t('login.partnerSubtitle') : t('login.subtitle')}</div>
          </div>
        </div>
        <FormGroup
          label={t('login.username')}
          labelFor="login-username"
          intent={fieldErrors.username ? 'danger' : 'none'}
          helperText={fieldErrors.username}
        >
          <InputGroup
            id="login-username"
            name="username"
            leftIcon="person"
            size="large"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            intent={fieldErrors.username ? 'danger' : 'none'}
          />
        </FormGroup>
        <FormGroup
          label={t('login.password')}
          labelFor="login-password"
          intent={fieldErrors.password ? 'danger' : 'none'}
          helperText={fieldErrors.password}
        >
          <InputGroup
            id="login-password"
            name="password"
            type="password"
            leftIcon="lock"
            size="large"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            intent={fieldErrors.password ? 'danger' : 'none'}
          />
        </FormGroup>
        {!captcha && captchaLoading && (
          <FormGroup label={t('login.captcha')}>
            <div className="portal-login-captcha">
              <InputGroup size="large" disabled className="bp6-skeleton" aria-hidden />
              <div className="portal-login-captcha-placeholder bp6-skeleton" />
            </div>
          </FormGroup>
        )}
        {captcha?.captchaEnabled && (
          <FormGroup label={t('login.captcha')} labelFor="login-code">
            <div className="portal-login-captcha">
              <InputGroup
                id="login-code"
                name="code"
                leftIcon="calculator"
                size="large"
                autoComplete="off"
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
              <img
                src={`data:image/png;base64,${captcha.img}`}
                alt={t('login.captchaAlt')}
                title={t('login.captchaRefresh')}
                onClick={refreshCaptcha}
                className="portal-login-captcha-image"
              />
            </div>
          </FormGroup>
        )}
        {error && (
          <Callout intent="danger" className="portal-login-error" role="alert">
            {error}
          </Callout>
        )}
        <Button type="submit" intent="primary" size="large" fill loading={busy} text={t('login.submit')} />
      </form>
    </div>
  );
});
