import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/rootStore';
import { decideRoute } from './guard';
import { LoadingMask } from '../pages/LoadingMask';
import { showToast } from '../../api/toaster';

/** Applies the guard decision; loading the user happens once per sign-in. */
export const RouteGuard = observer(function RouteGuard({ children }: { children: ReactNode }) {
  const { session, plant } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useRef(false);
  const decision = decideRoute({
    path: location.pathname,
    search: location.search,
    hasToken: Boolean(session.token),
    rolesLoaded: session.roles.length > 0,
  });

  useEffect(() => {
    if (decision.action !== 'load' || loading.current) return;
    loading.current = true;
    session
      .loadUser()
      .then(async () => {
        if (!session.hasPermission('info:powerStation:list')) return;
        await plant.loadStations();
        // A link may name the station (`?psId=`); it is checked against the user's like the remembered one.
        await plant.restore(Number(new URLSearchParams(window.location.search).get('psId')) || null);
      })
      .catch(async (error: Error) => {
        await session.signOut();
        showToast(error.message, 'danger');
        navigate('/', { replace: true });
      })
      .finally(() => {
        loading.current = false;
      });
  }, [decision.action, session, plant, navigate]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'load') return <LoadingMask />;
  return <>{children}</>;
});
