import { BrowserRouter } from 'react-router-dom';
import { Alert, HotkeysProvider } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StoreContext, useStores, type RootStore } from '../stores/rootStore';
import { RouteGuard } from './router/RouteGuard';
import { AppRoutes } from './router/AppRoutes';

/** The body-code 401 confirm of spec-digest 000 §8: confirming signs out and returns to the root. */
const SessionExpiredAlert = observer(function SessionExpiredAlert() {
  const { t } = useTranslation();
  const { session } = useStores();
  const leave = () => {
    session.forget();
    window.location.assign('/');
  };
  return (
    <Alert
      isOpen={session.expired}
      intent="primary"
      icon="time"
      confirmButtonText={t('shell.signInAgain')}
      cancelButtonText={t('shell.cancel')}
      onConfirm={leave}
      onCancel={() => session.dismissExpired()}
    >
      {t('errors.code.401expired')}
    </Alert>
  );
});

/**
 * Blueprint's tables register their keys with a HotkeysProvider and warn without one. The portal offers no
 * shortcut help, so "?" opens nothing (Blueprint's help dialog would be English on every screen).
 */
const noShortcutHelp = () => <></>;

export function App({ stores }: { stores: RootStore }) {
  return (
    <StoreContext.Provider value={stores}>
      <HotkeysProvider renderDialog={noShortcutHelp}>
        <BrowserRouter>
          <RouteGuard>
            <AppRoutes />
          </RouteGuard>
          <SessionExpiredAlert />
        </BrowserRouter>
      </HotkeysProvider>
    </StoreContext.Provider>
  );
}
