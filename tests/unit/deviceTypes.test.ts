import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEVICE_TYPES,
  INVERTER_TYPES,
  POWER_UNIT_TYPES,
  deviceType,
  familyOf,
  isOfFamily,
  typesOf,
} from '../../shared/deviceTypes';
import { DEMO_STATIONS } from '../../server/demo/demoFleet';
import { demoEquipment } from '../../server/demo/demoEquipment';
import { CATALOGUE_TABLES, POINT_TABLES } from '../../server/telemetry/catalogue/pointTables';
import { DICTIONARIES } from '../../server/system/dictionaries';
import { filterMenu, loadMenu, typesRequired, type MenuItem } from '../../server/menu/menuTree';
import { DEVICE_CLASSES } from '../../server/quotas/quotaNames';
import type { Principal } from '../../server/auth/principal';
import { EVENT_DEVICE_TYPES } from '../../widgets/alarms/alarmLevels';
import { languages } from '../../locales';
import { catalogues } from '../../locales/catalogues';
import menuMeta from '../../schemas/meta/menu.schema.json';

const stationMenu = loadMenu(path.resolve(__dirname, '../../schemas'), 'station');
const menuItems = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...menuItems(i.children ?? [])]);
/** The station menu's entries that a device type brings (the wiring diagram needs a diagram, not a device). */
const deviceEntries = menuItems(stationMenu).filter((i) => i.requires && i.requires !== 'diagram');
const admin: Principal = {
  sessionId: 's',
  userId: 1,
  userName: 'admin',
  deptId: 1,
  roles: ['admin'],
  permissions: ['*:*:*'],
  deptScope: null,
  plantScope: null,
  deptPath: [1],
};
const shownNames = (items: { name?: string; children?: unknown[] }[]): string[] =>
  items.flatMap((i) => [i.name ?? '', ...shownNames((i.children ?? []) as typeof items)]);
const localeText = (tree: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('the device-type registry', () => {
  it('knows every device type the demo fleet and the point catalogue use', () => {
    const used = new Set([
      ...DEMO_STATIONS.flatMap((s) => demoEquipment(s).map((d) => d.equipType)),
      ...POINT_TABLES.map((t) => t.equipType),
    ]);
    for (const type of used) expect(deviceType(type), type).toBeDefined();
  });

  it('is the equipment-type dictionary: the same types in the same order, named by the same keys in every language', () => {
    const rows = DICTIONARIES.filter((d) => d.dict_type === 'equip_type');
    expect(rows.map((d) => [d.dict_value, d.label_key])).toEqual(DEVICE_TYPES.map((t) => [t.code, t.nameKey]));
    for (const lng of languages)
      for (const t of DEVICE_TYPES) expect(typeof localeText(catalogues[lng], t.nameKey), `${lng} ${t.nameKey}`).toBe('string');
  });

  it('names for each type the catalogue point table its devices start from, and only tables of that type', () => {
    for (const t of DEVICE_TYPES) {
      const tables = POINT_TABLES.filter((table) => table.equipType === t.code);
      if (t.pointTable === null) {
        expect(tables, t.code).toEqual([]);
        continue;
      }
      expect(
        CATALOGUE_TABLES[t.pointTable]?.some((table) => table.equipType === t.code),
        t.code,
      ).toBe(true);
      for (const table of tables) expect(CATALOGUE_TABLES[t.pointTable], `${t.code} ${table.model}`).toContain(table);
    }
  });

  it('brings exactly the station menu entries that require its type or its family, with their icon', () => {
    for (const entry of deviceEntries) {
      const bringing = DEVICE_TYPES.filter((t) => t.menus.includes(entry.name!)).map((t) => t.code);
      expect(bringing, entry.name).toEqual([...typesRequired(entry.requires!)]);
    }
    for (const t of DEVICE_TYPES) {
      const own = t.menus.map((name) => deviceEntries.find((e) => e.name === name));
      expect(own.every(Boolean), t.code).toBe(true);
      expect(t.icon, t.code).toBe(own[0]?.meta?.icon ?? null);
    }
  });

  it('lets a menu item require only a registry type or family, and every type with menus can be required', () => {
    const values = menuMeta.definitions.item.properties.requires.enum.filter((v) => v !== 'diagram');
    for (const value of values)
      expect(
        typesRequired(value).every((type) => deviceType(type)),
        value,
      ).toBe(true);
    const requirable = new Set(values.flatMap(typesRequired));
    for (const t of DEVICE_TYPES.filter((t) => t.menus.length)) expect(requirable.has(t.code), t.code).toBe(true);
  });

  it('each demo station’s side menu shows the device entries its devices bring, and no other', () => {
    for (const s of DEMO_STATIONS) {
      const types = new Set(demoEquipment(s).map((d) => d.equipType));
      const shown = new Set(shownNames(filterMenu(stationMenu, admin, { psType: s.type, equipTypes: types, hasDiagram: true })));
      for (const entry of deviceEntries.filter((e) => !e.psTypes || e.psTypes.includes(s.type))) {
        const brought = [...types].some((type) => deviceType(type)?.menus.includes(entry.name!));
        expect(shown.has(entry.name!), `${s.name} ${entry.name}`).toBe(brought);
      }
    }
  });

  it('answers the families the server lists, counts and charts by', () => {
    expect(INVERTER_TYPES).toEqual(['JZNBQ', 'ZCNBQ', 'GCNBQ']);
    expect(DEVICE_CLASSES.inverters).toEqual(INVERTER_TYPES);
    expect(DEVICE_CLASSES.turbines).toEqual(typesOf('windTurbine'));
    expect(DEVICE_CLASSES.pcs).toEqual(typesOf('pcs'));
    expect(POWER_UNIT_TYPES).toEqual(['JZNBQ', 'ZCNBQ', 'GCNBQ', 'PCS', 'FJ']);
    expect(isOfFamily('HLX', 'combinerBox')).toBe(true);
    expect(familyOf('NOPE')).toBeUndefined();
    expect(isOfFamily(undefined, 'meter')).toBe(false);
  });

  it('a demo device feeds through a box transformer exactly when the registry calls it a power unit', () => {
    for (const s of DEMO_STATIONS.filter((s) => s.capacity >= 10000)) {
      const list = demoEquipment(s);
      for (const d of list) {
        const underTransformer = d.parent !== undefined && isOfFamily(list[d.parent]!.equipType, 'boxTransformer');
        expect(underTransformer, `${s.name} ${d.equipName}`).toBe(deviceType(d.equipType)!.powerUnit);
      }
    }
  });

  it('the event journal’s device filter offers the station itself, then the types the registry marks for it, by name', () => {
    expect(EVENT_DEVICE_TYPES).toEqual([
      ['PS', 'alarms.stationItself'],
      ...['JZNBQ', 'ZCNBQ', 'GCNBQ', 'HLX', 'XB', 'DB', 'QXZ', 'PCS', 'BC', 'FJ'].map((code) => [
        code,
        `dict.equip_type.${code}`,
      ]),
    ]);
  });

  it('gives the branches the state monitor judges: a box’s strings and the DC inputs of central and grid-tied inverters', () => {
    expect(DEVICE_TYPES.filter((t) => t.branches).map((t) => [t.code, t.branches!.currentPrefix, t.branches!.count])).toEqual([
      ['ZCNBQ', 'dci', 12],
      ['GCNBQ', 'dci', 8],
      ['HLX', 'I', 'hlx_branch_num'],
    ]);
  });
});
