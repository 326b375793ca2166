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

const SchemaPage = lazy(() => import('./SchemaPage'));

/** The screen for a server menu item: a built screen, a page schema (`schema:<id>`), or the placeholder. */
export function MenuPage({ component, titleKey }: MenuPageProps) {
  if (component.startsWith('schema:')) {
    return (
      <Suspense fallback={<Spinner className="portal-page-spinner" />}>
        <SchemaPage id={component.slice('schema:'.length)} />
      </Suspense>
    );
  }
  const Page = BUILT[component];
  if (!Page) return <NotBuiltPage titleKey={titleKey} />;
  return (
    <Suspense fallback={<Spinner className="portal-page-spinner" />}>
      <Page />
    </Suspense>
  );
}
