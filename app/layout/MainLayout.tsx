import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/rootStore';
import { HOME_BY_TYPE } from '../../stores/plantStore';
import { TopBar } from './TopBar';
import { Sidebar } from './Sidebar';
import { PlantDrawer } from './PlantDrawer';
import { QuickNavDialog } from './QuickNavDialog';
import { quickNavItems, sidebarRoutes, topBarModel } from './shellRules';
import { REGISTER_PERMISSION } from '../../shared/registration';
import { PageErrorBoundary } from '../pages/PageErrorBoundary';
import { HistoryBanner } from './HistoryBanner';
import { usePlantChooser } from './usePlantChooser';

/** Top bar, collapsible sidebar, the routed page, the plant drawer and the quick navigation. */
export default observer(function MainLayout() {
  const { session, plant, ui } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  const path = location.pathname;

  useEffect(() => {
    const measure = () => ui.measure(window.innerWidth);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [ui]);
  useEffect(() => ui.routeChanged(), [path, ui]);

  const current = plant.info;
  const single = plant.stations.length === 1 ? plant.stations[0] : undefined;
  const bar = topBarModel({
    isAdministrator: session.isAdministrator,
    plantCount: plant.plantCount,
    path,
    singleHome: HOME_BY_TYPE[(current ?? single)?.psType ?? 'ES'],
  });
  const signOut = async () => {
    const target = await session.signOut();
    window.location.assign(target);
  };
  const openPlantChooser = usePlantChooser(bar.showPlantSearch);

  return (
    <div className={`portal-shell ${ui.device}`}>
      <TopBar
        {...bar}
        logo={session.user?.dept.logo ?? ''}
        path={path}
        nickName={session.user?.nickName ?? ''}
        avatar={session.user?.avatar ?? ''}
        isAdministrator={session.isAdministrator}
        mayRegister={session.hasPermission(REGISTER_PERMISSION)}
        hearsAlarms={session.hasPermission('event:event:list')}
        onNavigate={navigate}
        onSignOut={signOut}
        onToggleSidebar={() => (ui.sidebarHidden ? ui.setSidebarHidden(false) : ui.toggleSidebar())}
        onOpenPlantSearch={() => ui.setPlantDrawerOpen(true)}
        onOpenQuickNav={() => ui.setQuickNavOpen(true)}
      />
      <HistoryBanner />
      <div className="portal-body">
        {!ui.sidebarHidden && (ui.device === 'desktop' || ui.sidebarOpened) && (
          <Sidebar
            plantName={plant.psName}
            capacity={current?.capacity ?? null}
            capacityUnit={current?.capUnit ?? 'kW'}
            batteryCapacity={current?.batteryCapacity ?? null}
            routes={sidebarRoutes(plant.sideRoutes, session.routes, path)}
            path={path}
            collapsed={!ui.sidebarOpened}
            onNavigate={navigate}
            onSelectPlant={openPlantChooser}
          />
        )}
        <main className="portal-main" key={path}>
          <PageErrorBoundary>
            <Outlet />
          </PageErrorBoundary>
        </main>
      </div>
      <PlantDrawer isOpen={ui.plantDrawerOpen} onClose={() => ui.setPlantDrawerOpen(false)} />
      <QuickNavDialog
        isOpen={ui.quickNavOpen}
        items={quickNavItems({
          plantCount: plant.plantCount,
          isAdministrator: session.isAdministrator,
          mayRegister: session.hasPermission(REGISTER_PERMISSION),
          mayReadPlants: session.hasPermission('info:powerStation:list'),
        })}
        onClose={() => ui.setQuickNavOpen(false)}
        onNavigate={navigate}
      />
    </div>
  );
});
