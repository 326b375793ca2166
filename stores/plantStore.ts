import { makeAutoObservable, runInAction } from 'mobx';
import { fetchStationInfo, fetchStationsByUser } from '../api/stations';
import { fetchStationMenu } from '../api/session';
import type { MenuRoute, Station, StationInfo, StationType } from '../api/types';

const PLANT_KEY = 'portal-plant';

/** The home screen of each station type (spec-digest 000 §4); wind: see docs/decisions.md. */
export const HOME_BY_TYPE: Record<StationType, string> = {
  PV: '/monitor/pv/home',
  ES: '/mainwiring',
  PVES: '/monitor/pves/home',
  WP: '/monitor/wp/home',
};

/** Every leaf path of a menu tree. */
export function leafPaths(routes: readonly MenuRoute[]): string[] {
  return routes.flatMap((r) => (r.children?.length ? leafPaths(r.children) : [r.path]));
}

function findByName(routes: readonly MenuRoute[], name: string): MenuRoute | undefined {
  for (const r of routes) {
    if (r.name === name) return r;
    const found = r.children && findByName(r.children, name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where selecting a station leads: its redirect target, else the current route when the station's menu has
 * it, else the home of its type (spec-digest 000 §4).
 */
export function landingPath(
  station: Pick<Station, 'psType' | 'redirect'>,
  sideRoutes: readonly MenuRoute[],
  currentPath: string,
): string {
  const redirect = station.redirect?.mname && findByName(sideRoutes, station.redirect.mname);
  if (redirect) return redirect.path;
  if (leafPaths(sideRoutes).includes(currentPath)) return currentPath;
  return HOME_BY_TYPE[station.psType];
}

/** The stations of the user and the one being looked at, with its info and side menu. */
export class PlantStore {
  stations: Station[] = [];
  psId: number | null = null;
  psName = '';
  info: StationInfo | null = null;
  sideRoutes: MenuRoute[] = [];
  /** A plant asked for (remembered, or in the address) that is not among the user's: station pages say so. */
  refusedPsId: number | null = null;
  private readonly infoCache = new Map<number, StationInfo>();

  constructor() {
    makeAutoObservable<PlantStore, 'infoCache'>(this, { infoCache: false });
  }

  get plantCount(): number {
    return this.stations.length;
  }

  async loadStations(): Promise<void> {
    const stations = await fetchStationsByUser();
    runInAction(() => {
      this.stations = stations;
    });
  }

  async stationInfo(psId: number): Promise<StationInfo> {
    const cached = this.infoCache.get(psId);
    if (cached) return cached;
    const info = await fetchStationInfo(psId);
    this.infoCache.set(psId, info);
    return info;
  }

  /**
   * Makes a station current; returns where to go. `go` is called with it in the same step as the switch, so
   * the page of the old station is left before anything renders with the new one.
   */
  async select(station: Station, currentPath: string, go?: (target: string) => void): Promise<string> {
    const [info, sideRoutes] = await Promise.all([this.stationInfo(station.psId), fetchStationMenu(station.psId)]);
    const target = landingPath(station, sideRoutes, currentPath);
    runInAction(() => {
      this.psId = station.psId;
      this.psName = station.psName;
      this.info = info;
      this.sideRoutes = sideRoutes;
      this.refusedPsId = null;
      go?.(target);
    });
    localStorage.setItem(PLANT_KEY, String(station.psId));
    return target;
  }

  /**
   * After a reload: the station asked for (`psId` of the address, else the remembered one) if it is the
   * user's, else the only one; a station asked for that is not the user's is kept as refused.
   */
  async restore(asked: number | null = null): Promise<void> {
    const wanted = asked || Number(localStorage.getItem(PLANT_KEY)) || null;
    const station = this.stations.find((s) => s.psId === wanted) ?? (this.stations.length === 1 ? this.stations[0] : undefined);
    if (station) await this.select(station, '');
    else runInAction(() => (this.refusedPsId = wanted));
  }
}
