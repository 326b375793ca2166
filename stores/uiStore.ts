import { makeAutoObservable } from 'mobx';
import { storedLanguage } from '../api/language';

/** Below this width the layout is the mobile one (spec-digest 000 §9). */
export const MOBILE_BREAKPOINT = 992;
const SIDEBAR_COOKIE = 'sidebarStatus';
const SIDEBAR_HIDE_KEY = 'portal-sidebar-hide';
const ZOOM_KEY = 'portal-zoom';

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.split('=')[1];
}

/** Layout state: sidebar, device, size, language, zoom and which overlays are open. */
export class UiStore {
  sidebarOpened = readCookie(SIDEBAR_COOKIE) !== '0';
  /** The sidebar is not shown at all (no station selected yet). */
  sidebarHidden = localStorage.getItem(SIDEBAR_HIDE_KEY) === '1';
  device: 'desktop' | 'mobile' = 'desktop';
  size: 'small' | 'medium' | 'large' = 'medium';
  language = storedLanguage();
  zoom = Number(localStorage.getItem(ZOOM_KEY)) || 1;
  plantDrawerOpen = false;
  quickNavOpen = false;

  constructor() {
    makeAutoObservable(this);
  }

  toggleSidebar(): void {
    this.setSidebarOpened(!this.sidebarOpened);
  }

  setSidebarOpened(opened: boolean): void {
    this.sidebarOpened = opened;
    document.cookie = `${SIDEBAR_COOKIE}=${opened ? 1 : 0}; path=/; max-age=31536000; SameSite=Lax`;
  }

  setSidebarHidden(hidden: boolean): void {
    this.sidebarHidden = hidden;
    localStorage.setItem(SIDEBAR_HIDE_KEY, hidden ? '1' : '0');
  }

  /** Follows the window width; mobile starts with the sidebar closed. */
  measure(width: number): void {
    const device = width < MOBILE_BREAKPOINT ? 'mobile' : 'desktop';
    if (device !== this.device) {
      this.device = device;
      if (device === 'mobile') this.sidebarOpened = false;
    }
  }

  /** On mobile the sidebar closes when the route changes. */
  routeChanged(): void {
    if (this.device === 'mobile') this.sidebarOpened = false;
  }

  setPlantDrawerOpen(open: boolean): void {
    this.plantDrawerOpen = open;
  }

  setQuickNavOpen(open: boolean): void {
    this.quickNavOpen = open;
  }
}
