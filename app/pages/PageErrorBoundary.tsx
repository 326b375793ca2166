import { Component, type ReactNode } from 'react';
import { Button, NonIdealState } from '@blueprintjs/core';
import i18next from 'i18next';

export interface PageErrorBoundaryProps {
  children: ReactNode;
}

/**
 * A screen that fails while drawing says so inside the shell, so the top bar and the menu stay and the
 * operator can go on; without it React leaves the whole window blank. The error stays in the console.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('screen failed', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="portal-error-page">
        <NonIdealState
          icon="error"
          title={i18next.t('errorPage.screen.title')}
          description={i18next.t('errorPage.screen.description')}
          action={
            <Button
              intent="primary"
              icon="refresh"
              text={i18next.t('errorPage.screen.reload')}
              onClick={() => window.location.reload()}
            />
          }
        />
      </div>
    );
  }
}
