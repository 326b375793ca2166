import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@blueprintjs/core';
import { NotBuiltPage } from './NotBuiltPage';

/** Screens built so far, by the `component` name the server menu gives; each loads on first visit. */
const BUILT: Record<string, LazyExoticComponent<ComponentType>> = {
  monitors: lazy(() => import('./StationsPage')),
};

export interface MenuPageProps {
  component: string;
  titleKey: string;
}

/** The screen for a server menu item, or the honest placeholder when a later release builds it. */
export function MenuPage({ component, titleKey }: MenuPageProps) {
  const Page = BUILT[component];
  if (!Page) return <NotBuiltPage titleKey={titleKey} />;
  return (
    <Suspense fallback={<Spinner className="portal-page-spinner" />}>
      <Page />
    </Suspense>
  );
}
