import fs from 'node:fs';
import path from 'node:path';
import type { Principal } from '../auth/principal';
import type { MenuEntry, RouterItem } from '../../shared/menu';
import { typesOf, type DeviceFamily } from '../../shared/deviceTypes';

/** A menu item as schemas/menus/*.json holds it: what the browser gets, plus the rules the server applies. */
export interface MenuItem extends MenuEntry {
  roles?: string[];
  /**
   * A device type the station must have (XB, HLX, TV, PCS, ...), a device family of the registry (`inverter`:
   * an inverter of any type; shared/deviceTypes.ts), or `diagram`: a wiring diagram.
   */
  requires?: string;
  psTypes?: string[];
  children?: MenuItem[];
}

export type { RouterItem } from '../../shared/menu';

export function loadMenu(schemasDir: string, name: 'main' | 'station'): MenuItem[] {
  const file = path.join(schemasDir, 'menus', `${name}.json`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { items: MenuItem[] }).items;
}

export interface StationFacts {
  psType: string;
  equipTypes: ReadonlySet<string>;
  hasDiagram: boolean;
}

/** The device types that satisfy a `requires`: a family names several, any of which will do. */
export function typesRequired(requires: string): readonly string[] {
  const family = typesOf(requires as DeviceFamily);
  return family.length ? family : [requires];
}

function stationHas(station: StationFacts, requires: string): boolean {
  if (requires === 'diagram') return station.hasDiagram;
  return typesRequired(requires).some((type) => station.equipTypes.has(type));
}

/** Keeps what the caller's roles allow and, for a station menu, what the station's equipment supports. */
export function filterMenu(items: MenuItem[], caller: Principal, station?: StationFacts): RouterItem[] {
  const isAdmin = caller.roles.includes('admin');
  const result: RouterItem[] = [];
  for (const item of items) {
    if (item.roles && !isAdmin && !item.roles.some((r) => caller.roles.includes(r))) continue;
    if (station && item.psTypes && !item.psTypes.includes(station.psType)) continue;
    if (station && item.requires && !stationHas(station, item.requires)) continue;
    const { roles: _r, requires: _q, psTypes: _p, children, ...rest } = item;
    const out: RouterItem = { ...rest };
    if (children) {
      out.children = filterMenu(children, caller, station);
      if (out.children.length === 0) continue;
    }
    result.push(out);
  }
  return result;
}
