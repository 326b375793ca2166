import { lazy, Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/rootStore';
import { HOME_BY_TYPE } from '../../stores/plantStore';
import type { MenuRoute } from '../../api/types';
import { LoginPage } from '../pages/LoginPage';
import { ErrorPage } from '../pages/ErrorPage';
import { RedirectPage } from '../pages/RedirectPage';
import { LoadingMask } from '../pages/LoadingMask';
import { MenuPage } from '../pages/pageRegistry';

const MainLayout = lazy(() => import('../layout/MainLayout'));
// pdf.js is loaded only when a PDF is opened.
const PdfViewerPage = lazy(() => import('../pdf/PdfViewerPage'));

/** Leaf routes of the server menu, each rendering its screen inside the main layout. */
function menuRoutes(routes: readonly MenuRoute[]): RouteObject[] {
  return routes.flatMap((r) =>
    r.children?.length
      ? menuRoutes(r.children)
      : [{ path: r.path, element: <MenuPage component={r.component} titleKey={r.meta.title} params={r.params} /> }],
  );
}

/** `/`: the fleet overview for users with several stations, else the home of their station. */
const IndexRedirect = observer(function IndexRedirect() {
  const { plant } = useStores();
  const single = plant.plantCount === 1 ? plant.stations[0] : undefined;
  return <Navigate to={single ? HOME_BY_TYPE[single.psType] : '/home'} replace />;
});

export const AppRoutes = observer(function AppRoutes() {
  const { session } = useStores();
  return useRoutes([
    { path: '/login', element: <LoginPage /> },
    { path: '/loginsk', element: <LoginPage variant="partner" /> },
    { path: '/401', element: <ErrorPage status={401} /> },
    { path: '/404', element: <ErrorPage status={404} /> },
    { path: '/500', element: <ErrorPage status={500} /> },
    { path: '/redirect/*', element: <RedirectPage /> },
    // Outside the main layout, behind the sign-in guard like every page not listed as public (spec-digest 000 §2).
    {
      path: '/pdf/web/viewer.html',
      element: (
        <Suspense fallback={<LoadingMask />}>
          <PdfViewerPage />
        </Suspense>
      ),
    },
    {
      element: (
        <Suspense fallback={<LoadingMask />}>
          <MainLayout />
        </Suspense>
      ),
      children: [{ index: true, element: <IndexRedirect /> }, ...menuRoutes(session.routes)],
    },
    { path: '*', element: <Navigate to="/404" replace /> },
  ]);
});
