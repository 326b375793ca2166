import type { MenuRoute } from '../../api/types';

/** The four main tabs administrators see (spec-digest 000 §2). */
export const MAIN_TABS = [
  { key: 'tabs.overview', path: '/home' },
  { key: 'tabs.monitoring', path: '/monitors' },
  { key: 'tabs.benchmarking', path: '/operation' },
  { key: 'tabs.information', path: '/info/powerStation' },
] as const;

export interface TopBarModel {
  showTabs: boolean;
  showPlantSearch: boolean;
  logoTarget: string;
}

/**
 * Top-bar rules of spec-digest 000 §2: tabs for administrators only; the plant search for administrators with more
 * than one plant, not on the map navigation (it has its own list); the logo leads to the overview with
 * several plants, else to the station's home.
 */
export function topBarModel(input: {
  isAdministrator: boolean;
  plantCount: number;
  path: string;
  singleHome: string;
}): TopBarModel {
  const onMonitors = input.path === '/monitors' || input.path.startsWith('/monitors/');
  return {
    showTabs: input.isAdministrator,
    showPlantSearch: input.isAdministrator && input.plantCount > 1 && !onMonitors,
    logoTarget: input.plantCount > 1 ? '/home' : input.singleHome,
  };
}

/**
 * The sidebar's menu (spec-digest 000 §2): under /info/ only the Info menu; elsewhere every visible item except
 * Info: the selected station's menu first, then the user's own routes (overview, map, benchmarking, staff,
 * personal centre, events), each path once.
 */
export function sidebarRoutes(stationRoutes: readonly MenuRoute[], mainRoutes: readonly MenuRoute[], path: string): MenuRoute[] {
  const visible = [...stationRoutes, ...mainRoutes].filter((r) => !r.hidden);
  if (path.startsWith('/info/')) return visible.filter((r) => r.name === 'Info').slice(0, 1);
  const seen = new Set<string>();
  return visible.filter((r) => r.name !== 'Info' && !seen.has(r.path) && seen.add(r.path));
}

export interface QuickNavItem {
  key: string;
  path: string;
  icon: string;
}

/**
 * Tiles of the quick-navigation grid by the role rules of spec-digest 000 §2. Its "basic information" (`/info/register`,
 * station registration) is always there: those who may not register get the plants' basic information to read
 * (`/info/powerStation`) instead of a page that would only say "no permission" (docs/decisions.md).
 */
export function quickNavItems(input: {
  plantCount: number;
  isAdministrator: boolean;
  mayRegister?: boolean;
  mayReadPlants?: boolean;
}): QuickNavItem[] {
  const fleet: QuickNavItem[] = [
    { key: 'menu.home', path: '/home', icon: 'home' },
    { key: 'menu.monitors', path: '/monitors', icon: 'map' },
    { key: 'menu.matrix', path: '/monitors/matrixCard', icon: 'grid-view' },
    { key: 'menu.operation', path: '/operation', icon: 'comparison' },
    { key: 'menu.quotas', path: '/indicator', icon: 'timeline-bar-chart' },
  ];
  const always: QuickNavItem[] = [
    { key: 'menu.notice', path: '/office/notice', icon: 'annotation' },
    { key: 'menu.document', path: '/office/document', icon: 'document' },
    ...(input.mayRegister
      ? [{ key: 'menu.registration', path: '/info/register', icon: 'office' }]
      : input.mayReadPlants
        ? [{ key: 'menu.basicInfo', path: '/info/powerStation', icon: 'office' }]
        : []),
    { key: 'menu.profile', path: '/user/profile', icon: 'person' },
  ];
  const staff: QuickNavItem[] = input.isAdministrator ? [{ key: 'menu.staff', path: '/user/manager', icon: 'people' }] : [];
  return [...(input.plantCount > 1 ? fleet : []), ...always, ...staff];
}
