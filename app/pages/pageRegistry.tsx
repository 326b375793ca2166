import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { NotBuiltPage } from './NotBuiltPage';

export interface MenuPageProps {
  component: string;
  titleKey: string;
}

const SchemaPage = lazy(() => import('./SchemaPage'));

/** The screen for a server menu item: a page schema (`schema:<id>`), or the placeholder of a later release. */
export function MenuPage({ component, titleKey }: MenuPageProps) {
  if (!component.startsWith('schema:')) return <NotBuiltPage titleKey={titleKey} />;
  return (
    <Suspense fallback={<Spinner className="portal-page-spinner" />}>
      <SchemaPage id={component.slice('schema:'.length)} />
    </Suspense>
  );
}
