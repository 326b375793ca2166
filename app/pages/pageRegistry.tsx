import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, useParams } from 'react-router-dom';
import { NotBuiltPage } from './NotBuiltPage';
import { paramsMatch } from '../../shared/menu';

export interface MenuPageProps {
  component: string;
  titleKey: string;
  /** Patterns of the route's parameters: an address that breaks one is the 404 page. */
  params?: Record<string, string>;
}

const SchemaPage = lazy(() => import('./SchemaPage'));

/** The screen for a server menu item: a page schema (`schema:<id>`), or the placeholder of a later release. */
export function MenuPage({ component, titleKey, params }: MenuPageProps) {
  const values = useParams();
  if (!paramsMatch(params, values)) return <Navigate to="/404" replace />;
  if (!component.startsWith('schema:')) return <NotBuiltPage titleKey={titleKey} />;
  return (
    <Suspense fallback={<Spinner aria-busy className="portal-page-spinner" />}>
      <SchemaPage id={component.slice('schema:'.length)} />
    </Suspense>
  );
}
